/**
 * The local Stripe stand-in's Invoicing and Refunds (issue 44): the calls the product makes through the official SDK
 * (`invoices.create`, `invoiceItems.create`, `invoices.finalizeInvoice` / `voidInvoice` / `retrieve` / `update` / `del`,
 * `invoicePayments.list`, `refunds.create`), the hosted invoice page's payments (card now, bank transfer later), and
 * the events they cause, shaped as Stripe's API reference documents the objects (invoice, invoiceitem, line_item,
 * invoice_payment, charge, refund): `invoice.finalized`, `invoice.paid`, `invoice.payment_failed`, `invoice.overdue`,
 * `invoice.voided`, `charge.refunded`. State lives in the maps ./api.mjs owns.
 */

/**
 * @typedef {import("./api.mjs").Params} Params
 * @typedef {import("./api.mjs").StripeEvent} StripeEvent
 */

/** Test cards of the hosted invoice page, as in Stripe's test mode. */
export const INVOICE_CARDS = {
  4242: { brand: "visa", label: "Visa ending in 4242 (succeeds)", declines: false },
  "0002": { brand: "visa", label: "Visa ending in 0002 (declined)", declines: true },
};

/**
 * @param {{
 *   origin: () => string,
 *   log: (line: string) => void,
 *   now: () => number,
 *   newId: (prefix: string) => string,
 *   invalid: (message: string, param?: string) => Error,
 *   missing: (kind: string, id: string, param: string) => Error,
 *   toInteger: (value: unknown, param: string) => number,
 *   createEvent: (type: string, object: unknown) => StripeEvent,
 *   notifyLater: (event: StripeEvent) => void,
 *   customers: Map<string, Params>,
 *   paymentIntents: Map<string, Params>,
 *   charges: Map<string, Params>,
 *   accountName: () => string,
 * }} base
 */
