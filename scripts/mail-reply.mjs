/**
 * `npm run mail:reply -- <address> "text"`: answers, as the person at <address>, the last mail the local inbox
 * (maildev) holds for them, the way a mail client replies: `To:` the mail's Reply-To (the lead's reply address),
 * `In-Reply-To` and `References` its Message-ID, "Re:" its subject, the original quoted below an "On … wrote:" line.
 * The reply goes by SMTP to the local inbound stand-in (scripts/lib/inbound-smtp.mjs), which posts it to the inbound
 * webhook signed as the provider would; within seconds it is on the lead's timeline.
 */
import { simpleParser } from "mailparser";
import { createTransport } from "nodemailer";
import { answerHelp } from "./lib/cli.mjs";
import { mailUrls } from "./lib/maildev.mjs";
import { HOST, PORTS } from "./lib/ports.mjs";

const usage = `
Usage: npm run mail:reply -- <address> "text" [--without-token] [--auto-reply]

Answers, as <address>, the last mail the local inbox (maildev, ${mailUrls.inbox}) holds for that address, through the
local inbound stand-in (SMTP on ${HOST}:${PORTS.mailInbound}), with In-Reply-To and References set. Needs the stack
(npm start).

Options:
  --without-token  send to the company's From address instead of the Reply-To (no reply token): the reply must
                   still land on the same lead, by its In-Reply-To
  --auto-reply     send an out-of-office (Auto-Submitted: auto-replied, "Automatic reply:"): stored as such, no
                   "New reply" mark
  -h, --help       this text
`;
answerHelp(usage);

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith("--")));
const [address, text] = args.filter((arg) => !arg.startsWith("--"));
const unknown = [...flags].filter((flag) => !["--without-token", "--auto-reply"].includes(flag));
if (!address || !text || unknown.length > 0) {
  console.error(unknown.length > 0 ? `Unknown option ${unknown.join(", ")}` : usage.trim());
  process.exit(2);
}

/** @param {string} url */
async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
  if (!response?.ok) {
    console.error(`The local inbox (${mailUrls.inbox}) does not answer: is the stack running (npm start)?`);
    process.exit(1);
  }
  return response;
}

/** @type {{ id: string, time: string, to: { address: string }[] }[]} */
const mails = /** @type {any} */ (await (await get(`${mailUrls.inbox}/email`)).json());
const wanted = address.toLowerCase();
const last = mails
  .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
  .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
  .at(-1);
if (!last) {
  console.error(`The local inbox holds no mail to ${address}.`);
  process.exit(1);
}
const original = await simpleParser(
  Buffer.from(await (await get(`${mailUrls.inbox}/email/${last.id}/source`)).arrayBuffer()),
);
const replyTo = original.replyTo?.value[0]?.address;
const from = original.from?.value[0];
if (!original.messageId || !from?.address) {
  console.error("That mail has no Message-ID or sender to answer.");
  process.exit(1);
}
const to = flags.has("--without-token") || !replyTo ? from.address : replyTo;
const previous = Array.isArray(original.references)
  ? original.references
  : original.references
    ? [original.references]
    : [];
const subject = (original.subject ?? "").replace(/^(re:\s*)+/i, "");
const auto = flags.has("--auto-reply");
const quoted = (original.text ?? "")
  .trim()
  .split("\n")
  .map((line) => `> ${line}`.trimEnd())
  .join("\n");
const date = (original.date ?? new Date()).toUTCString();

const transport = createTransport({ host: HOST, port: PORTS.mailInbound, secure: false, ignoreTLS: true });
const info = await transport
  .sendMail({
    from: address,
    to,
    subject: auto ? `Automatic reply: ${subject}` : `Re: ${subject}`,
    inReplyTo: original.messageId,
    references: [...previous, original.messageId],
    text: auto ? text : `${text}\n\nOn ${date}, ${from.name || from.address} <${from.address}> wrote:\n\n${quoted}\n`,
    ...(auto ? { headers: { "Auto-Submitted": "auto-replied" } } : {}),
  })
  .catch((/** @type {unknown} */ error) => {
    console.error(`The inbound stand-in refused the reply: ${String(error)}`);
    process.exit(1);
  });
console.log(
  `Replied to "${original.subject}" as ${address} → ${to} (In-Reply-To ${original.messageId}); ${info.response}`,
);
