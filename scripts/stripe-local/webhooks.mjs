/**
 * The local Stripe stand-in's webhook sender: signs each event as Stripe does (the SDK's own
 * `webhooks.generateTestHeaderString`, with the secret the functions verify with) and POSTs it to the webhook URL,
 * retrying briefly on a failure or a 5xx answer.
 */
import Stripe from "stripe";

/** @typedef {import("./api.mjs").StripeEvent} StripeEvent */

/**
 * @param {{ webhookUrl: () => string, webhookSecret: string, log: (line: string) => void }} options
 */
export function createWebhookSender({ webhookUrl, webhookSecret, log }) {
  const signer = new Stripe("sk_test_local_signer");

  /**
   * Delivers `event` in the background, as Stripe does for events an API call caused.
   * @param {StripeEvent} event
   */
  function notifyLater(event) {
    setImmediate(() => {
      deliver(event).catch((error) => log(`event ${event.id} delivery failed: ${String(error)}`));
    });
  }

  /**
   * Sends `event` signed to the webhook URL, retrying briefly; resolves with the endpoint's HTTP status (0: none).
   * @param {StripeEvent} event
   * @returns {Promise<number>}
   */
  async function deliver(event) {
    const payload = JSON.stringify(event, null, 2);
    const url = webhookUrl();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      try {
        const answer = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": header },
          body: payload,
          signal: AbortSignal.timeout(30_000),
        });
        log(`event ${event.id} (${event.type}) → ${url}: HTTP ${answer.status}`);
        if (answer.status < 500) {
          event.pending_webhooks = answer.ok ? 0 : 1;
          return answer.status;
        }
      } catch (error) {
        log(`event ${event.id} delivery attempt ${attempt} failed: ${error instanceof Error ? error.message : error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    }
    return 0;
  }

  return { deliver, notifyLater };
}
