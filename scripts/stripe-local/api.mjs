/**
 * The local Stripe stand-in's API: the REST calls this project makes through the official `stripe` SDK (Checkout
 * Sessions, PaymentIntents, charges, customers, payment methods, events), their state (in memory) and their
 * errors, as Stripe answers them. The HTTP server (./server.mjs) parses requests and hands them here; events an API
 * call causes go to `notifyLater` (./webhooks.mjs). It is not Stripe: it checks only what this project relies on.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { createInvoicing } from "./invoicing.mjs";
import { createQuoting } from "./quoting.mjs";

/**
 * A request's parameters as parseStripeForm decodes them: unchecked input, read field by field where the API uses it,
 * as Stripe itself validates each parameter it reads.
 * @typedef {Record<string, any>} Params
 */

/**
 * A Checkout Session as the API answers it (the fields the stand-in reads by name; the rest as Stripe's).
 * @typedef {{
 *   id: string,
 *   status: "open" | "complete",
 *   amount_total: number,
 *   currency: string,
 *   success_url: string,
 *   cancel_url: string | null,
 *   customer: string | null,
 *   customer_creation: string | null,
 *   payment_intent: string | null,
 *   custom_text: { submit: { message: string } | null, [key: string]: unknown },
 *   [key: string]: unknown,
 * }} Session
 */

/**
 * One line of a Checkout Session.
 * @typedef {{
 *   id: string,
 *   amount_total: number,
 *   currency: string,
 *   description: string,
 *   price: { product_data: { name: string, description: string | null }, [key: string]: unknown },
 *   [key: string]: unknown,
 * }} LineItem
 */

/**
 * An event, as stored and delivered to the webhook.
 * @typedef {{ id: string, type: string, pending_webhooks: number, [key: string]: unknown }} StripeEvent
 */

/**
 * Test cards the local page offers, by last four digits, as in Stripe's test mode.
 * @type {Record<string, { brand: string, label: string, declinesLater: boolean }>}
 */
export const TEST_CARDS = {
  4242: { brand: "visa", label: "Visa ending in 4242 (succeeds)", declinesLater: false },
  "0341": { brand: "visa", label: "Visa ending in 0341 (later off-session charges are declined)", declinesLater: true },
};

const API_VERSION = Stripe.API_VERSION ?? "2026-10-28.endive";

