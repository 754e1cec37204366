import { createServer } from "node:http";
import { createTransport } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_VERDICTS, startInboundSmtp } from "./inbound-smtp.mjs";

/** What the stand-in posted to the webhook, as the webhook reads it. */
/** @type {Map<string, string>[]} */
const posted = [];
/** @type {import("node:http").Server} */
let webhook;
/** @type {Awaited<ReturnType<typeof startInboundSmtp>>} */
let standin;
/** @type {Awaited<ReturnType<typeof startInboundSmtp>>} */
let vouching;

beforeAll(async () => {
  webhook = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { "content-type": req.headers["content-type"] ?? "" },
    }).formData();
    posted.push(new Map([...form.entries()].map(([name, value]) => [name, String(value)])));
    res.end("{}");
  });
  await new Promise((resolve) => webhook.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = webhook.address();
  const webhookUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/inbound`;
  standin = await startInboundSmtp({ webhookUrl, signingKey: "k", port: 0 });
  vouching = await startInboundSmtp({
    webhookUrl,
    signingKey: "k",
    port: 0,
    verdicts: ({ sender }) => (sender.endsWith("@example.com") ? { spf: "Pass", dkim: "Pass" } : LOCAL_VERDICTS),
  });
});

afterAll(async () => {
  await standin?.stop();
  await vouching?.stop();
  await new Promise((resolve) => webhook.close(() => resolve(undefined)));
});

/**
 * Sends a mail "from" the lead's address through a stand-in, with verdict headers written by the sender.
 * @param {number} port
 * @param {string} [envelopeFrom]
 */
async function sendForged(port, envelopeFrom = "attacker@attacker.example") {
  const transport = createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  await transport.sendMail({
    from: "Dana Whitfield <dana.whitfield@example.com>",
    envelope: { from: envelopeFrom, to: "hello@reply.example.test" },
    to: "hello@reply.example.test",
    subject: "Please change my booking",
    text: "Send the invoice elsewhere.",
    headers: {
      "X-Mailgun-Spf": "Pass",
      "X-Mailgun-Dkim-Check-Result": "Pass",
      "Authentication-Results": "mx.example.com; spf=pass smtp.mailfrom=example.com; dkim=pass header.d=example.com",
    },
  });
  transport.close();
  return posted.at(-1);
}

/** @param {{ port: number }} server */
const portOf = (server) => server.port;

describe("the local inbound stand-in posts the provider's verdicts, never the message's", () => {
  it("vouches for nobody by default, whatever verdict headers the mail carries", async () => {
    const form = await sendForged(portOf(standin));
    expect(form?.get("X-Mailgun-Spf")).toBe("Neutral");
    expect(form?.get("X-Mailgun-Dkim-Check-Result")).toBe("Fail");
    expect(form?.get("sender")).toBe("attacker@attacker.example");
    // The forged headers stay inside the raw mail, where the webhook never reads a verdict.
    expect(form?.get("body-mime")).toMatch(/^X-Mailgun-Spf: Pass/im);
  });

  it("posts the verdicts of its checks (a test's stand-in for the provider's), by the envelope", async () => {
    expect((await sendForged(portOf(vouching)))?.get("X-Mailgun-Spf")).toBe("Neutral");
    const vouched = await sendForged(portOf(vouching), "bounces@example.com");
    expect(vouched?.get("X-Mailgun-Spf")).toBe("Pass");
    expect(vouched?.get("X-Mailgun-Dkim-Check-Result")).toBe("Pass");
  });
});
