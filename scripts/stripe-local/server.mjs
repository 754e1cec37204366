/**
 * A local stand-in for Stripe's servers, for development and tests without a network or a Stripe account. See
 * docs/payments.md. This module is its HTTP server, composing three parts with one job each:
 *   ./api.mjs       the REST calls this project makes through the `stripe` SDK (Checkout Sessions, PaymentIntents,
 *                   events…): routes, state (in memory, lost on restart) and Stripe's errors
 *   ./page.mjs      the hosted "checkout" page at /pay/:id, with Pay and Cancel
 *   ./webhooks.mjs  signed webhook delivery (`checkout.session.completed` on Pay, `payment_intent.*` on charges)
 *   ./invoicing.mjs Invoices, Invoice Items, invoice payments and Refunds, with their `invoice.*` and `charge.refunded`
 *                   events; ./invoicePage.mjs the hosted invoice page at /invoice/:id (Pay by card, Pay by bank
 *                   transfer, which settles `transferSettleMs` later) and its PDF
 *   ./quoting.mjs   Products and Quotes (finalize, accept, which makes the quote's draft invoice, cancel), with their
 *                   `quote.*` events; as at Stripe, no page of a quote for the buyer
 * Pay completes the session, delivers its event, then redirects to success_url; Cancel redirects to cancel_url.
 *
 *   import { startStripeLocal } from "./scripts/stripe-local/server.mjs";
 *   const stripe = await startStripeLocal({ port, webhookUrl, webhookSecret });  // → { url, close() }
 *
 *   node scripts/stripe-local/server.mjs [--help]   # alone, see USAGE
 */
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { answerHelp } from "../lib/cli.mjs";
import { HOST, PORTS, emulatedFunctionUrl } from "../lib/ports.mjs";
import { DroppedConnection, StripeApiError, createStripeApi, newId, parseStripeForm } from "./api.mjs";
import { NOT_FOUND_PAGE, checkoutPage } from "./page.mjs";
import { createWebhookSender } from "./webhooks.mjs";
import { invoicePage, invoicePdf } from "./invoicePage.mjs";
import { INVOICE_CARDS } from "./invoicing.mjs";

export { parseStripeForm };

export const DEFAULTS = {
  port: PORTS.stripe,
  webhookSecret: "whsec_local_standin",
  accountName: "Idaho AI Coaches",
  /** How long a bank transfer on the hosted invoice page takes to "arrive" and pay the invoice. */
  transferSettleMs: 5000,
  /** How often open invoices past their due date are looked for (`invoice.overdue`). */
  overdueSweepMs: 2000,
};

/** The project's stripeWebhook function on the Functions emulator (the region comes from the functions build). */
const defaultWebhookUrl = () => emulatedFunctionUrl("demo-idaho-ai-coaches", "stripeWebhook");

/**
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<string>}
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
      if (body.length > 1_000_000) reject(new StripeApiError(400, "invalid_request_error", "Request body too large"));
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response.writeHead(status, { "content-type": "application/json", "request-id": newId("req") });
  response.end(JSON.stringify(body, null, 2));
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {string} html
 */
