import { randomUUID } from "node:crypto";
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { bookingLinks, interviewLink } from "../domain/bookings";
import { COLLECTION_OF_KIND, COLLECTIONS, type LeadKind } from "../domain/collections";
import {
  PlaceholderError,
  REPLY_TOKEN_HASH_FIELD,
  SendMessageSchema,
  fillPlaceholders,
  firstNameOf,
  meetingTimeIn,
  type Placeholder,
} from "../domain/conversations";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { auditDoc, auditEntry } from "../platform/audit";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { hashKey, hashKeyValue } from "../platform/keyedHash";
import { siteOrigin } from "../platform/params";
import { MAX_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { inboundDomain, messagesOf } from "./keys";
import { leadMessage } from "./outgoing";

export const NO_ADDRESS_MESSAGE = "This lead has no e-mail address to write to.";
export const LEAD_GONE_MESSAGE = "This submission no longer exists. It may have been deleted.";

export interface SendDeps extends AdminDeps {
  key: () => string;
  origin: () => string;
  domain: () => string;
  notify: NotifyEvent;
  now?: () => Date;
}

/** The staff member's name as the lead sees it: the token's `name`, else the address's local part in words. */
export function staffName(token: Record<string, unknown> | undefined, email: string): string {
  const name = typeof token?.name === "string" ? token.name.trim() : "";
  if (name) return name.slice(0, 100);
  return (email.split("@")[0] ?? "")
    .split(/[._-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(" ");
}

/**
 * What the placeholders of a message to this lead are filled with: its first name; a booking's time in its own zone
 * and its reschedule link; an application's interview link. The links are the ones the lead was mailed (their
 * tokens are stored only as hashes, so they are read back from the lead's prepared mails, newest first).
 */
async function placeholderValues(
  lead: DocumentSnapshot,
  kind: LeadKind,
  origin: string,
): Promise<Partial<Record<Placeholder, string>>> {
  const record = lead.data() ?? {};
  const values: Partial<Record<Placeholder, string>> = { "{first name}": firstNameOf(record) || "there" };
  const start = record.start_at as Timestamp | undefined;
  if (kind === "bookings" && typeof start?.toDate === "function") {
    values["{meeting time}"] = meetingTimeIn(start.toDate(), String(record.time_zone || "America/Boise"));
  }
  const prefix =
    kind === "bookings"
      ? bookingLinks(origin, "").reschedule
      : kind === "applications"
        ? interviewLink(origin, "")
        : "";
  if (prefix) {
    const mails = await lead.ref.collection(COLLECTIONS.mailEvents).orderBy("created_at", "desc").limit(20).get();
    const pattern = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}[A-Za-z0-9_=-]+`);
    for (const mail of mails.docs) {
      const text = (mail.get("confirmation") as { text?: unknown } | undefined)?.text;
      const link = typeof text === "string" ? pattern.exec(text)?.[0] : undefined;
      if (link) {
        values[kind === "bookings" ? "{reschedule link}" : "{interview link}"] = link;
        break;
      }
    }
  }
  return values;
}

/**
 * Staff write to a lead from its drawer: the placeholders filled from the lead, the mail prepared as a mail event of
 * the lead (sent by the mail queue: recorded delivery, retries, budget; not counted against the lead's daily cap of
 * confirmations) from the company address under the staff member's name, with its own `Message-ID` and the lead's
 * reply address (`reply+<token>@<inbound domain>`) as `Reply-To`. In one commit: the mail event, the message on the
 * timeline (`messages/{hash of the Message-ID}`), the lead's token hash and message count, an audit entry.
 */
export async function sendLeadMessageHandler(request: AdminRequest, deps: SendDeps) {
  const caller = await admitAdmin("sendLeadMessage", request, deps, MAX_REQUEST_CHARS);
  const { kind, id, subject, text } = parseOrThrow(SendMessageSchema, request.data);
  const db: Firestore = deps.db;
  const ref = db.collection(COLLECTION_OF_KIND[kind]).doc(id);
  const lead = await ref.get();
  if (!lead.exists || lead.get("deleting") === true) throw new HttpsError("not-found", LEAD_GONE_MESSAGE);
  const to = String(lead.get("email") ?? "").trim();
  if (!to) throw new HttpsError("failed-precondition", NO_ADDRESS_MESSAGE);

  let filled: { subject: string; text: string };
  try {
    const values = await placeholderValues(lead, kind, deps.origin());
    filled = { subject: fillPlaceholders(subject, values), text: fillPlaceholders(text, values) };
  } catch (error) {
    if (error instanceof PlaceholderError) throw new HttpsError("failed-precondition", error.message);
    throw error;
  }

  const at = Timestamp.fromDate(deps.now?.() ?? new Date());
  const { docId, event, mailEvent, message, tokenHash } = leadMessage({
    key: deps.key(),
    domain: deps.domain(),
    kind,
    id,
    to,
    subject: filled.subject,
    text: filled.text,
    staffName: staffName(request.auth?.token as Record<string, unknown> | undefined, caller.email),
    by: caller,
    messageId: `<${randomUUID()}@${deps.domain()}>`,
    at,
  });
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists || current.get("deleting") === true) throw new HttpsError("not-found", LEAD_GONE_MESSAGE);
    transaction.update(ref, {
      [REPLY_TOKEN_HASH_FIELD]: tokenHash,
      messages_count: FieldValue.increment(1),
      updated_at: at,
    });
    transaction.create(ref.collection(COLLECTIONS.mailEvents).doc(event), mailEvent);
    transaction.create(messagesOf(db).doc(docId), message);
    transaction.create(auditDoc(db), auditEntry("send-message", caller, `${kind}/${id}`));
  });
  // Never throws: a queue outage records the mail as not queued, which the timeline shows.
  await deps.notify(kind, id, event, ["confirmation"]);
  // The text is staff's words to a person: it stays out of the log.
  deps.log.info("sendLeadMessage", { uid: caller.uid, kind, id, event, length: filled.text.length });
  return { id: docId };
}

export const sendLeadMessage = callable("sendLeadMessage", { secrets: [hashKey] }, (request) =>
  sendLeadMessageHandler(request, {
    ...liveAdminDeps(),
    key: hashKeyValue,
    origin: () => siteOrigin.value(),
    domain: () => inboundDomain.value(),
    notify: firestoreEventNotifier(),
  }),
);
