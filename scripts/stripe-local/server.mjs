/**
 * A local stand-in for Stripe's servers, for development and tests without a network or a Stripe account.
 *
 * It answers the REST calls this project makes through the official `stripe` SDK (form-encoded, as the SDK sends
 * them): Checkout Sessions, PaymentIntents and Events. It serves a small hosted "checkout" page at /pay/:id with
 * Pay and Cancel: Pay completes the session, sends a signed `checkout.session.completed` event to the webhook URL
 * (signed with the SDK's own `webhooks.generateTestHeaderString`) and redirects to success_url; Cancel redirects
 * to cancel_url. State lives in memory and is lost on restart. It is not Stripe: it checks only what this project
 * relies on. See docs/payments.md.
 *
 *   import { startStripeLocal } from "./scripts/stripe-local/server.mjs";
 *   const stripe = await startStripeLocal({ port: 12111, webhookUrl, webhookSecret });  // → { url, close() }
 *
 *   node scripts/stripe-local/server.mjs   # alone, on 127.0.0.1:12111 (STRIPE_LOCAL_PORT, STRIPE_LOCAL_WEBHOOK_URL,
 *                                          # STRIPE_LOCAL_WEBHOOK_SECRET override the defaults below)
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import Stripe from "stripe";

const HOST = "127.0.0.1";
export const DEFAULTS = {
  port: 12111,
  webhookUrl: "http://127.0.0.1:5001/demo-idaho-ai-coaches/us-central1/stripeWebhook",
  webhookSecret: "whsec_local_standin",
  accountName: "Idaho AI Coaches",
};

/** Test cards the local page offers, by last four digits, as in Stripe's test mode. */
const TEST_CARDS = {
  4242: { brand: "visa", label: "Visa ending in 4242 (succeeds)", declinesLater: false },
  "0341": { brand: "visa", label: "Visa ending in 0341 (later off-session charges are declined)", declinesLater: true },
};

const API_VERSION = Stripe.API_VERSION ?? "2026-10-28.endive";

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function newId(prefix) {
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
export function parseStripeForm(text) {
  const root = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = (rawKey.match(/^[^[]+|\[[^\]]*\]/g) ?? [rawKey]).map((part) => part.replace(/^\[|\]$/g, ""));
    if (keys.some((key) => FORBIDDEN_KEYS.has(key))) continue;
    let node = root;
    keys.forEach((key, index) => {
      const slot = Array.isArray(node) && key === "" ? String(node.length) : key;
      if (index === keys.length - 1) {
        node[slot] = value;
        return;
      }
      if (!Object.hasOwn(node, slot)) node[slot] = /^\d*$/.test(keys[index + 1]) ? [] : Object.create(null);
      node = node[slot];
    });
  }
  return root;
}

function escapeHtml(value) {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function formatMoney(cents, currency = "usd") {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

class StripeApiError extends Error {
  constructor(status, type, message, extra = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...extra } };
  }
}

/** Thrown to end a request without an answer, as a network failure after Stripe acted would. */
class DroppedConnection extends Error {}

const invalid = (message, param) => new StripeApiError(400, "invalid_request_error", message, param ? { param } : {});
const missing = (kind, id, param) =>
  new StripeApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, { code: "resource_missing", param });

function toInteger(value, param) {
  if (value === undefined || value === "" || !/^-?\d+$/.test(String(value))) {
    throw invalid(`Invalid integer: ${value ?? ""}`, param);
  }
  return Number(value);
}

function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
      if (body.length > 1_000_000) reject(invalid("Request body too large"));
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function sendJson(response, status, body) {
  response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  response.end(JSON.stringify(body, null, 2));
}

function sendHtml(response, status, html) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(html);
}

function redirect(response, location) {
  response.writeHead(303, { location });
  response.end();
}

// ---------------------------------------------------------------------------------------------------------------
// The server

/**
 * Starts the stand-in. `webhookUrl` receives the signed events; `webhookSecret` signs them (the functions verify
 * with the same secret). Resolves once listening.
 */
