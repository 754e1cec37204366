/**
 * The local Stripe stand-in's Quotes (issue 44): the calls the product makes through the official SDK
 * (`products.create`, `quotes.create` with `price_data` lines, `quotes.finalizeQuote` / `accept` / `cancel` /
 * `retrieve`, `quotes.listLineItems`), shaped as Stripe's API reference documents the objects (product, price, quote,
 * item), and their events: `quote.finalized`, `quote.accepted`, `quote.canceled`. Accepting a quote makes its draft
 * invoice as Stripe does (./invoicing.mjs `invoiceFromQuote`). Stripe has no page where a buyer opens or accepts a
 * quote (its PDF is downloaded with the secret key), so neither has the stand-in: the product accepts it by API.
 */

/**
 * @typedef {import("./api.mjs").Params} Params
 * @typedef {import("./api.mjs").StripeEvent} StripeEvent
 */

/**
 * @param {{
 *   log: (line: string) => void,
 *   now: () => number,
 *   newId: (prefix: string) => string,
 *   invalid: (message: string, param?: string) => Error,
 *   missing: (kind: string, id: string, param: string) => Error,
 *   toInteger: (value: unknown, param: string) => number,
 *   createEvent: (type: string, object: unknown) => StripeEvent,
 *   notifyLater: (event: StripeEvent) => void,
 *   customers: Map<string, Params>,
 *   invoiceFromQuote: (quote: Params) => Params,
 * }} base
 */
