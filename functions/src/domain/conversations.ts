import * as v from "valibot";
import { LEAD_KINDS, type LeadKind } from "./collections";
import { SubmissionRefSchema } from "./dashboard";

/**
 * Conversations (issue 35): what staff write to a lead from its drawer and what comes back, on one timeline per lead.
 * Stored in the top-level collection `messages` (COLLECTIONS.messages), one document per mail, keyed by a keyed hash
 * of its `Message-ID` (so the same mail arriving twice is stored once, by `create()`), with the lead it belongs to in
 * `lead` (`contact/abc`). Pure: the callables, the webhook, the seed and the web app share these shapes.
 */

/** The most characters a message's text may hold when staff write it. */
export const MESSAGE_TEXT_MAX = 10_000;
/** The most characters of an incoming mail's text that are stored (after the quoted history is removed). */
export const INCOMING_TEXT_MAX = 20_000;
export const SUBJECT_MAX = 200;
/** A timeline page. */
export const CONVERSATION_PAGE_SIZE = 50;
export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATES_MAX = 100;

/**
 * `sent`: staff wrote it (delivery state on its mail event); `reply`: the lead (or someone on the thread) answered;
 * `auto_reply`: an out-of-office or other automatic answer; `bounce`: a delivery status report (DSN). Only `reply`
 * raises "New reply".
 */
export const MESSAGE_TYPES = ["sent", "reply", "auto_reply", "bounce"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  sent: "Sent",
  reply: "Reply",
  auto_reply: "Automatic reply",
  bounce: "Bounce (not delivered)",
};

/** An incoming mail's attachment: listed only (keeping the content needs Cloud Storage; docs/notifications.md). */
export interface AttachmentInfo {
  filename: string;
  content_type: string;
  size: number;
}

/** One stored message (`messages/{id}`). */
export interface MessageRecord<TTime = string> {
  /** `contact/abc`: the lead's kind and id ({@link leadKey}); the timeline queries it. */
  lead: string;
  type: MessageType;
  /** Who wrote it: the staff member's name and address (sent), or the mail's sender (received). */
  from_name: string;
  from_address: string;
  to: string[];
  cc: string[];
  subject: string;
  /** Plain text: for a received mail without its quoted history and signature; HTML is never stored. */
  text: string;
  attachments: AttachmentInfo[];
  at: TTime;
  /** Staff who sent it (sent only). */
  by_uid?: string;
  by_email?: string;
  /** The mail event of the lead that sends it (sent only): its delivery record is the message's state. */
  event?: string;
  /** How an incoming mail was matched to the lead (`token`, `thread`, `sender`, `new`). */
  matched_by?: MatchedBy;
  /**
   * Whether the sender is proven (received only): the reply token or a reference to a mail the product sent, or the
   * inbound provider's SPF and DKIM verdicts. False: the From address alone, which anyone can write.
   */
  sender_verified?: boolean;
}

/** Whether the timeline shows a received message as unverified: matched by its From address alone, unvouched. */
export function senderUnverified(message: Pick<MessageRecord, "type" | "matched_by" | "sender_verified">): boolean {
  if (message.type === "sent") return false;
  if (message.sender_verified !== undefined) return !message.sender_verified;
  // Stored before the field existed: only a token or a thread proved anything.
  return message.matched_by !== "token" && message.matched_by !== "thread";
}

export type MatchedBy = "token" | "thread" | "sender" | "new";

/** A message as the timeline shows it: the record, its id and, for a sent one, how its delivery went. */
export type TimelineMessage = MessageRecord & {
  id: string;
  delivery?: { state: "queued" | "sent" | "failed" | "skipped"; reason?: string };
};

/** `contact/abc`: the lead a message belongs to, in one indexed field. */
export function leadKey(kind: LeadKind, id: string): string {
  return `${kind}/${id}`;
}

export function parseLeadKey(key: string): { kind: LeadKind; id: string } | undefined {
  const slash = key.indexOf("/");
  const kind = key.slice(0, slash) as LeadKind;
  const id = key.slice(slash + 1);
  if (slash < 0 || !LEAD_KINDS.includes(kind) || !id) return undefined;
  return { kind, id };
}

