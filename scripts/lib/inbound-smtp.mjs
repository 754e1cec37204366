/**
 * The local stand-in of the inbound mail provider (issue 35): a real SMTP server (`smtp-server`) on
 * 127.0.0.1:PORTS.mailInbound that accepts any mail, for any recipient, and POSTs it to the inbound webhook
 * (functions/src/conversations/inbound.ts) exactly as Mailgun Routes does: multipart/form-data with `recipient`,
 * `sender`, `timestamp`, a random `token`, `signature` (hex HMAC-SHA256 of timestamp + token under the signing key)
 * and the raw MIME in `body-mime`. A webhook that does not answer 200 makes the SMTP transaction fail with a
 * temporary error (451), so the sending client keeps the mail and retries, as a real provider would.
 */
import { createHmac, randomBytes } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { HOST, PORTS } from "./ports.mjs";

/** The largest mail accepted: the webhook's own cap (functions/src/conversations/inbound.ts MAX_BODY_BYTES). */
const MAX_MAIL_BYTES = 10 * 1024 * 1024;

/**
 * The form a provider posts for one mail, signed with `signingKey`.
 * @param {{ raw: string, recipient: string, sender: string, signingKey: string, now?: Date }} mail
 */
export function signedForm({ raw, recipient, sender, signingKey, now = new Date() }) {
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
  form.set("body-mime", raw);
  return form;
}

/**
 * Starts the stand-in. `stop()` closes it.
 * @param {{ webhookUrl: string, signingKey: string, port?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ port: number, stop: () => Promise<void> }>}
 */
export async function startInboundSmtp({ webhookUrl, signingKey, port = PORTS.mailInbound, log = () => {} }) {
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
            body: signedForm({ raw, recipient, sender, signingKey }),
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
  return {
    port,
    stop: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