/** @param {string} prefix */
export function newId(prefix) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = randomBytes(24);
  let text = "";
  for (const byte of bytes) text += alphabet[byte % alphabet.length];
  return `${prefix}_${text}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Keys that would reach a prototype instead of a plain property: a parameter containing one is dropped. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Parses Stripe's form encoding (`a[b][0][c]=v`, `expand[]=x`) into nested objects and arrays. Objects have no
 * prototype and a parameter with a `__proto__`, `constructor` or `prototype` segment is skipped, so a request
 * (from any web page the developer visits, since the stand-in listens on loopback without CORS checks on POST)
 * cannot pollute `Object.prototype`.
 */
/**
 * @param {string} text
 * @returns {Params}
 */
export function parseStripeForm(text) {
  /** @type {any} a tree built from untrusted keys; Params to its readers */
  const root = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = (rawKey.match(/^[^[]+|\[[^\]]*\]/g) ?? [rawKey]).map((part) => part.replace(/^\[|\]$/g, ""));
    if (keys.some((key) => FORBIDDEN_KEYS.has(key))) continue;
    /** @type {any} */
    let node = root;
    keys.forEach((key, index) => {
      const slot = Array.isArray(node) && key === "" ? String(node.length) : key;
      if (index === keys.length - 1) {
        node[slot] = value;
        return;
      }
      if (!Object.hasOwn(node, slot)) node[slot] = /^\d*$/.test(keys[index + 1] ?? "") ? [] : Object.create(null);
      node = node[slot];
    });
  }
  return root;
}

/**
 * @param {number} cents
 * @param {string} [currency]
 */
export function formatMoney(cents, currency = "usd") {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

/** A Stripe error answer: its HTTP status and body. */
export class StripeApiError extends Error {
  /**
   * @param {number} status
   * @param {string} type
   * @param {string} message
   * @param {Record<string, unknown>} [extra]
   */
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}

/** Thrown to end a request without an answer, as a network failure after Stripe acted would. */
export class DroppedConnection extends Error {}

/**
 * @param {string} message
 * @param {string} [param]
 */
const invalid = (message, param) => new StripeApiError(400, "invalid_request_error", message, param ? { param } : {});
/**
 * @param {string} kind
 * @param {string} id
 * @param {string} param
 */
const missing = (kind, id, param) =>
  new StripeApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, { code: "resource_missing", param });

/**
 * @param {unknown} value
 * @param {string} param
 */
function toInteger(value, param) {
  if (value === undefined || value === "" || !/^-?\d+$/.test(String(value))) {
    throw invalid(`Invalid integer: ${value ?? ""}`, param);
  }
  return Number(value);
}

/**
 * The API's state and routes. `origin()`: the server's own address (the hosted page's URLs); `notifyLater(event)`:
 * delivers an event an API call caused, in the background.
 * @param {{
 *   origin: () => string,
 *   log: (line: string) => void,
 *   notifyLater: (event: StripeEvent) => void,
 *   accountName?: () => string,
 * }} options
 */
export function createStripeApi({ origin, log, notifyLater, accountName = () => "Idaho AI Coaches" }) {
  /** @type {Map<string, { session: Session, paymentIntentData: Params }>} */
  const sessions = new Map();
  /** @type {Map<string, LineItem[]>} */
  const lineItems = new Map();
  /** @type {Map<string, Params>} */
  const paymentIntents = new Map();
  /** @type {Map<string, Params>} */
  const paymentMethods = new Map();
  /** @type {Map<string, Params>} */
  const customers = new Map();
  /** @type {Map<string, Params>} */
  const charges = new Map();
  /** @type {Map<string, StripeEvent>} */
  const events = new Map();

  // ---- Checkout Sessions -------------------------------------------------------------------------------------

  /** @param {Params} params */
  function createSession(params) {
    const mode = params.mode;
    if (!mode) throw invalid("Missing required param: mode.", "mode");
    if (mode !== "payment") throw invalid(`The local Stripe stand-in supports mode=payment only, not ${mode}.`, "mode");
    if (!params.success_url) throw invalid("Missing required param: success_url.", "success_url");
    for (const name of ["success_url", "cancel_url"]) {
      if (params[name] !== undefined && !URL.canParse(params[name].replace("{CHECKOUT_SESSION_ID}", "x"))) {
        throw invalid(`Not a valid URL`, name);
      }
    }
    const items = Array.isArray(params.line_items) ? params.line_items : [];
    if (items.length === 0) throw invalid("You must specify `line_items` in `payment` mode.", "line_items");
    /** @type {string | undefined} */
    let currency;
    const sessionId = newId("cs_test");
    const lines = items.map((/** @type {Params} */ item, /** @type {number} */ index) => {
      const param = `line_items[${index}]`;
      if (item.price)
        throw invalid("The local Stripe stand-in accepts price_data only, not price ids.", `${param}[price]`);
      const data = item.price_data;
      if (!data) throw invalid("Missing required param: price_data.", `${param}[price_data]`);
      const unitAmount = toInteger(data.unit_amount, `${param}[price_data][unit_amount]`);
      if (unitAmount < 0) throw invalid("unit_amount must be 0 or more", `${param}[price_data][unit_amount]`);
      const quantity = toInteger(item.quantity ?? "1", `${param}[quantity]`);
      if (quantity < 1) throw invalid("quantity must be at least 1", `${param}[quantity]`);
      if (!data.currency) throw invalid("Missing required param: currency.", `${param}[price_data][currency]`);
      if (currency && data.currency !== currency) throw invalid("All line items must share one currency.", param);
      /** @type {string} */
      const lineCurrency = data.currency;
      currency = lineCurrency;
      const name = data.product_data?.name;
      if (!name) throw invalid("Missing required param: name.", `${param}[price_data][product_data][name]`);
      return {
        id: newId("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: unitAmount * quantity,
        amount_tax: 0,
        amount_total: unitAmount * quantity,
        currency: lineCurrency,
        description: name,
        price: {
          id: newId("price"),
          object: "price",
          currency: lineCurrency,
          unit_amount: unitAmount,
          type: "one_time",
          product: newId("prod"),
          product_data: { name, description: data.product_data?.description ?? null },
        },
        quantity,
      };
    });
    const total = lines.reduce((sum, line) => sum + line.amount_total, 0);
    const created = now();
    /** @type {Session} */
    const session = {
      id: sessionId,
      object: "checkout.session",
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      // Every line has one, the same (checked above), and there is at least one line.
      currency: String(currency),
      custom_text: {
        after_submit: null,
        shipping_address: null,
        submit: params.custom_text?.submit?.message ? { message: params.custom_text.submit.message } : null,
        terms_of_service_acceptance: null,
      },
      customer: params.customer ?? null,
      customer_creation: params.customer_creation ?? (params.customer ? null : "if_required"),
      customer_details: null,
      customer_email: params.customer_email ?? null,
      expires_at: created + 24 * 3600,
      livemode: false,
      metadata: params.metadata ?? {},
      mode,
      payment_intent: null,
      payment_method_types: ["card"],
      payment_status: "unpaid",
      status: /** @type {const} */ ("open"),
      submit_type: params.submit_type ?? null,
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      url: `${origin()}/pay/${sessionId}`,
    };
    sessions.set(session.id, { session, paymentIntentData: params.payment_intent_data ?? {} });
    lineItems.set(session.id, lines);
    log(
      `session ${session.id} created: ${lines.map((l) => `${l.description} ${formatMoney(l.amount_total)}`).join(" + ")}`,
    );
    return session;
  }

  /** @param {string} id */
  function getSession(id) {
    const entry = sessions.get(id);
    if (!entry) throw missing("checkout.session", id, "session");
    return entry;
  }

  /**
   * @param {Session} session
   * @param {string[]} expand
   */
  function expandSession(session, expand = []) {
    /** @type {Record<string, unknown>} */
    const copy = structuredClone(session);
    if (expand.includes("payment_intent") && session.payment_intent)
      copy.payment_intent = paymentIntents.get(session.payment_intent);
    if (expand.includes("customer") && session.customer)
      copy.customer = customers.get(session.customer) ?? session.customer;
    if (expand.includes("line_items"))
      copy.line_items = listOf(lineItems.get(session.id) ?? [], `/v1/checkout/sessions/${session.id}/line_items`);
    return copy;
  }

  /**
   * @param {unknown[]} data
   * @param {string} url
   */
  function listOf(data, url) {
    return { object: "list", data, has_more: false, url };
  }

  /** Completes an open session as a card payment and returns the event to deliver. */
  /**
   * @param {string} id
   * @param {{ email: string | undefined, card?: string }} payment
   */
  function paySession(id, { email, card = "4242" }) {
    const { session, paymentIntentData } = getSession(id);
    if (session.status !== "open") throw invalid(`This Checkout Session is ${session.status}.`);
    if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw invalid("Enter a valid email address.", "email");
    const testCard = TEST_CARDS[card];
    if (!testCard) throw invalid("Choose one of the test cards.", "card");

    let customerId = session.customer;
    if (!customerId && session.customer_creation === "always") {
      customerId = newId("cus");
      customers.set(customerId, {
        id: customerId,
        object: "customer",
        email,
        created: now(),
        livemode: false,
        metadata: {},
      });
    }
    const method = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: {
        brand: testCard.brand,
        last4: card,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        funding: "credit",
      },
      billing_details: { email },
      customer: paymentIntentData.setup_future_usage && customerId ? customerId : null,
      created: now(),
      livemode: false,
      declinesLater: testCard.declinesLater,
    };
    paymentMethods.set(method.id, method);
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      customer: customerId,
      description: paymentIntentData.description ?? null,
      metadata: paymentIntentData.metadata ?? {},
      payment_method: method.id,
      setup_future_usage: paymentIntentData.setup_future_usage ?? null,
      status: "succeeded",
      created: now(),
      livemode: false,
    };
    const charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      customer: customerId,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: { type: "card", card: { brand: testCard.brand, last4: card } },
      paid: true,
      refunded: false,
      status: "succeeded",
      created: now(),
    };
    charges.set(charge.id, charge);
    paymentIntents.set(intent.id, { ...intent, latest_charge: charge.id });

    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: intent.id,
      customer: customerId,
      customer_details: { email, name: null, phone: null, address: null, tax_exempt: "none", tax_ids: [] },
    });
    return createEvent("checkout.session.completed", session);
  }

  // ---- PaymentIntents ----------------------------------------------------------------------------------------

  /**
   * A customer (only its e-mail is kept). The local stack's seed makes its sample buyers with this, so their saved
   * cards can be charged from the dashboard.
   * @param {Params} params
   */
  function createCustomer(params) {
    const taxExempt = params.tax_exempt ?? "none";
    if (!["none", "exempt", "reverse"].includes(taxExempt)) throw invalid("Invalid tax_exempt", "tax_exempt");
    const customer = {
      id: newId("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      tax_exempt: taxExempt,
      created: now(),
      livemode: false,
      metadata: params.metadata ?? {},
    };
    customers.set(customer.id, customer);
    return customer;
  }

  /**
   * Attaches a test card to a customer, as Stripe's test mode does for its test payment methods: `pm_card_<last4>`
   * (one of {@link TEST_CARDS}) becomes a new payment method of that card, saved to the customer.
   * @param {string} testId
   * @param {Params} params
   */
  function attachTestCard(testId, params) {
    const last4 = /^pm_card_(\w+)$/.exec(testId)?.[1] ?? "";
    const testCard = TEST_CARDS[last4];
    if (!testCard) throw missing("PaymentMethod", testId, "payment_method");
    if (!params.customer || !customers.has(params.customer)) throw missing("customer", params.customer, "customer");
    const method = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: { brand: testCard.brand, last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: "credit" },
      billing_details: { email: customers.get(params.customer)?.email ?? null },
      customer: params.customer,
      created: now(),
      livemode: false,
      declinesLater: testCard.declinesLater,
    };
    paymentMethods.set(method.id, method);
    const { declinesLater: _hidden, ...answer } = method;
    return answer;
  }

  /** @param {Params} params */
  function createPaymentIntent(params) {
    const amount = toInteger(params.amount, "amount");
    if (amount < 50) throw invalid("Amount must be at least $0.50 usd", "amount");
    if (!params.currency) throw invalid("Missing required param: currency.", "currency");
    const intent = {
      id: newId("pi"),
      object: "payment_intent",
      amount,
      amount_received: 0,
      currency: params.currency,
      customer: params.customer ?? null,
      description: params.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      metadata: params.metadata ?? {},
      payment_method: params.payment_method ?? null,
      receipt_email: params.receipt_email ?? null,
      setup_future_usage: params.setup_future_usage ?? null,
      status: "requires_payment_method",
      created: now(),
      livemode: false,
    };
    if (params.customer && !customers.has(params.customer)) throw missing("customer", params.customer, "customer");
    if (params.payment_method) {
      if (!paymentMethods.has(params.payment_method)) {
        throw missing("PaymentMethod", params.payment_method, "payment_method");
      }
      intent.status = "requires_confirmation";
    }
    paymentIntents.set(intent.id, intent);
    if (params.payment_method && params.confirm === "true") {
      return confirmPaymentIntent(intent.id, { off_session: params.off_session });
    }
    return intent;
  }

  /**
   * Confirms an intent: charges its card (once), or declines it for a card that declines later charges. A customer
   * whose e-mail contains "+timeout" stands for a Stripe whose answers are lost: the card is charged, then the
   * connection is dropped without an answer, on this and every later confirm (tests use it to show that a lost
   * answer followed by a retry charges once).
   */
  /**
   * @param {string} id
   * @param {Params} params
   */
  function confirmPaymentIntent(id, params) {
    const intent = paymentIntents.get(id);
    if (!intent) throw missing("payment_intent", id, "intent");
    const customer = intent.customer ? customers.get(intent.customer) : undefined;
    const losesAnswers = /\+timeout@/.test(customer?.email ?? "");
    if (intent.status === "succeeded" || intent.status === "processing" || intent.status === "canceled") {
      if (losesAnswers) throw new DroppedConnection();
      throw invalid(`You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, "intent");
    }
    const methodId = params.payment_method ?? intent.payment_method;
    const method = methodId ? paymentMethods.get(methodId) : undefined;
    if (!method) throw invalid("You must provide a payment method to confirm this PaymentIntent.", "payment_method");
    if (params.off_session === "true" && (!method.customer || method.customer !== intent.customer)) {
      throw invalid(
        "The provided PaymentMethod was previously used without being attached to a Customer; it cannot be used again.",
        "payment_method",
      );
    }
    intent.payment_method = method.id;
    if (method.declinesLater) {
      const error = {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      };
      Object.assign(intent, { status: "requires_payment_method", payment_method: null, last_payment_error: error });
      log(`payment ${intent.id} declined off-session`);
      notifyLater(createEvent("payment_intent.payment_failed", intent));
      throw new StripeApiError(402, "card_error", error.message, {
        code: error.code,
        decline_code: error.decline_code,
        payment_intent: intent,
      });
    }
    const charge = {
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: { type: "card", card: { brand: method.card.brand, last4: method.card.last4 } },
      refunded: false,
      paid: true,
      status: "succeeded",
      created: now(),
    };
    charges.set(charge.id, charge);
    Object.assign(intent, {
      status: "succeeded",
      amount_received: intent.amount,
      latest_charge: charge.id,
      last_payment_error: null,
    });
    log(`payment ${intent.id} charged off-session: ${formatMoney(intent.amount, intent.currency)}`);
    notifyLater(createEvent("payment_intent.succeeded", intent));
    if (losesAnswers) throw new DroppedConnection();
    return intent;
  }

  // ---- Events -----------------------------------------------------------------------------------------------

  /**
   * @param {string} type
   * @param {unknown} object
   * @returns {StripeEvent}
   */
  function createEvent(type, object) {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.set(event.id, event);
    return event;
  }

  // ---- Invoicing and refunds (./invoicing.mjs) ---------------------------------------------------------------

  const invoicing = createInvoicing({
    origin,
    log,
    now,
    newId,
    invalid,
    missing,
    toInteger,
    createEvent,
    notifyLater,
    customers,
    paymentIntents,
    charges,
    accountName,
  });

  // ---- Quotes (./quoting.mjs) ---------------------------------------------------------------------------------

  const quoting = createQuoting({
    log,
    now,
    newId,
    invalid,
    missing,
    toInteger,
    createEvent,
    notifyLater,
    customers,
    invoiceFromQuote: invoicing.invoiceFromQuote,
  });

  // ---- Routes -----------------------------------------------------------------------------------------------

  /**
   * Answers one REST call: the parsed answer, or throws a StripeApiError (a Stripe error answer) or DroppedConnection.
   * @param {string} method
   * @param {string} path
   * @param {Params} params
   * @param {import("node:http").IncomingHttpHeaders} headers
   * @returns {Promise<unknown>}
   */
  async function route(method, path, params, headers) {
    // The SDK sends `Bearer sk_…`; `curl -u sk_…:` sends the key as Basic auth's user name, as Stripe accepts.
    const auth = headers.authorization ?? "";
    const key = auth.startsWith("Basic ")
      ? Buffer.from(auth.slice(6), "base64").toString("utf8").split(":")[0]
      : auth.replace(/^Bearer /, "");
    if (!/^sk_test_\w+/.test(key ?? "")) {
      throw new StripeApiError(
        401,
        "invalid_request_error",
        "Invalid API Key provided. The local stand-in takes sk_test_ keys.",
      );
    }
    /** The id a route's pattern captures from the path, if it matches. */
    const routeId = (/** @type {RegExp} */ pattern) => pattern.exec(path)?.[1];
    /** @type {string | undefined} */
    let id;
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(params);
    if (method === "GET" && (id = routeId(/^\/v1\/checkout\/sessions\/([^/]+)$/)) !== undefined) {
      return expandSession(getSession(id).session, params.expand ?? []);
    }
    if (method === "GET" && (id = routeId(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/)) !== undefined) {
      getSession(id);
      return listOf(lineItems.get(id) ?? [], path);
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(params);
    if (method === "POST" && path === "/v1/customers") return createCustomer(params);
    if (method === "POST" && (id = routeId(/^\/v1\/payment_methods\/([^/]+)\/attach$/)) !== undefined) {
      return attachTestCard(id, params);
    }
    if (method === "POST" && (id = routeId(/^\/v1\/payment_intents\/([^/]+)\/confirm$/)) !== undefined) {
      return confirmPaymentIntent(id, params);
    }
    if (method === "GET" && path === "/v1/charges") {
      const list = [...charges.values()].filter(
        (charge) =>
          (!params.customer || charge.customer === params.customer) &&
          (!params.payment_intent || charge.payment_intent === params.payment_intent),
      );
      return listOf(list, path);
    }
    if (method === "GET" && (id = routeId(/^\/v1\/payment_intents\/([^/]+)$/)) !== undefined) {
      const intent = paymentIntents.get(id);
      if (!intent) throw missing("payment_intent", id, "intent");
      const expand = /** @type {string[]} */ (params.expand ?? []);
      if (expand.includes("latest_charge") && intent.latest_charge) {
        return { ...intent, latest_charge: charges.get(intent.latest_charge) ?? intent.latest_charge };
      }
      return intent;
    }
    const invoicingAnswer = invoicing.route(method, path, params);
    if (invoicingAnswer !== undefined) return invoicingAnswer;
    const quotingAnswer = quoting.route(method, path, params);
    if (quotingAnswer !== undefined) return quotingAnswer;
    if (method === "GET" && (id = routeId(/^\/v1\/customers\/([^/]+)$/)) !== undefined) {
      const customer = customers.get(id);
      if (!customer) throw missing("customer", id, "id");
      return customer;
    }
    if (method === "GET" && (id = routeId(/^\/v1\/payment_methods\/([^/]+)$/)) !== undefined) {
      const found = paymentMethods.get(id);
      if (!found) throw missing("payment_method", id, "payment_method");
      const { declinesLater: _hidden, ...paymentMethod } = found;
      return paymentMethod;
    }
    if (method === "GET" && (id = routeId(/^\/v1\/events\/([^/]+)$/)) !== undefined) {
      const event = events.get(id);
      if (!event) throw missing("event", id, "id");
      return event;
    }
    throw new StripeApiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}). The local Stripe stand-in answers only the calls this project makes.`,
    );
  }

  return {
    route,
    paySession,
    invoicing,
    quoting,
    /** @param {string} id */
    findSession: (id) => sessions.get(id)?.session,
    /** @param {string} id */
    lineItemsOf: (id) => lineItems.get(id) ?? [],
  };
}