export function createQuoting(base) {
  const { log, now, newId, invalid, missing, toInteger, createEvent, notifyLater, customers } = base;
  /** @type {Map<string, Params>} */
  const products = new Map();
  /** @type {Map<string, Params>} */
  const prices = new Map();
  /** @type {Map<string, Params>} */
  const quotes = new Map();
  /** Each quote's lines (Stripe's `line_items`, includable with `expand[]=line_items`). */
  /** @type {Map<string, Params[]>} */
  const quoteLines = new Map();
  let nextNumber = 1;

  /** `POST /v1/products`. @param {Params} params */
  function createProduct(params) {
    if (!params.name) throw invalid("Missing required param: name.", "name");
    const product = {
      id: newId("prod"),
      object: "product",
      active: params.active !== "false",
      created: now(),
      default_price: null,
      description: params.description ?? null,
      images: [],
      livemode: false,
      metadata: params.metadata ?? {},
      name: params.name,
      tax_code: null,
      type: "service",
      updated: now(),
      url: null,
    };
    products.set(product.id, product);
    return product;
  }

  /** A one-time price made from a quote line's `price_data` (its product must exist). @param {Params} data */
  function priceOf(data) {
    if (!data.product) throw invalid("Missing required param: line_items[][price_data][product].", "price_data");
    const product = products.get(data.product);
    if (!product) throw missing("product", data.product, "price_data[product]");
    if (data.recurring) throw invalid("The local Stripe stand-in quotes one-time prices only.", "recurring");
    const price = {
      id: newId("price"),
      object: "price",
      active: false,
      billing_scheme: "per_unit",
      created: now(),
      currency: data.currency,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: product.id,
      recurring: null,
      tax_behavior: data.tax_behavior ?? "unspecified",
      type: "one_time",
      unit_amount: toInteger(data.unit_amount, "unit_amount"),
      unit_amount_decimal: String(data.unit_amount),
    };
    prices.set(price.id, price);
    return price;
  }

  /** @param {string} id */
  function getQuote(id) {
    const quote = quotes.get(id);
    if (!quote) throw missing("quote", id, "quote");
    return quote;
  }

  /** The quote as the API answers it: `line_items` only when expanded. @param {Params} quote @param {Params} params */
  function answer(quote, params = {}) {
    const expand = /** @type {string[]} */ (params.expand ?? []);
    if (!expand.includes("line_items")) return quote;
    const data = quoteLines.get(quote.id) ?? [];
    return {
      ...quote,
      line_items: { object: "list", data, has_more: false, url: `/v1/quotes/${quote.id}/line_items` },
    };
  }

  /** `POST /v1/quotes`: a draft of one-time lines for a customer. @param {Params} params */
  function createQuote(params) {
    if (!params.customer) throw invalid("Missing required param: customer.", "customer");
    const customer = customers.get(params.customer);
    if (!customer) throw missing("customer", params.customer, "customer");
    const method = params.collection_method ?? "charge_automatically";
    if (method !== "send_invoice") {
      throw invalid("The local Stripe stand-in supports collection_method=send_invoice only.", "collection_method");
    }
    const settings = params.invoice_settings ?? {};
    if (settings.days_until_due === undefined) {
      throw invalid("invoice_settings[days_until_due] is required with send_invoice.", "invoice_settings");
    }
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    if (items.length === 0) throw invalid("A quote needs at least one line item.", "line_items");
    const id = newId("qt");
    const created = now();
    /** @type {string | null} */
    let currency = null;
    const lines = items.map((/** @type {Params} */ item) => {
      if (!item.price_data) throw invalid("The local Stripe stand-in takes quote lines by price_data.", "line_items");
      const price = priceOf(item.price_data);
      currency ??= price.currency;
      if (price.currency !== currency) throw invalid("All line items must be in the same currency.", "currency");
      const quantity = item.quantity === undefined ? 1 : toInteger(item.quantity, "quantity");
      if (quantity < 1) throw invalid("quantity must be at least 1", "quantity");
      const amount = price.unit_amount * quantity;
      return {
        id: newId("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: amount,
        amount_tax: 0,
        amount_total: amount,
        currency: price.currency,
        description: products.get(price.product)?.name ?? "",
        price,
        quantity,
      };
    });
    const total = lines.reduce((/** @type {number} */ sum, /** @type {Params} */ line) => sum + line.amount_total, 0);
    const totals = { amount_discount: 0, amount_shipping: 0, amount_tax: 0 };
    const expiresAt =
      params.expires_at === undefined ? created + 30 * 86_400 : toInteger(params.expires_at, "expires_at");
    if (expiresAt <= created) throw invalid("expires_at must be in the future.", "expires_at");
    const quote = {
      id,
      object: "quote",
      amount_subtotal: total,
      amount_total: total,
      application: null,
      application_fee_amount: null,
      application_fee_percent: null,
      automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      collection_method: "send_invoice",
      computed: {
        recurring: null,
        upfront: { amount_subtotal: total, amount_total: total, total_details: totals },
      },
      created,
      currency,
      customer: customer.id,
      customer_account: null,
      description: params.description ?? null,
      discounts: [],
      expires_at: expiresAt,
      footer: params.footer ?? null,
      from_quote: null,
      header: params.header ?? null,
      invoice: /** @type {string | null} */ (null),
      invoice_settings: {
        days_until_due: toInteger(settings.days_until_due, "invoice_settings[days_until_due]"),
        issuer: { type: "self" },
      },
      livemode: false,
      metadata: params.metadata ?? {},
      number: /** @type {string | null} */ (null),
      on_behalf_of: null,
      status: "draft",
      status_transitions: {
        accepted_at: /** @type {number | null} */ (null),
        canceled_at: /** @type {number | null} */ (null),
        finalized_at: /** @type {number | null} */ (null),
      },
      subscription: null,
      subscription_data: { description: null, effective_date: null, metadata: null, trial_period_days: null },
      subscription_schedule: null,
      test_clock: null,
      total_details: totals,
      transfer_data: null,
    };
    quotes.set(id, quote);
    quoteLines.set(id, lines);
    log(`quote ${id} created (draft) for ${customer.email ?? customer.id}: ${total} ${currency}`);
    return answer(quote, params);
  }

  /** `POST /v1/quotes/:id/finalize`: numbered, open; `quote.finalized`. @param {string} id @param {Params} params */
  function finalizeQuote(id, params) {
    const quote = getQuote(id);
    if (quote.status !== "draft") {
      throw invalid(`This quote cannot be finalized because it has a status of ${quote.status}.`, "quote");
    }
    if (params.expires_at !== undefined) quote.expires_at = toInteger(params.expires_at, "expires_at");
    quote.status = "open";
    quote.number = `QT-LOCAL-${String(nextNumber++).padStart(4, "0")}`;
    quote.status_transitions.finalized_at = now();
    log(`quote ${id} finalized as ${quote.number}`);
    notifyLater(createEvent("quote.finalized", answer(quote)));
    return answer(quote, params);
  }

  /**
   * `POST /v1/quotes/:id/accept`: an open, unexpired quote is accepted and its draft invoice made, as Stripe does;
   * `quote.accepted`.
   * @param {string} id
   * @param {Params} params
   */
  function acceptQuote(id, params) {
    const quote = getQuote(id);
    if (quote.status !== "open") {
      throw invalid(`This quote cannot be accepted because it has a status of ${quote.status}.`, "quote");
    }
    if (quote.expires_at <= now()) throw invalid("This quote has expired and can no longer be accepted.", "quote");
    const invoice = base.invoiceFromQuote({ ...quote, line_items: { data: quoteLines.get(id) ?? [] } });
    quote.status = "accepted";
    quote.invoice = invoice.id;
    quote.status_transitions.accepted_at = now();
    log(`quote ${id} accepted: invoice ${invoice.id}`);
    notifyLater(createEvent("quote.accepted", answer(quote)));
    return answer(quote, params);
  }

  /** `POST /v1/quotes/:id/cancel`: a draft or open quote; `quote.canceled`. @param {string} id @param {Params} params */
  function cancelQuote(id, params) {
    const quote = getQuote(id);
    if (quote.status !== "draft" && quote.status !== "open") {
      throw invalid(`This quote cannot be canceled because it has a status of ${quote.status}.`, "quote");
    }
    quote.status = "canceled";
    quote.status_transitions.canceled_at = now();
    log(`quote ${id} canceled`);
    notifyLater(createEvent("quote.canceled", answer(quote)));
    return answer(quote, params);
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
    if (method === "POST" && path === "/v1/products") return createProduct(params);
    if (method === "POST" && path === "/v1/quotes") return createQuote(params);
    if (method === "POST" && (id = match(/^\/v1\/quotes\/([^/]+)\/finalize$/)) !== undefined) {
      return finalizeQuote(id, params);
    }
    if (method === "POST" && (id = match(/^\/v1\/quotes\/([^/]+)\/accept$/)) !== undefined) {
      return acceptQuote(id, params);
    }
    if (method === "POST" && (id = match(/^\/v1\/quotes\/([^/]+)\/cancel$/)) !== undefined) {
      return cancelQuote(id, params);
    }
    if (method === "GET" && (id = match(/^\/v1\/quotes\/([^/]+)\/line_items$/)) !== undefined) {
      getQuote(id);
      return { object: "list", data: quoteLines.get(id) ?? [], has_more: false, url: path };
    }
    if (method === "GET" && (id = match(/^\/v1\/quotes\/([^/]+)$/)) !== undefined) return answer(getQuote(id), params);
    if (method === "GET" && (id = match(/^\/v1\/products\/([^/]+)$/)) !== undefined) {
      const product = products.get(id);
      if (!product) throw missing("product", id, "id");
      return product;
    }
    return undefined;
  }

  return {
    route,
    /** @param {string} id */
    findQuote: (id) => quotes.get(id),
  };
}