function sendHtml(response, status, html) {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(html);
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {string} location
 */
function redirect(response, location) {
  response.writeHead(303, { location });
  response.end();
}

/**
 * @typedef {object} StripeLocalOptions
 * @property {number} [port] default 12111 (scripts/lib/ports.mjs); 0 for any free port
 * @property {string} [host]
 * @property {string} [webhookUrl] receives the signed events (default: stripeWebhook on the Functions emulator,
 *   resolved at the first delivery: its region comes from the functions build)
 * @property {string} [webhookSecret] signs them (the functions verify with the same secret)
 * @property {string} [accountName] the business the checkout page names
 * @property {number} [transferSettleMs] how long a bank transfer takes to pay an invoice
 * @property {number} [overdueSweepMs] how often overdue invoices are looked for
 * @property {(line: string) => void} [log]
 */

/**
 * Starts the stand-in; resolves once listening, with its address and `close()`.
 * @param {StripeLocalOptions} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStripeLocal({
  port = DEFAULTS.port,
  host = HOST,
  webhookUrl,
  webhookSecret = DEFAULTS.webhookSecret,
  accountName = DEFAULTS.accountName,
  transferSettleMs = DEFAULTS.transferSettleMs,
  overdueSweepMs = DEFAULTS.overdueSweepMs,
  log = (line) => console.log(`[stripe-local] ${line}`),
} = {}) {
  let origin = "";
  const webhookTarget = () => (webhookUrl ??= defaultWebhookUrl());
  const webhooks = createWebhookSender({ webhookUrl: webhookTarget, webhookSecret, log });
  const api = createStripeApi({
    origin: () => origin,
    log,
    notifyLater: webhooks.notifyLater,
    accountName: () => accountName,
  });
  /** Invoices whose bank transfer is on its way, with the timer that pays them. */
  /** @type {Map<string, NodeJS.Timeout>} */
  const transfers = new Map();
  const sweep = setInterval(() => api.invoicing.sweepOverdue(), overdueSweepMs);
  sweep.unref();
  /** Answers already given, by API key, path and Idempotency-Key, replayed as Stripe does. */
  /** @type {Map<string, { status: number, body: unknown }>} */
  const idempotent = new Map();

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? "/", origin);
    const path = url.pathname;
    const method = request.method ?? "GET";

    if (path.startsWith("/v1/")) {
      const body = method === "POST" ? await readBody(request) : "";
      const params = method === "POST" ? parseStripeForm(body) : parseStripeForm(url.search.slice(1));
      const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
      const cacheKey = key ? `${request.headers.authorization} ${path} ${key}` : undefined;
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
      if (cached) {
        response.setHeader("idempotent-replayed", "true");
        return sendJson(response, cached.status, cached.body);
      }
      let status = 200;
      let answer;
      try {
        answer = await api.route(method, path, params, request.headers);
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

    const pay = path.match(/^\/pay\/([^/]+)$/);
    if (pay?.[1] !== undefined) {
      const session = api.findSession(pay[1]);
      if (!session) return sendHtml(response, 404, NOT_FOUND_PAGE);
      const page = (/** @type {{ error?: string, email?: string }} */ extra = {}) =>
        checkoutPage({ session, lines: api.lineItemsOf(session.id), accountName, ...extra });
      if (method === "GET") return sendHtml(response, 200, page());
      if (method !== "POST") return sendHtml(response, 405, "Method not allowed");
      const form = new URLSearchParams(await readBody(request));
      if (form.get("action") === "cancel") {
        log(`session ${session.id} cancelled by the buyer`);
        return redirect(response, session.cancel_url ?? "/");
      }
      let event;
      try {
        event = api.paySession(session.id, { email: form.get("email")?.trim(), card: form.get("card") ?? "4242" });
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        return sendHtml(response, 400, page({ error: error.message, email: form.get("email") ?? "" }));
      }
      await webhooks.deliver(event);
      return redirect(response, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }

    const invoiceMatch = path.match(/^\/invoice\/([^/]+)(\/pdf)?$/);
    if (invoiceMatch?.[1] !== undefined) {
      const invoice = api.invoicing.findInvoice(invoiceMatch[1]);
      if (!invoice || invoice.status === "draft") return sendHtml(response, 404, NOT_FOUND_PAGE);
      if (invoiceMatch[2]) {
        if (method !== "GET") return sendHtml(response, 405, "Method not allowed");
        const pdf = invoicePdf(invoice, accountName);
        response.writeHead(200, {
          "content-type": "application/pdf",
          "content-disposition": `inline; filename="${invoice.number}.pdf"`,
        });
        return response.end(pdf);
      }
      const page = (/** @type {{ error?: string }} */ extra = {}) =>
        invoicePage({ invoice, accountName, transferPending: transfers.has(invoice.id), ...extra });
      if (method === "GET") return sendHtml(response, 200, page());
      if (method !== "POST") return sendHtml(response, 405, "Method not allowed");
      const form = new URLSearchParams(await readBody(request));
      if (invoice.status !== "open" || transfers.has(invoice.id)) return redirect(response, path);
      if (form.get("action") === "transfer") {
        log(`invoice ${invoice.id}: bank transfer on its way (${transferSettleMs} ms)`);
        const timer = setTimeout(() => {
          transfers.delete(invoice.id);
          if (invoice.status !== "open") return;
          webhooks.notifyLater(api.invoicing.payInvoice(invoice.id, "customer_balance"));
        }, transferSettleMs);
        timer.unref();
        transfers.set(invoice.id, timer);
        return redirect(response, path);
      }
      const card = form.get("card") ?? "4242";
      if (!Object.hasOwn(INVOICE_CARDS, card))
        return sendHtml(response, 400, page({ error: "Choose one of the test cards." }));
      if (INVOICE_CARDS[/** @type {keyof typeof INVOICE_CARDS} */ (card)].declines) {
        await webhooks.deliver(api.invoicing.failInvoicePayment(invoice.id));
        return sendHtml(
          response,
          402,
          page({ error: "Your card was declined. Try another card or pay by bank transfer." }),
        );
      }
      await webhooks.deliver(api.invoicing.payInvoice(invoice.id, "card", card));
      return redirect(response, path);
    }

    if (path === "/" && method === "GET") {
      return sendJson(response, 200, { stand_in: "Local stand-in for Stripe's servers", webhook_url: webhookTarget() });
    }
    return sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
      if (!response.headersSent)
        sendJson(response, 500, { error: { type: "api_error", message: "Local stand-in error." } });
      else response.end();
    });
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;

  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        clearInterval(sweep);
        for (const timer of transfers.values()) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  answerHelp(`
Usage: node scripts/stripe-local/server.mjs

Runs the local Stripe stand-in alone (the stack starts it itself): the REST calls this project makes through the
\`stripe\` SDK (use an sk_test_… key and STRIPE_API_BASE=http://${HOST}:${DEFAULTS.port}), the hosted checkout page at
/pay/:id, the hosted invoice page at /invoice/:id, and signed webhooks. State lives in memory. Ctrl-C stops it.

Options:
  -h, --help   this text

Environment:
  STRIPE_LOCAL_PORT             the port (default ${DEFAULTS.port})
  STRIPE_LOCAL_WEBHOOK_URL      where events go (default: stripeWebhook on the Functions emulator; needs the
                                functions build for their region)
  STRIPE_LOCAL_WEBHOOK_SECRET   what signs them (default ${DEFAULTS.webhookSecret})
`);
  const standIn = await startStripeLocal({
    port: Number(process.env.STRIPE_LOCAL_PORT ?? DEFAULTS.port),
    webhookUrl: process.env.STRIPE_LOCAL_WEBHOOK_URL ?? defaultWebhookUrl(),
    webhookSecret: process.env.STRIPE_LOCAL_WEBHOOK_SECRET ?? DEFAULTS.webhookSecret,
  });
  console.log(`Local Stripe stand-in on ${standIn.url} (Ctrl-C to stop)`);
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