/**
 * A mail staff sent to a lead, as its timeline stores it: from the staff member (under `fromName`), to the lead's
 * address, sent by the lead's mail event `event` (whose delivery record is the message's state).
 */
export function sentMessageRecord<TTime>(fields: {
  kind: LeadKind;
  id: string;
  to: string;
  subject: string;
  text: string;
  fromName: string;
  by: { uid: string; email: string };
  event: string;
  at: TTime;
}): MessageRecord<TTime> {
  return {
    lead: leadKey(fields.kind, fields.id),
    type: "sent",
    from_name: fields.fromName,
    from_address: fields.by.email,
    to: [fields.to],
    cc: [],
    subject: fields.subject,
    text: fields.text,
    attachments: [],
    at: fields.at,
    by_uid: fields.by.uid,
    by_email: fields.by.email,
    event: fields.event,
  };
}

/** What the timeline keeps of a mail that came back: its kind, sender, addresses, subject, text and attachments. */
export interface ReceivedMail {
  type: Exclude<MessageType, "sent">;
  from: { name: string; address: string };
  to: string[];
  cc: string[];
  subject: string;
  /** The reply without its quoted history and signature. */
  text: string;
  attachments: AttachmentInfo[];
}

/**
 * A mail that came back for a lead, as its timeline stores it: the sender, the addresses and the subject cut to their
 * stored lengths, the text already without its quoted history, attachments listed only, how it was matched.
 */
export function receivedMessageRecord<TTime>(
  fields: ReceivedMail & { kind: LeadKind; id: string; at: TTime; matchedBy: MatchedBy; senderVerified: boolean },
): MessageRecord<TTime> {
  return {
    lead: leadKey(fields.kind, fields.id),
    type: fields.type,
    from_name: fields.from.name.slice(0, 200),
    from_address: fields.from.address.slice(0, 320),
    to: fields.to.slice(0, 50),
    cc: fields.cc.slice(0, 50),
    subject: fields.subject.slice(0, 500),
    text: fields.text,
    attachments: fields.attachments.slice(0, 50),
    at: fields.at,
    matched_by: fields.matchedBy,
    sender_verified: fields.senderVerified,
  };
}

/** The stored field of a lead holding the keyed hash of its reply token (never listed, exported or shown). */
export const REPLY_TOKEN_HASH_FIELD = "reply_token_hash";

/** A lead's kind and id, with the dashboard's own messages (domain/dashboard.ts). */
const leadRef = SubmissionRefSchema.entries;

const subject = v.pipe(
  v.string("Subject is required"),
  v.trim(),
  v.nonEmpty("Subject is required"),
  v.maxLength(SUBJECT_MAX, `Subject must be less than ${SUBJECT_MAX} characters`),
  v.check((value) => !/[\r\n]/.test(value), "Subject must be one line"),
);
const body = v.pipe(
  v.string("Message is required"),
  v.trim(),
  v.nonEmpty("Message is required"),
  v.maxLength(MESSAGE_TEXT_MAX, `Message must be less than ${MESSAGE_TEXT_MAX} characters`),
);

/** `sendLeadMessage`: the text as staff wrote it, placeholders and all: the server fills them from the lead. */
export const SendMessageSchema = v.object({ ...leadRef, subject, text: body });

/** `leadConversation`: a page of the timeline, newest first; `before`: the last message id of the previous page. */
export const ConversationPageSchema = v.object({
  ...leadRef,
  before: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, "Unknown page")))),
});

export interface ConversationPageResponse {
  messages: TimelineMessage[];
  /** Pass as `before` for the next (older) page; null on the last. */
  nextBefore: string | null;
}

/** `clearNewReply`: the lead was opened. */
export const LeadConversationRefSchema = v.object(leadRef);

const templateFields = {
  name: v.pipe(
    v.string("Name is required"),
    v.trim(),
    v.nonEmpty("Name is required"),
    v.maxLength(TEMPLATE_NAME_MAX, `Name must be less than ${TEMPLATE_NAME_MAX} characters`),
  ),
  subject,
  text: body,
};
const templateId = v.pipe(v.string("Template id is required"), v.regex(/^[A-Za-z0-9]{1,40}$/, "Unknown template"));