export function createInvoicing(base) {
  const { origin, log, now, newId, invalid, missing, toInteger, createEvent, notifyLater, customers } = base;
  /** @type {Map<string, Params>} */
  const invoices = new Map();
  /** @type {Map<string, Params>} */
  const invoiceItems = new Map();
  /** @type {Map<string, Params>} */
  const invoicePayments = new Map();
  /** @type {Map<string, Params>} */
  const refunds = new Map();
  /** Invoices whose `invoice.overdue` was sent (once each). */
  const overdueSent = new Set();
  let nextNumber = 1;
  const prefix = "LOCAL";

  /** @param {string} id */
  function getInvoice(id) {
    const invoice = invoices.get(id);
    if (!invoice) throw missing("invoice", id, "invoice");
    return invoice;
  }

  /** Recomputes a draft's totals from its lines. @param {Params} invoice */
  function recompute(invoice) {
    const total = invoice.lines.data.reduce(
      (/** @type {number} */ sum, /** @type {Params} */ line) => sum + line.amount,
      0,
    );
    Object.assign(invoice, {
      subtotal: total,
      subtotal_excluding_tax: total,
      total,
      total_excluding_tax: total,
      amount_due: total,
      amount_remaining: total - invoice.amount_paid,
    });
  }

  /** `POST /v1/invoices`. @param {Params} params */
  function createInvoice(params) {
    if (!params.customer) throw invalid("Missing required param: customer.", "customer");
    const customer = customers.get(params.customer);
    if (!customer) throw missing("customer", params.customer, "customer");
    const method = params.collection_method ?? "charge_automatically";
    if (method !== "send_invoice") {
      throw invalid("The local Stripe stand-in supports collection_method=send_invoice only.", "collection_method");
    }
    const daysUntilDue =
      params.days_until_due === undefined ? null : toInteger(params.days_until_due, "days_until_due");
    if (daysUntilDue === null)
      throw invalid("Missing required param: days_until_due (send_invoice).", "days_until_due");
    const id = newId("in");
    const created = now();
    const customFields = Array.isArray(params.custom_fields)
      ? params.custom_fields.map((/** @type {Params} */ field) => ({ name: field.name, value: field.value }))
      : null;
    const invoice = {
      id,
      object: "invoice",
      account_country: "US",
      account_name: base.accountName(),
      amount_due: 0,
      amount_overpaid: 0,
      amount_paid: 0,
      amount_remaining: 0,
      amount_shipping: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: params.auto_advance === "true",
      automatically_finalizes_at: null,
      billing_reason: "manual",
      collection_method: "send_invoice",
      created,
      currency: params.currency ?? "usd",
      custom_fields: customFields,
      customer: customer.id,
      customer_email: customer.email ?? null,
      customer_name: customer.name ?? null,
      customer_tax_exempt: customer.tax_exempt ?? "none",
      days_until_due: daysUntilDue,
      description: params.description ?? null,
      due_date: null,
      effective_at: null,
      footer: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      last_finalization_error: null,
      lines: { object: "list", data: /** @type {Params[]} */ ([]), has_more: false, url: `/v1/invoices/${id}/lines` },
      livemode: false,
      metadata: params.metadata ?? {},
      number: null,
      parent: /** @type {Params | null} */ (null),
      period_end: created,
      period_start: created,
      status: "draft",
      status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
      subtotal: 0,
      subtotal_excluding_tax: 0,
      total: 0,
      total_excluding_tax: 0,
      webhooks_delivered_at: null,
    };
    invoices.set(id, invoice);
    log(`invoice ${id} created (draft) for ${customer.email ?? customer.id}`);
    return invoice;
  }

  /** `POST /v1/invoiceitems`: a line on a draft invoice (by `amount`). @param {Params} params */
  function createInvoiceItem(params) {
    if (!params.customer) throw invalid("Missing required param: customer.", "customer");
    if (!customers.has(params.customer)) throw missing("customer", params.customer, "customer");
    if (params.price_data || params.pricing) {
      throw invalid("The local Stripe stand-in takes invoice items by amount only.", "amount");
    }
    const amount = toInteger(params.amount, "amount");
    if (amount < 0) throw invalid("amount must be 0 or more", "amount");
    if (!params.invoice) throw invalid("The local Stripe stand-in needs `invoice` on an invoice item.", "invoice");
    const invoice = getInvoice(params.invoice);
    if (invoice.status !== "draft") throw invalid(`You can only add invoice items to a draft invoice.`, "invoice");
    if (invoice.customer !== params.customer) throw invalid("The invoice belongs to another customer.", "invoice");
    const currency = params.currency ?? invoice.currency;
    if (currency !== invoice.currency) throw invalid("The item's currency is not the invoice's.", "currency");
    const item = {
      id: newId("ii"),
      object: "invoiceitem",
      amount,
      currency,
      customer: params.customer,
      date: now(),
      description: params.description ?? null,
      discountable: true,
      invoice: invoice.id,
      livemode: false,
      metadata: params.metadata ?? {},
      parent: null,
      period: { end: now(), start: now() },
      pricing: null,
      proration: false,
      quantity: 1,
    };
    invoiceItems.set(item.id, item);
    invoice.lines.data.push({
      id: newId("il"),
      object: "line_item",
      amount,
      currency,
      description: item.description,
      discount_amounts: [],
      discountable: true,
      discounts: [],
      invoice: invoice.id,
      livemode: false,
      metadata: item.metadata,
      parent: {
        type: "invoice_item_details",
        invoice_item_details: { invoice_item: item.id, proration: false, proration_details: null, subscription: null },
        subscription_item_details: null,
      },
      period: item.period,
      pricing: null,
      quantity: 1,
      taxes: [],
    });
    recompute(invoice);
    return item;
  }

  /**
   * `POST /v1/invoices/:id`: a draft's metadata (merged, as Stripe merges it), `auto_advance`, description and custom
   * fields; a finalized invoice takes metadata only.
   * @param {string} id
   * @param {Params} params
   */
  function updateInvoice(id, params) {
    const invoice = getInvoice(id);
    const draftOnly = ["auto_advance", "description", "custom_fields", "days_until_due"].filter(
      (name) => params[name] !== undefined,
    );
    if (invoice.status !== "draft" && draftOnly.length > 0) {
      throw invalid(`You can only update ${draftOnly[0]} on a draft invoice.`, draftOnly[0]);
    }
    if (params.metadata) invoice.metadata = { ...invoice.metadata, ...params.metadata };
    if (params.auto_advance !== undefined) invoice.auto_advance = params.auto_advance === "true";
    if (params.description !== undefined) invoice.description = params.description || null;
    if (Array.isArray(params.custom_fields)) {
      invoice.custom_fields = params.custom_fields.map((/** @type {Params} */ field) => ({
        name: field.name,
        value: field.value,
      }));
    }
    return invoice;
  }

  /** `DELETE /v1/invoices/:id`: a draft only, as Stripe deletes (a finalized invoice is voided). @param {string} id */
  function deleteInvoice(id) {
    const invoice = getInvoice(id);
    if (invoice.status !== "draft") throw invalid("You can only delete draft invoices.", "invoice");
    invoices.delete(id);
    log(`invoice ${id} deleted (draft)`);
    return { id, object: "invoice", deleted: true };
  }

  /**
   * The draft invoice Stripe makes when a quote is accepted: the quote's customer, lines (one per quote line, with its
   * price and quantity), collection settings and description, its `parent.quote_details` naming the quote. Stripe copies
   * no metadata from the quote; the product sets its own before finalizing.
   * @param {Params} quote
   */
  function invoiceFromQuote(quote) {
    const invoice = createInvoice({
      customer: quote.customer,
      collection_method: quote.collection_method,
      days_until_due: String(quote.invoice_settings.days_until_due ?? 0),
      currency: quote.currency,
      description: quote.description ?? undefined,
      auto_advance: "false",
    });
    invoice.parent = { type: "quote_details", quote_details: { quote: quote.id }, subscription_details: null };
    for (const line of quote.line_items.data) {
      invoice.lines.data.push({
        id: newId("il"),
        object: "line_item",
        amount: line.amount_total,
        currency: invoice.currency,
        description: line.description,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: invoice.id,
        livemode: false,
        metadata: {},
        parent: null,
        period: { end: invoice.created, start: invoice.created },
        pricing: { type: "price_details", price_details: { price: line.price.id, product: line.price.product } },
        quantity: line.quantity,
        taxes: [],
      });
    }
    recompute(invoice);
    log(`invoice ${invoice.id} created (draft) from quote ${quote.id}`);
    return invoice;
  }

  /** `POST /v1/invoices/:id/finalize`. @param {string} id */
  function finalizeInvoice(id) {
    const invoice = getInvoice(id);
    if (invoice.status !== "draft") {
      throw invalid(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, "invoice");
    }
    const at = now();
    Object.assign(invoice, {
      status: "open",
      number: `${prefix}-${String(nextNumber++).padStart(4, "0")}`,
      due_date: at + invoice.days_until_due * 86_400,
      effective_at: at,
      hosted_invoice_url: `${origin()}/invoice/${invoice.id}`,
      invoice_pdf: `${origin()}/invoice/${invoice.id}/pdf`,
    });
    invoice.status_transitions.finalized_at = at;
    recompute(invoice);
    log(`invoice ${id} finalized as ${invoice.number}: ${invoice.total} ${invoice.currency}`);
    notifyLater(createEvent("invoice.finalized", invoice));
    return invoice;
  }

  /** `POST /v1/invoices/:id/void`. @param {string} id */
  function voidInvoice(id) {
    const invoice = getInvoice(id);
    if (invoice.status !== "open") {
      throw invalid(`You can only void an open invoice; this one is ${invoice.status}.`, "invoice");
    }
    invoice.status = "void";
    invoice.status_transitions.voided_at = now();
    notifyLater(createEvent("invoice.voided", invoice));
    return invoice;
  }

  /**
   * Pays an open invoice (the hosted page's card, or a bank transfer arriving): a succeeded PaymentIntent and charge,
   * an invoice payment, and the `invoice.paid` event to deliver.
   * @param {string} id
   * @param {"card" | "customer_balance"} methodType
   * @param {string} [last4]
   */
  function payInvoice(id, methodType, last4 = "4242") {
    const invoice = getInvoice(id);
    if (invoice.status !== "open") throw invalid(`This invoice is ${invoice.status}.`, "invoice");
    const at = now();
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: invoice.amount_remaining,
      amount_received: invoice.amount_remaining,
      currency: invoice.currency,
      customer: invoice.customer,
      description: `Payment for Invoice ${invoice.number}`,
      last_payment_error: null,
      latest_charge: /** @type {string | null} */ (null),
      metadata: {},
      payment_method: newId("pm"),
      payment_method_types: [methodType],
      status: "succeeded",
      created: at,
      livemode: false,
    };
    const charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: intent.amount,
      amount_refunded: 0,
      captured: true,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      payment_method_details:
        methodType === "card"
          ? { type: "card", card: { brand: "visa", last4 } }
          : { type: "customer_balance", customer_balance: {} },
      billing_details: { email: invoice.customer_email },
      paid: true,
      refunded: false,
      status: "succeeded",
      created: at,
      livemode: false,
      metadata: {},
    };
    intent.latest_charge = charge.id;
    base.paymentIntents.set(intent.id, intent);
    base.charges.set(charge.id, charge);
    const payment = {
      id: newId("inpay"),
      object: "invoice_payment",
      amount_paid: intent.amount,
      amount_requested: intent.amount,
      created: at,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      livemode: false,
      payment: { type: "payment_intent", payment_intent: intent.id },
      status: "paid",
      status_transitions: { canceled_at: null, paid_at: at },
    };
    invoicePayments.set(payment.id, payment);
    Object.assign(invoice, {
      status: "paid",
      amount_paid: invoice.amount_paid + intent.amount,
      amount_remaining: 0,
      attempt_count: invoice.attempt_count + 1,
      attempted: true,
    });
    invoice.status_transitions.paid_at = at;
    log(`invoice ${id} paid by ${methodType === "card" ? "card" : "bank transfer"}`);
    return createEvent("invoice.paid", invoice);
  }

  /** A declined card on the hosted page: `invoice.payment_failed`, the invoice stays open. @param {string} id */
  function failInvoicePayment(id) {
    const invoice = getInvoice(id);
    if (invoice.status !== "open") throw invalid(`This invoice is ${invoice.status}.`, "invoice");
    Object.assign(invoice, { attempt_count: invoice.attempt_count + 1, attempted: true });
    log(`invoice ${id}: card declined`);
    return createEvent("invoice.payment_failed", invoice);
  }

  /** Open invoices past their due date get `invoice.overdue`, once (as Stripe sends it; the status stays open). */
  function sweepOverdue() {
    const at = now();
    for (const invoice of invoices.values()) {
      if (invoice.status !== "open" || overdueSent.has(invoice.id) || invoice.due_date === null) continue;
      if (invoice.due_date > at) continue;
      overdueSent.add(invoice.id);
      log(`invoice ${invoice.id} is overdue`);
      notifyLater(createEvent("invoice.overdue", invoice));
    }
  }

  /** `POST /v1/refunds`: of a PaymentIntent's (or a charge's) charge, at most what is left. @param {Params} params */
  function createRefund(params) {
    /** @type {Params | undefined} */
    let charge;
    if (params.charge) {
      charge = base.charges.get(params.charge);
      if (!charge) throw missing("charge", params.charge, "charge");
    } else if (params.payment_intent) {
      const intent = base.paymentIntents.get(params.payment_intent);
      if (!intent) throw missing("payment_intent", params.payment_intent, "payment_intent");
      charge = intent.latest_charge ? base.charges.get(intent.latest_charge) : undefined;
      if (!charge) throw invalid("This PaymentIntent has no successful charge to refund.", "payment_intent");
    } else {
      throw invalid("One of `charge` or `payment_intent` is required.");
    }
    const left = charge.amount - (charge.amount_refunded ?? 0);
    const amount = params.amount === undefined ? left : toInteger(params.amount, "amount");
    if (amount < 1) throw invalid("Refund amount must be positive.", "amount");
    if (amount > left) {
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, "amount");
    }
    const reasons = ["duplicate", "fraudulent", "requested_by_customer"];
    if (params.reason !== undefined && !reasons.includes(params.reason)) {
      throw invalid(`Invalid reason: must be one of ${reasons.join(", ")}`, "reason");
    }
    const refund = {
      id: newId("re"),
      object: "refund",
      amount,
      balance_transaction: newId("txn"),
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: charge.payment_intent ?? null,
      reason: params.reason ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: "succeeded",
      transfer_reversal: null,
    };
    refunds.set(refund.id, refund);
    charge.amount_refunded = (charge.amount_refunded ?? 0) + amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    log(`refund ${refund.id}: ${amount} of charge ${charge.id}`);
    notifyLater(createEvent("charge.refunded", charge));
    return refund;
  }

  /**
   * The routes of this part; undefined when the call is not one of them.
   * @param {string} method
   * @param {string} path
   * @param {Params} params
   */
  function route(method, path, params) {
    /** @param {RegExp} pattern */
    const match = (pattern) => pattern.exec(path)?.[1];
    /** @type {string | undefined} */
    let id;
    if (method === "POST" && path === "/v1/invoices") return createInvoice(params);
    if (method === "POST" && path === "/v1/invoiceitems") return createInvoiceItem(params);
    if (method === "POST" && (id = match(/^\/v1\/invoices\/([^/]+)\/finalize$/)) !== undefined) {
      return finalizeInvoice(id);
    }
    if (method === "POST" && (id = match(/^\/v1\/invoices\/([^/]+)\/void$/)) !== undefined) return voidInvoice(id);
    if (method === "GET" && (id = match(/^\/v1\/invoices\/([^/]+)$/)) !== undefined) return getInvoice(id);
    if (method === "POST" && (id = match(/^\/v1\/invoices\/([^/]+)$/)) !== undefined) return updateInvoice(id, params);
    if (method === "DELETE" && (id = match(/^\/v1\/invoices\/([^/]+)$/)) !== undefined) return deleteInvoice(id);
    if (method === "GET" && path === "/v1/invoice_payments") {
      const data = [...invoicePayments.values()].filter(
        (payment) =>
          (!params.invoice || payment.invoice === params.invoice) &&
          (!params.status || payment.status === params.status),
      );
      return { object: "list", data, has_more: false, url: path };
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    if (method === "GET" && (id = match(/^\/v1\/refunds\/([^/]+)$/)) !== undefined) {
      const refund = refunds.get(id);
      if (!refund) throw missing("refund", id, "id");
      return refund;
    }
    return undefined;
  }

  return {
    route,
    invoiceFromQuote,
    payInvoice,
    failInvoicePayment,
    sweepOverdue,
    /** @param {string} id */
    findInvoice: (id) => invoices.get(id),
  };
}
