/**
 * The local stand-in of the inbound mail provider (issue 35): a real SMTP server (`smtp-server`) on
 * 127.0.0.1:PORTS.mailInbound that accepts any mail, for any recipient, and POSTs it to the inbound webhook
 * (functions/src/conversations/inbound.ts) exactly as Mailgun Routes does: multipart/form-data with `recipient`,
 * `sender`, `timestamp`, a random `token`, `signature` (hex HMAC-SHA256 of timestamp + token under the signing key)
 * and the raw MIME in `body-mime`. A webhook that does not answer 200 makes the SMTP transaction fail with a
 * temporary error (451), so the sending client keeps the mail and retries, as a real provider would.
 *
 * Like Mailgun it posts its own SPF and DKIM verdicts beside the mail (`X-Mailgun-Spf`,
 * `X-Mailgun-Dkim-Check-Result`), never copied from the message's headers (a sender can write any header). This
 * machine has no DNS of the senders' domains to check them against, so by default it vouches for nobody
 * (`Neutral`, `Fail`: what a provider says of a domain without SPF and a mail without a valid DKIM signature);
 * `verdicts` stands in for the provider's checks in a test.
 */
import { createHmac, randomBytes } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { HOST, PORTS } from "./ports.mjs";

/** The largest mail accepted: the webhook's own cap (functions/src/conversations/inbound.ts MAX_BODY_BYTES). */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

/**
 * The provider's verdicts on one mail (Mailgun's values: `Pass`, `Neutral`, `Fail`, `SoftFail`…).
 * @typedef {{ spf: string, dkim: string }} Verdicts
 */

/** What the stand-in says of every mail unless told otherwise: it checked nothing, so it vouches for nothing. */
export const LOCAL_VERDICTS = Object.freeze({ spf: "Neutral", dkim: "Fail" });

/**
 * The form a provider posts for one mail, signed with `signingKey`, with the provider's own verdicts.
 * @param {{ raw: string, recipient: string, sender: string, signingKey: string, now?: Date, verdicts?: Verdicts }} mail
 */
export function signedForm({ raw, recipient, sender, signingKey, now = new Date(), verdicts = LOCAL_VERDICTS }) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const token = randomBytes(25).toString("hex");
  const form = new FormData();
  form.set("recipient", recipient);
  form.set("sender", sender);
  form.set("timestamp", timestamp);
  form.set("token", token);
  form.set(
    "signature",
    createHmac("sha256", signingKey)
      .update(timestamp + token)
      .digest("hex"),
  );
  form.set("X-Mailgun-Spf", verdicts.spf);
  form.set("X-Mailgun-Dkim-Check-Result", verdicts.dkim);
  form.set("body-mime", raw);
  return form;
}

/**
 * Starts the stand-in. `stop()` closes it.
 * @param {{
 *   webhookUrl: string,
 *   signingKey: string,
 *   port?: number,
 *   log?: (line: string) => void,
 *   verdicts?: (envelope: { sender: string, recipient: string }) => Verdicts,
 * }} options `verdicts`: the provider's checks of one mail (default: {@link LOCAL_VERDICTS})
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startInboundSmtp({
  webhookUrl,
  signingKey,
  port = PORTS.mailInbound,
  log = () => {},
  verdicts = () => LOCAL_VERDICTS,
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: MAX_MAIL_BYTES,
    banner: "local inbound mail stand-in",
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", async () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const recipient = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", ");
        const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        try {
          const response = await fetch(webhookUrl, {
            method: "POST",
            body: signedForm({ raw, recipient, sender, signingKey, verdicts: verdicts({ sender, recipient }) }),
            signal: AbortSignal.timeout(30_000),
          });
          const answer = await response.text();
          log(`inbound mail for ${recipient}: webhook ${response.status} ${answer.slice(0, 200)}`);
          if (response.status === 200 || response.status === 406) callback();
          else callback(Object.assign(new Error(`Webhook answered ${response.status}`), { responseCode: 451 }));
        } catch (error) {
          log(`inbound mail for ${recipient}: webhook unreachable (${String(error)})`);
          callback(Object.assign(new Error("Webhook unreachable, try again later"), { responseCode: 451 }));
        }
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  server.on("error", (error) => log(`inbound mail stand-in: ${String(error)}`));
  const bound = server.server.address();
  return {
    port: typeof bound === "object" && bound ? bound.port : port,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