export const CreateTemplateSchema = v.pipe(
  v.object(templateFields),
  v.check((input) => unknownPlaceholders(`${input.subject}\n${input.text}`).length === 0, placeholderMessage),
);
export const UpdateTemplateSchema = v.pipe(
  v.object({ id: templateId, ...templateFields }),
  v.check((input) => unknownPlaceholders(`${input.subject}\n${input.text}`).length === 0, placeholderMessage),
);
export const DeleteTemplateSchema = v.object({ id: templateId });

export interface MessageTemplate {
  id: string;
  name: string;
  subject: string;
  text: string;
  updated_at: string;
  updated_by: string;
}

export interface TemplatesResponse {
  templates: MessageTemplate[];
}

/** The placeholders a template or a message may hold, and what each is filled with. */
export const PLACEHOLDERS = {
  "{first name}": "The lead's first name",
  "{meeting time}": "The booking's time in the lead's time zone",
  "{reschedule link}": "The booking's reschedule link",
  "{interview link}": "The application's coach-interview link",
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

const PLACEHOLDER_PATTERN = /\{[a-z ]{1,30}\}/g;

/** The `{…}` words of `text` that are not placeholders ("{first nmae}"): refused, never sent as typed. */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER_PATTERN) ?? [])].filter((word) => !Object.hasOwn(PLACEHOLDERS, word));
}

function placeholderMessage(issue: { input: { subject: string; text: string } }): string {
  const unknown = unknownPlaceholders(`${issue.input.subject}\n${issue.input.text}`);
  return `Unknown placeholder ${unknown.join(", ")}: use ${Object.keys(PLACEHOLDERS).join(", ")}`;
}

/**
 * `text` with each placeholder replaced by its value. A placeholder the lead has no value for (no booking, no
 * interview link) throws with a message staff can act on; an unknown `{…}` word throws too.
 */
export function fillPlaceholders(text: string, values: Partial<Record<Placeholder, string>>): string {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0) throw new PlaceholderError(`Unknown placeholder ${unknown.join(", ")}`);
  return text.replace(PLACEHOLDER_PATTERN, (word) => {
    const value = values[word as Placeholder];
    if (value === undefined) throw new PlaceholderError(`This lead has nothing to fill ${word} with`);
    return value;
  });
}

export class PlaceholderError extends Error {
  override name = "PlaceholderError";
}

/** The first word of a name, for "{first name}" ("Ada Lovelace" → "Ada"); a lone address's local part otherwise. */
export function firstNameOf(record: Record<string, unknown>): string {
  const first = typeof record.first_name === "string" ? record.first_name.trim() : "";
  if (first) return first;
  const name = typeof record.name === "string" ? record.name.trim() : "";
  return name.split(/\s+/)[0] ?? "";
}

/** "Tuesday, December 2, 2026 at 10:30 AM MST": an instant in the lead's own zone. */
export function meetingTimeIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: zone,
  })
    .format(instant)
    .concat(` (${zoneName(instant, zone)})`);
}

function zoneName(instant: Date, zone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((piece) => piece.type === "timeZoneName");
  return part?.value ?? zone;
}

/** The reply address of a lead's token: `reply+<token>@<domain>`. */
export function replyAddress(token: string, domain: string): string {
  return `reply+${token}@${domain}`;
}

/** A reply token as it is minted: 32 lower-case hex digits (128 bits). */
const TOKEN = /^[0-9a-f]{32}$/;

/** The token of a reply address at `domain`, or undefined (`Reply+ABC…@Domain` reads as its lower case). */
export function replyTokenOf(address: string, domain: string): string | undefined {
  const match = /^reply\+([^@]+)@(.+)$/i.exec(address.trim());
  if (!match || match[2]?.toLowerCase() !== domain.toLowerCase()) return undefined;
  const token = match[1]?.toLowerCase() ?? "";
  return TOKEN.test(token) ? token : undefined;
}
