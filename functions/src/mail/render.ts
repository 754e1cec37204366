import {
  AMOUNT_MISMATCH_NOTICE,
  INSTALLMENT_LABELS,
  LAUNCH_PACKAGES,
  LAUNCH_PROGRAM,
  PATENT_PROGRAM,
  withCardFeeCents,
  type LaunchPackageType,
} from "../domain/catalog";
import { APPLICATION_REVIEW_TIME, applicationNextSteps, company } from "../domain/company";
import { formatUsd } from "../domain/format";
import type { MailKind } from "../domain/mail";
import type { SubmissionKind } from "../domain/collections";
import { SITE_PATHS, siteUrl } from "../domain/paths";

/**
 * The text of every mail: a staff notice and a sender's confirmation for each kind. Each mail is written once as
 * blocks and rendered twice, as plain text and as HTML (inline styles, no images, no remote resources, no tracking).
 * A confirmation never repeats what the sender typed (not even their name): the forms must not be a way to send
 * chosen text to any address.
 */

/** A stored document's fields, as Firestore returns them. */
export type StoredRecord = Record<string, unknown>;

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

function clip(text: string, max = SUBJECT_PART_MAX): string {
  const flat = subjectLine(text);
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function field(record: StoredRecord, key: string): string {
  const value = record[key];
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

/** The programme's name, with the Launch package when there is one: "Launch with AI: Annual Mentorship". */
export function programmeName(payment: StoredRecord): string {
  const program = field(payment, "program");
  if (program === PATENT_PROGRAM.id) return PATENT_PROGRAM.name;
  if (program === LAUNCH_PROGRAM.id) {
    const launchPackage = LAUNCH_PACKAGES[field(payment, "package_type") as LaunchPackageType] as
      (typeof LAUNCH_PACKAGES)[LaunchPackageType] | undefined;
    return launchPackage ? `${LAUNCH_PROGRAM.name}: ${launchPackage.name}` : LAUNCH_PROGRAM.name;
  }
  return program || "Unknown programme";
}

/** What the catalog asks for a payment flagged `amount_mismatch` (the webhook stores it). */
function expectedAmountOf(payment: StoredRecord): string {
  const cents = payment.expected_amount_total;
  return typeof cents === "number" ? formatUsd(cents) : "no price (it sells nothing this payment names)";
}

function amountOf(payment: StoredRecord): string {
  const cents = typeof payment.amount_total === "number" ? payment.amount_total : 0;
  const currency = field(payment, "currency").toLowerCase() || "usd";
  return currency === "usd" ? formatUsd(cents) : `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

const INSTALLMENT_WORDS: Record<string, string> = {
  [INSTALLMENT_LABELS.full]: "Paid in full",
  [INSTALLMENT_LABELS.first]: "First of two payments",
  [INSTALLMENT_LABELS.second]: "Second of two payments",
};

function installmentOf(payment: StoredRecord): string {
  const installment = field(payment, "installment");
  return INSTALLMENT_WORDS[installment] ?? installment;
}

const SECOND_PAYMENT = formatUsd(withCardFeeCents(PATENT_PROGRAM.options.installment.amountCents));

function dashboardLink(siteOrigin: string): Block {
  return { type: "link", label: "Open the dashboard", href: siteUrl(siteOrigin, SITE_PATHS.dashboard) };
}

/** The kinds whose mails this file writes; a booking's mails are prepared by the bookings feature (mail events). */
export type ComposedKind = Exclude<SubmissionKind, "bookings">;

function staffNotice(kind: ComposedKind, record: StoredRecord, context: ComposeContext): ComposedMail {
  const received = formatReceived(context.receivedAt);
  const email = field(record, "email");
  switch (kind) {
    case "contact": {
      const name = field(record, "name");
      return mail(
        subjectLine("New contact message: ", clip(field(record, "subject"))),
        [
          {
            type: "paragraph",
            text: "A new message came in through the contact form. Reply to this e-mail to answer the sender.",
          },
          {
            type: "fields",
            rows: [
              ["Name", name],
              ["E-mail", email],
              ["Subject", field(record, "subject")],
              ["Received", received],
              ["Message", field(record, "message")],
            ],
          },
          dashboardLink(context.siteOrigin),
        ],
        { name: clip(name), address: email },
      );
    }
    case "applications": {
      const name = `${field(record, "first_name")} ${field(record, "last_name")}`.trim();
      const optional = (label: string, key: string): [string, string][] =>
        field(record, key) ? [[label, field(record, key)]] : [];
      return mail(
        subjectLine("New coach application: ", clip(name)),
        [
          {
            type: "paragraph",
            text: "A new AI Coach application came in. Reply to this e-mail to answer the applicant.",
          },
          {
            type: "fields",
            rows: [
              ["Name", name],
              ["E-mail", email],
              ["Phone", field(record, "phone")],
              ["Location", [field(record, "city"), field(record, "state")].filter(Boolean).join(", ")],
              ["Occupation", field(record, "current_occupation")],
              ["AI experience", field(record, "ai_experience")],
              ["Teaching experience", field(record, "teaching_experience")],
              ["Work preference", field(record, "work_preference")],
              ["Available from", field(record, "available_start_date")],
              ["Received", received],
              ["Background", field(record, "professional_background")],
              ["Motivation", field(record, "motivation")],
              ...optional("Heard about us", "heard_about_us"),
              ...optional("Additional information", "additional_info"),
            ],
          },
          dashboardLink(context.siteOrigin),
        ],
        { name: clip(name), address: email },
      );
    }
    case "payments": {
      const programme = programmeName(record);
      const amount = amountOf(record);
      const installment = field(record, "installment");
      const part = installment && installment !== INSTALLMENT_LABELS.full ? ` (${installment})` : "";
      return mail(subjectLine("New payment: ", programme, ", ", amount, part), [
        { type: "paragraph", text: "A payment was recorded." },
        ...(record.amount_mismatch === true
          ? [
              {
                type: "paragraph" as const,
                text: `${AMOUNT_MISMATCH_NOTICE}: the catalog asks ${expectedAmountOf(record)}. Installment 2 of 2 will not be charged from the dashboard.`,
              },
            ]
          : []),
        {
          type: "fields",
          rows: [
            ["Programme", programme],
            ["Amount", amount],
            ["Payment", installmentOf(record)],
            ["Customer e-mail", field(record, "customer_email") || "(none given)"],
            ["Checkout session", field(record, "session_id")],
            ["Received", received],
          ],
        },
        dashboardLink(context.siteOrigin),
      ]);
    }
  }
}

function confirmation(kind: ComposedKind, record: StoredRecord): ComposedMail {
  const notYou = (form: string): Block => ({
    type: "paragraph",
    text: `You are receiving this e-mail because this address was entered in ${form} on ${company.origin.replace(/^https?:\/\//, "")}. If that was not you, you can ignore it.`,
  });
  switch (kind) {
    case "contact":
      return mail(subjectLine("We received your message: ", company.name), [
        { type: "paragraph", text: "Hello," },
        {
          type: "paragraph",
          text: `Thank you for contacting ${company.name}. We received your message and will get back to you as soon as possible.`,
        },
        { type: "paragraph", text: `If it is urgent, call us at ${company.phone}.` },
        notYou("our contact form"),
      ]);
    case "applications":
      return mail(subjectLine("Your AI Coach application: ", company.name), [
        { type: "paragraph", text: "Hello," },
        {
          type: "paragraph",
          text: `Thank you for applying to become a Certified AI Coach. We'll review your application and contact you within ${APPLICATION_REVIEW_TIME}.`,
        },
        { type: "heading", text: "What Happens Next" },
        {
          type: "steps",
          items: applicationNextSteps.map((step) =>
            step.meta ? `${step.title} (${step.meta}): ${step.description}` : `${step.title}: ${step.description}`,
          ),
        },
        notYou("our AI Coach application"),
      ]);
    case "payments": {
      const programme = programmeName(record);
      const installment = field(record, "installment");
      const next: Block[] =
        installment === INSTALLMENT_LABELS.first
          ? [
              {
                type: "paragraph",
                text: `The second payment of ${SECOND_PAYMENT} is charged to the same card at the end of the 3-day bootcamp.`,
              },
            ]
          : installment === INSTALLMENT_LABELS.second
            ? [{ type: "paragraph", text: "This was the second and last payment: your program is paid in full." }]
            : [];
      return mail(subjectLine("Payment received: ", programme), [
        { type: "paragraph", text: "Hello," },
        { type: "paragraph", text: `Thank you for enrolling. We received your payment for ${programme}.` },
        {
          type: "fields",
          rows: [
            ["Programme", programme],
            ["Amount paid", amountOf(record)],
            ["Payment", installmentOf(record)],
          ],
        },
        ...next,
        {
          type: "paragraph",
          text: `Our team will e-mail you with your schedule and how to prepare for day one. Need an invoice or a change to your registration? Reply to this e-mail or write to ${company.email}.`,
        },
      ]);
    }
  }
}

/** The mail `mail` of the document `record` of kind `kind`. */
export function composeMail(kind: ComposedKind, mailKind: MailKind, record: StoredRecord, context: ComposeContext) {
  return mailKind === "staff" ? staffNotice(kind, record, context) : confirmation(kind, record);
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

/** The address a confirmation goes to: the sender's, or the buyer's; "" when there is none. */
export function confirmationAddress(kind: SubmissionKind, record: StoredRecord): string {
  return field(record, kind === "payments" ? "customer_email" : "email").trim();
}

/** A block of a mail: what features that prepare their own mails (bookings) write them with. */
export type MailBlock = Block;

/**
 * A mail from blocks, rendered as text and HTML with the company footer like every other mail: for the features that
 * prepare their own mails (a booking's confirmation, reminder, staff notice).
 */
export function renderMail(subject: string, blocks: MailBlock[], replyTo?: ComposedMail["replyTo"]): ComposedMail {
  return mail(subjectLine(subject), blocks, replyTo);
}
