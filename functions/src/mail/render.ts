import type { SubmissionKind } from "../domain/collections";
import { company } from "../domain/company";
import { SITE_PATHS, siteUrl } from "../domain/paths";

/**
 * How every mail looks: a feature writes a mail as blocks (`renderMail`), and it is rendered twice, as plain text and
 * as HTML (inline styles, no images, no remote resources, no tracking), with the company footer. The words are the
 * features' (leads/mails.ts, payments/mails.ts, bookings/mails.ts …); the mail room writes only its own digest.
 */

/** A stored document's fields, as Firestore returns them. */
export type StoredRecord = Record<string, unknown>;

/**
 * A stored document as the queue hands it to its feature's mails: the record type's field names (a renamed field
 * fails the typecheck of the mail that reads it), each value unchecked, as an older or partly written document may
 * hold anything; read them with {@link text}.
 */
export type StoredView<TRecord> = { readonly [K in keyof TRecord]?: unknown };

/**
 * The one mail interface of a kind of stored document whose mails the queue writes when it sends (the document is
 * read then, so an erased one sends nothing): its feature builds them from its record. Kinds whose feature prepares
 * its mails when it stores them (a mail event, domain/mail.ts `PreparedMail`) have none.
 */
export interface DocumentMails<TRecord> {
  /** The notice to staff. */
  staff(record: StoredView<TRecord>, context: ComposeContext): ComposedMail;
  /** The confirmation to the sender or buyer. */
  confirmation(record: StoredView<TRecord>): ComposedMail;
  /** Where the confirmation goes; "" when nowhere. */
  confirmationAddress(record: StoredView<TRecord>): string;
}

/** A composed mail, before the sender and recipients are added. */
export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  /** Where "Reply" goes: the person who wrote (staff notices of messages and applications only). */
  replyTo?: { name: string; address: string };
}

export interface ComposeContext {
  /** When the document was stored. */
  receivedAt: Date;
  /** The site's configured origin; the staff notice links to its dashboard. */
  siteOrigin: string;
}

type Block =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "fields"; rows: [label: string, value: string][] }
  | { type: "steps"; items: string[] }
  | { type: "link"; label: string; href: string };

/** The longest piece of a submitted text put in a subject line. */
const SUBJECT_PART_MAX = 100;

/** A subject with no line breaks (no header injection) and no runaway length. */
export function subjectLine(...parts: string[]): string {
  return parts
    .join("")
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A submitted text put in a subject line: flat, and clipped to {@link SUBJECT_PART_MAX} characters. */
export function clip(text: string, max = SUBJECT_PART_MAX): string {
  const flat = subjectLine(text);
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A stored value as mail text: a string as it is, a number written out, anything else "". */
export function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
}

/** "Nov 23, 2026, 5:35 PM UTC": the dashboard's en-US style, in the site's time zone (UTC). */
export function formatReceived(date: Date): string {
  const text = new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(date);
  return `${text} UTC`;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const FONT = "font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5";

function footer(): Block[] {
  return [
    { type: "paragraph", text: `${company.name}\n${company.city}\n${company.email} · ${company.phone}` },
    { type: "link", label: company.origin.replace(/^https?:\/\//, ""), href: company.origin },
  ];
}

function renderText(blocks: Block[], footerBlocks: Block[]): string {
  const render = (block: Block) => {
    switch (block.type) {
      case "paragraph":
        return block.text;
      case "heading":
        return block.text;
      case "fields":
        return block.rows
          .map(([label, value]) => `${label}: ${value.includes("\n") ? `\n${value}` : value}`)
          .join("\n");
      case "steps":
        return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
      case "link":
        return `${block.label}: ${block.href}`;
    }
  };
  return `${blocks.map(render).join("\n\n")}\n\n-- \n${footerBlocks.map(render).join("\n")}\n`;
}

function renderHtml(blocks: Block[], footerBlocks: Block[]): string {
  const lines = (text: string) => escapeHtml(text).replace(/\n/g, "<br>");
  const render = (block: Block, small = false) => {
    const style = small ? "margin:0 0 4px;font-size:13px;color:#52606d" : "margin:0 0 16px";
    switch (block.type) {
      case "paragraph":
        return `<p style="${style}">${lines(block.text)}</p>`;
      case "heading":
        return `<h2 style="margin:24px 0 8px;font-size:17px">${escapeHtml(block.text)}</h2>`;
      case "fields":
        return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:4px 0">${lines(value)}</td></tr>`,
          )
          .join("")}</table>`;
      case "steps":
        return `<ol style="margin:0 0 16px;padding-left:20px">${block.items
          .map((item) => `<li style="margin:0 0 8px">${lines(item)}</li>`)
          .join("")}</ol>`;
      case "link":
        return `<p style="${style}"><a href="${escapeHtml(block.href)}" style="color:#1d4ed8">${escapeHtml(block.label)}</a></p>`;
    }
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body style="margin:0;padding:0;${FONT}"><div style="max-width:600px;margin:0 auto;padding:24px">${blocks
    .map((block) => render(block))
    .join(
      "",
    )}<hr style="border:0;border-top:1px solid #d9e2ec;margin:24px 0 16px">${footerBlocks.map((block) => render(block, true)).join("")}</div></body></html>`;
}

function mail(subject: string, blocks: Block[], replyTo?: ComposedMail["replyTo"]): ComposedMail {
  const footerBlocks = footer();
  return {
    subject,
    text: renderText(blocks, footerBlocks),
    html: renderHtml(blocks, footerBlocks),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** A staff notice's last block: the dashboard on the configured site. */
export function dashboardLink(siteOrigin: string): MailBlock {
  return { type: "link", label: "Open the dashboard", href: siteUrl(siteOrigin, SITE_PATHS.dashboard) };
}

const KIND_LABELS: Record<SubmissionKind, string> = {
  contact: "Contact message",
  applications: "Coach application",
  payments: "Payment",
  bookings: "Booking",
};

/**
 * The staff digest (mail/digest.ts): one mail for the staff notices past the hourly budget, listing each one's kind
 * and received time, oldest first, and the dashboard link — none of what was written, so the mail stays short and a
 * flood cannot fill it with chosen text.
 */
export function composeDigest(
  entries: readonly { kind: SubmissionKind; receivedAt: Date }[],
  context: Pick<ComposeContext, "siteOrigin">,
): ComposedMail {
  const count = entries.length;
  const sorted = [...entries].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  return mail(
    subjectLine("Digest: ", `${count} new ${count === 1 ? "lead" : "leads"}`, " (hourly notice budget reached)"),
    [
      {
        type: "paragraph",
        text: "More staff notices were due this hour than the hourly budget allows, so these come together in one mail. Each one is stored; open the dashboard to read and answer them.",
      },
      { type: "fields", rows: sorted.map((entry) => [KIND_LABELS[entry.kind], formatReceived(entry.receivedAt)]) },
      dashboardLink(context.siteOrigin),
    ],
  );
}

/** A block of a mail: what every feature writes its mails with. */
export type MailBlock = Block;

/**
 * A mail from blocks, rendered as text and HTML with the company footer: how every feature writes its mails (a
 * contact message's notice, a payment's confirmation, a booking's reminder, an invitation).
 */
export function renderMail(subject: string, blocks: MailBlock[], replyTo?: ComposedMail["replyTo"]): ComposedMail {
  return mail(subjectLine(subject), blocks, replyTo);
}
