import type { AddressObject, HeaderValue } from "mailparser";
import type { ReceivedMail } from "../domain/conversations";
import { replyText } from "./replyText";

/** An incoming mail as the conversation stores and threads it: no HTML, no attachment content. */
export interface IncomingMail extends ReceivedMail {
  messageId: string | undefined;
  /** `In-Reply-To` then `References`, newest first, and for a bounce the ids its report quotes. */
  references: string[];
  date: Date | undefined;
}

const AUTO_SUBJECT = /^\s*(automatic reply|auto(matic)?[- ]?reply|out of (the )?office|autoreply|auto:)/i;

function addresses(field: AddressObject | AddressObject[] | undefined): { name: string; address: string }[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((object) =>
    object.value.flatMap((entry) =>
      entry.group
        ? entry.group.map((member) => ({ name: member.name, address: member.address ?? "" }))
        : [{ name: entry.name, address: entry.address ?? "" }],
    ),
  );
}

function headerText(value: HeaderValue | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "value" in value && typeof value.value === "string") return value.value;
  return String(value);
}

/** `<a@b> <c@d>` → the ids, in order. */
function idsIn(text: string): string[] {
  return [...text.matchAll(/<([^<>\s]+@[^<>\s]+)>/g)].map((match) => `<${match[1]}>`);
}

/**
 * A delivery status report (RFC 3464: `multipart/report; report-type=delivery-status`) or a mail from the mailer
 * daemon is a bounce; `Auto-Submitted` other than `no` (RFC 3834), `X-Autoreply`/`X-Autorespond`,
 * `Precedence: auto_reply`, or an "Automatic reply:" / "Out of Office" subject is an automatic reply.
 */
export function classify(headers: Map<string, HeaderValue>, from: string, subject: string): IncomingMail["type"] {
  const contentType = headers.get("content-type");
  const reportType =
    contentType && typeof contentType === "object" && "params" in contentType
      ? String((contentType.params as Record<string, string>)["report-type"] ?? "")
      : "";
  if (headerText(contentType).toLowerCase() === "multipart/report" && reportType.toLowerCase() === "delivery-status")
    return "bounce";
  if (/^(mailer-daemon|postmaster)@/i.test(from)) return "bounce";
  const autoSubmitted = headerText(headers.get("auto-submitted")).trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== "no") return "auto_reply";
  if (headers.has("x-autoreply") || headers.has("x-autorespond")) return "auto_reply";
  if (/^auto[_-]reply$/i.test(headerText(headers.get("precedence")).trim())) return "auto_reply";
  if (AUTO_SUBJECT.test(subject)) return "auto_reply";
  return "reply";
}

/** Parses raw MIME with mailparser (which turns an HTML-only mail into text: HTML is never kept). */
export async function parseMail(raw: Buffer | string, maxText: number): Promise<IncomingMail> {
  // mailparser (with its HTML-to-text and charset tables, a few hundred ms to load) loads with the first mail
  // received, not when the webhook's instance starts; Node keeps the module for the instance's next mails.
  const { simpleParser } = await import("mailparser");
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const from = addresses(parsed.from)[0] ?? { name: "", address: "" };
  const subject = (parsed.subject ?? "").replace(/[\r\n]+/g, " ").trim();
  const type = classify(parsed.headers, from.address, subject);
  const references = [
    ...idsIn(parsed.inReplyTo ?? ""),
    ...(Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [])
      .flatMap(idsIn)
      .reverse(),
  ];
  if (type === "bounce") {
    // The report quotes the returned mail's headers (message/rfc822 or text/rfc822-headers): its Message-ID is ours.
    const text = typeof raw === "string" ? raw : raw.toString("latin1");
    for (const match of text.matchAll(/^(?:Message-ID|In-Reply-To|References):[ \t]*(.*(?:\r?\n[ \t].*)*)$/gim)) {
      references.push(...idsIn(match[1] ?? ""));
    }
  }
  const body = parsed.text ?? "";
  return {
    messageId: parsed.messageId,
    references: [...new Set(references)],
    from: { name: from.name.trim(), address: from.address.trim() },
    to: addresses(parsed.to).map((entry) => entry.address),
    cc: addresses(parsed.cc).map((entry) => entry.address),
    subject,
    text: (type === "reply" ? replyText(body) : body.trim()).slice(0, maxText),
    attachments: parsed.attachments.map((attachment) => ({
      filename: (attachment.filename ?? "(unnamed)").slice(0, 200),
      content_type: attachment.contentType,
      size: attachment.size,
    })),
    type,
    date: parsed.date,
  };
}