export async function startStripeLocal({
  port = DEFAULTS.port,
  host = HOST,
  webhookUrl = DEFAULTS.webhookUrl,
  webhookSecret = DEFAULTS.webhookSecret,
  accountName = DEFAULTS.accountName,
  log = (line) => console.log(`[stripe-local] ${line}`),
} = {}) {
  const signer = new Stripe("sk_test_local_signer");
  const sessions = new Map();
  const lineItems = new Map();
  const paymentIntents = new Map();
  const paymentMethods = new Map();
  const customers = new Map();
  const charges = new Map();
  const events = new Map();
  const idempotent = new Map();
  let origin = "";

  // ---- Checkout Sessions -------------------------------------------------------------------------------------

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
    let currency;
    const sessionId = newId("cs_test");
    const lines = items.map((item, index) => {
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
      currency = data.currency;
      const name = data.product_data?.name;
      if (!name) throw invalid("Missing required param: name.", `${param}[price_data][product_data][name]`);
      return {
        id: newId("li"),
        object: "item",
        amount_discount: 0,
        amount_subtotal: unitAmount * quantity,
        amount_tax: 0,
        amount_total: unitAmount * quantity,
        currency,
        description: name,
        price: {
          id: newId("price"),
          object: "price",
          currency,
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
    const session = {
      id: sessionId,
      object: "checkout.session",
      allowed_payment_method_types: params.allowed_payment_method_types ?? null,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created,
      currency,
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
      status: "open",
      submit_type: params.submit_type ?? null,
      success_url: params.success_url,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: "hosted_page",
      url: `${origin}/pay/${sessionId}`,
    };
    sessions.set(session.id, { session, paymentIntentData: params.payment_intent_data ?? {} });
    lineItems.set(session.id, lines);
    log(
      `session ${session.id} created: ${lines.map((l) => `${l.description} ${formatMoney(l.amount_total)}`).join(" + ")}`,
    );
    return session;
  }

  function getSession(id) {
    const entry = sessions.get(id);
    if (!entry) throw missing("checkout.session", id, "session");
    return entry;
  }

  function expandSession(session, expand = []) {
    const copy = structuredClone(session);
    if (expand.includes("payment_intent") && copy.payment_intent)
      copy.payment_intent = paymentIntents.get(copy.payment_intent);
    if (expand.includes("customer") && copy.customer) copy.customer = customers.get(copy.customer) ?? copy.customer;
    if (expand.includes("line_items"))
      copy.line_items = listOf(lineItems.get(session.id), `/v1/checkout/sessions/${session.id}/line_items`);
    return copy;
  }

  function listOf(data, url) {
    return { object: "list", data, has_more: false, url };
  }

  /** Completes an open session as a card payment and returns the event to deliver. */
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
    paymentIntents.set(intent.id, intent);

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
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: method.id,
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

  // ---- Events and webhook delivery ---------------------------------------------------------------------------

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

  /** Delivers `event` in the background, as Stripe does for events an API call caused. */
  function notifyLater(event) {
    setImmediate(() => {
      deliver(event).catch((error) => log(`event ${event.id} delivery failed: ${error.message}`));
    });
  }

  /** Sends `event` signed to the webhook URL, retrying briefly; resolves with the endpoint's HTTP status. */
  async function deliver(event) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      try {
        const answer = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        });
        log(`event ${event.id} (${event.type}) → ${webhookUrl}: HTTP ${answer.status}`);
        if (answer.status < 500) {
          event.pending_webhooks = answer.ok ? 0 : 1;
          return answer.status;
        }
      } catch (error) {
        log(`event ${event.id} delivery attempt ${attempt} failed: ${error.message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    }
    return 0;
  }

  // ---- The local checkout page -------------------------------------------------------------------------------

  function checkoutPage(session, { error, email = "" } = {}) {
    const lines = lineItems.get(session.id) ?? [];
    const total = formatMoney(session.amount_total, session.currency);
    const rows = lines
      .map(
        (line) =>
          `<tr><th scope="row">${escapeHtml(line.description)}${
            line.price.product_data.description
              ? `<span class="sub">${escapeHtml(line.price.product_data.description)}</span>`
              : ""
          }</th><td>${escapeHtml(formatMoney(line.amount_total, line.currency))}</td></tr>`,
      )
      .join("");
    const cards = Object.entries(TEST_CARDS)
      .map(
        ([last4, card], index) =>
          `<label class="card"><input type="radio" name="card" value="${last4}"${index === 0 ? " checked" : ""}> ${escapeHtml(card.label)}</label>`,
      )
      .join("");
    const paid = session.status === "complete";
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(accountName)} | Local Stripe stand-in</title>
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1f36; }
  body { margin: 0; background: #f6f8fb; }
  .notice { background: #fff4d6; color: #5c3b00; padding: 10px 16px; text-align: center; font-size: 14px; }
  main { max-width: 560px; margin: 32px auto; padding: 0 16px; }
  .panel { background: #fff; border: 1px solid #d9dee8; border-radius: 12px; padding: 24px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  p { margin: 0 0 12px; line-height: 1.5; }
  table { width: 100%; border-collapse: collapse; margin-top: 16px; }
  caption { text-align: left; font-weight: 600; padding-bottom: 8px; }
  th, td { padding: 10px 0; border-bottom: 1px solid #e6e9f0; vertical-align: top; }
  th { text-align: left; font-weight: 500; }
  td { text-align: right; white-space: nowrap; padding-left: 16px; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; font-size: 18px; }
  .sub { display: block; color: #4f566b; font-size: 13px; font-weight: 400; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  label.card { font-weight: 400; margin: 6px 0; }
  input[type=email] { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #8792a2; border-radius: 8px; }
  fieldset { border: 0; padding: 0; margin: 16px 0 0; }
  legend { font-weight: 600; padding: 0; }
  .submit-note { background: #f0f4ff; border-radius: 8px; padding: 10px 12px; margin-top: 16px; font-size: 14px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; border-radius: 8px; padding: 12px 20px; cursor: pointer; }
  .pay { background: #0d4ec6; color: #fff; border: 0; flex: 1 1 200px; }
  .cancel { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
  button:focus-visible, input:focus-visible { outline: 3px solid #0d4ec6; outline-offset: 2px; }
  .error { color: #a8071a; font-weight: 600; }
  form.inline { display: inline; }
</style>
</head>
<body>
<p class="notice">Local test checkout: a stand-in for Stripe's servers. No card is charged and no money moves.</p>
<main>
  <div class="panel">
    <h1>Pay ${escapeHtml(accountName)}</h1>
    <p>${paid ? "This checkout has been paid." : `Total due today: <strong>${escapeHtml(total)}</strong>`}</p>
    <table>
      <caption>Order summary</caption>
      <tbody>${rows}</tbody>
      <tfoot><tr><th scope="row">Total due today</th><td>${escapeHtml(total)}</td></tr></tfoot>
    </table>
    ${
      paid
        ? `<div class="actions"><a href="${escapeHtml(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id))}">Return to ${escapeHtml(accountName)}</a></div>`
        : `<form method="post" action="/pay/${escapeHtml(session.id)}">
      <h2>Payment details</h2>
      ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email || "buyer@example.com")}">
      <fieldset><legend>Test card</legend>${cards}</fieldset>
      ${session.custom_text.submit ? `<p class="submit-note">${escapeHtml(session.custom_text.submit.message)}</p>` : ""}
      <div class="actions">
        <button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(total)}</button>
        <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
      </div>
    </form>`
    }
  </div>
</main>
</body>
</html>`;
  }

  // ---- Routing -----------------------------------------------------------------------------------------------

  async function api(method, path, params, headers) {
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
    let match;
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(params);
    if (method === "GET" && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      return expandSession(getSession(match[1]).session, params.expand ?? []);
    }
    if (method === "GET" && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/))) {
      getSession(match[1]);
      return listOf(lineItems.get(match[1]), path);
    }
    if (method === "POST" && path === "/v1/payment_intents") return createPaymentIntent(params);
    if (method === "POST" && (match = path.match(/^\/v1\/payment_intents\/([^/]+)\/confirm$/))) {
      return confirmPaymentIntent(match[1], params);
    }
    if (method === "GET" && path === "/v1/charges") {
      const list = [...charges.values()].filter(
        (charge) =>
          (!params.customer || charge.customer === params.customer) &&
          (!params.payment_intent || charge.payment_intent === params.payment_intent),
      );
      return listOf(list, path);
    }
    if (method === "GET" && (match = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const intent = paymentIntents.get(match[1]);
      if (!intent) throw missing("payment_intent", match[1], "intent");
      return intent;
    }
    if (method === "GET" && (match = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(match[1]);
      if (!customer) throw missing("customer", match[1], "id");
      return customer;
    }
    if (method === "GET" && (match = path.match(/^\/v1\/payment_methods\/([^/]+)$/))) {
      const found = paymentMethods.get(match[1]);
      if (!found) throw missing("payment_method", match[1], "payment_method");
      const { declinesLater: _hidden, ...paymentMethod } = found;
      return paymentMethod;
    }
    if (method === "GET" && (match = path.match(/^\/v1\/events\/([^/]+)$/))) {
      const event = events.get(match[1]);
      if (!event) throw missing("event", match[1], "id");
      return event;
    }
    throw new StripeApiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}). The local Stripe stand-in answers only the calls this project makes.`,
    );
  }

  async function handle(request, response) {
    const url = new URL(request.url ?? "/", origin);
    const path = url.pathname;
    const method = request.method ?? "GET";

    if (path.startsWith("/v1/")) {
      const body = method === "POST" ? await readBody(request) : "";
      const params = method === "POST" ? parseStripeForm(body) : parseStripeForm(url.search.slice(1));
      const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
      const cacheKey = key ? `${request.headers.authorization} ${path} ${key}` : undefined;
      if (cacheKey && idempotent.has(cacheKey)) {
        const cached = idempotent.get(cacheKey);
        response.setHeader("idempotent-replayed", "true");
        return sendJson(response, cached.status, cached.body);
      }
      let status = 200;
      let answer;
      try {
        answer = await api(method, path, params, request.headers);
      } catch (error) {
        if (error instanceof DroppedConnection) {
          log(`${method} ${path}: answer dropped (a "+timeout" customer)`);
          request.socket.destroy();
          return;
        }
        if (!(error instanceof StripeApiError)) throw error;
        status = error.status;
        answer = error.body;
      }
      if (cacheKey) idempotent.set(cacheKey, { status, body: answer });
      return sendJson(response, status, answer);
    }

    let match;
    if ((match = path.match(/^\/pay\/([^/]+)$/))) {
      const entry = sessions.get(match[1]);
      if (!entry)
        return sendHtml(
          response,
          404,
          '<!doctype html><html lang="en"><title>Not found</title><h1>No such checkout</h1></html>',
        );
      const { session } = entry;
      if (method === "GET") return sendHtml(response, 200, checkoutPage(session));
      if (method !== "POST") return sendHtml(response, 405, "Method not allowed");
      const form = new URLSearchParams(await readBody(request));
      if (form.get("action") === "cancel") {
        log(`session ${session.id} cancelled by the buyer`);
        return redirect(response, session.cancel_url ?? "/");
      }
      let event;
      try {
        event = paySession(session.id, { email: form.get("email")?.trim(), card: form.get("card") ?? "4242" });
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        return sendHtml(response, 400, checkoutPage(session, { error: error.message, email: form.get("email") ?? "" }));
      }
      await deliver(event);
      return redirect(response, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }

    if (path === "/" && method === "GET") {
      return sendJson(response, 200, { stand_in: "Local stand-in for Stripe's servers", webhook_url: webhookUrl });
    }
    return sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(`internal error: ${error.stack ?? error}`);
      if (!response.headersSent)
        sendJson(response, 500, { error: { type: "api_error", message: "Local stand-in error." } });
      else response.end();
    });
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;

  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startStripeLocal({
    port: Number(process.env.STRIPE_LOCAL_PORT ?? DEFAULTS.port),
    webhookUrl: process.env.STRIPE_LOCAL_WEBHOOK_URL ?? DEFAULTS.webhookUrl,
    webhookSecret: process.env.STRIPE_LOCAL_WEBHOOK_SECRET ?? DEFAULTS.webhookSecret,
  });
  console.log(`Local Stripe stand-in on ${standIn.url} (Ctrl-C to stop)`);
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
