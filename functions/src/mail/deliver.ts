import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import * as v from "valibot";
import {
  COLLECTION_OF_MAIL_DOCUMENT,
  COLLECTIONS,
  SUBMISSION_KINDS,
  type MailDocumentKind,
  type SubmissionKind,
} from "../domain/collections";
import { company } from "../domain/company";
import type { MailDelivery, MailEventRecord, MailKind, PreparedMail } from "../domain/mail";
import { errorCode } from "../platform/errors";
import type { BudgetDecision } from "./budget";
import { type ConfirmationCap } from "./cap";
import { MailTaskSchema } from "./queue";
import type { ComposedMail, DocumentMails, StoredRecord } from "./render";

/**
 * How often the queue tries one mail before giving up (the first attempt included), and the backoff between
 * tries: 10 s, 20 s, 40 s … up to 10 minutes, about 40 minutes in all. The task queue function's `retryConfig`
 * uses these numbers; the handler uses MAX_ATTEMPTS to know when a failure is the last.
 */
export const RETRY = { maxAttempts: 10, minBackoffSeconds: 10, maxBackoffSeconds: 600, maxDoublings: 6 } as const;

/** A mail ready for the SMTP transport. */
export interface OutgoingMail extends ComposedMail {
  from: { name: string; address: string };
  to: string[];
  attachments?: PreparedMail["attachments"];
  /**
   * The invitation as the mail's `text/calendar; method=…` part inside its multipart/alternative (nodemailer's
   * `alternatives`), as Google Calendar and Outlook send invitations (what makes Gmail show the event's card); it is
   * also attached as `invite.ics` with the same Content-Type, `method=` included (RFC 6047 2.4: the method parameter
   * matches the METHOD inside). Nodemailer's own `icalEvent` attaches it as `application/ics`, without a method.
   */
  alternatives?: { contentType: string; content: string }[];
  /** The `Message-ID` header (nodemailer's option); without it the transport makes one. */
  messageId?: string;
}

/**
 * A prepared mail's parts for the transport: its invitation (an attachment of type `text/calendar` with a `method`)
 * becomes the mail's alternative part and stays its `invite.ics` attachment, both `text/calendar; charset=utf-8;
 * method=REQUEST|CANCEL`; other attachments stay attachments.
 */
export function withInvitationPart(
  attachments: PreparedMail["attachments"],
): Pick<OutgoingMail, "attachments" | "alternatives"> {
  const methodOf = (contentType: string) =>
    /^text\/calendar\b/i.test(contentType) ? /;\s*method=(REQUEST|CANCEL)\b/i.exec(contentType)?.[1] : undefined;
  const invitation = attachments?.find((entry) => methodOf(entry.contentType));
  if (!invitation) return attachments?.length ? { attachments } : {};
  const contentType = `text/calendar; charset=utf-8; method=${methodOf(invitation.contentType)?.toUpperCase()}`;
  const rest = attachments?.filter((entry) => entry !== invitation) ?? [];
  return {
    attachments: [...rest, { filename: invitation.filename, content: invitation.content, contentType }],
    alternatives: [{ contentType, content: invitation.content }],
  };
}

/**
 * How the queue sends the mails of one kind of stored document, as its feature says (functions/src/mails.ts lists
 * every kind): the queue itself knows no feature.
 */
export interface MailDocumentRules {
  /**
   * The mails the queue writes from the stored document when it sends (a contact message's, a payment's). A kind
   * without them has its mails prepared by its feature (mail events): a task without its event has nothing to send.
   */
  mails?: DocumentMails<StoredRecord>;
}

/** Every kind of document the queue sends mails of, and how. */
export type MailDocuments = Record<MailDocumentKind, MailDocumentRules>;

/** What the task loads: the document, and for a mail event its prepared mails. */
export interface LoadedMail {
  record: StoredRecord;
  receivedAt: Date;
  /** The mail event (`mails/{event}`) a task with `event` sends: its record carries the delivery. */
  event?: MailEventRecord<unknown>;
}

/** The mail settings a task reads (params in production: see ./config.ts). */
interface MailSettings {
  /** The sender's address; the company name is its display name. */
  from: string;
  /** Who gets staff notices. Empty: staff notices are recorded as skipped. */
  staffTo: string[];
  siteOrigin: string;
}

function isSubmissionKind(kind: MailDocumentKind): kind is SubmissionKind {
  return (SUBMISSION_KINDS as readonly string[]).includes(kind);
}

/** A delivery record as the handler writes it; the store adds `updated_at`. */
export type DeliveryWrite = Omit<MailDelivery, "updated_at">;

/** What the task needs from the outside world; tests pass fakes. */
export interface MailTaskDeps {
  /** The stored document, or undefined when it no longer exists (erased). */
  load: (kind: MailDocumentKind, id: string, event?: string) => Promise<LoadedMail | undefined>;
  /** Writes `delivery.<mail>` of the document, or of its mail event. */
  record: (
    kind: MailDocumentKind,
    id: string,
    mail: MailKind,
    delivery: DeliveryWrite,
    event?: string,
  ) => Promise<void>;
  /** Counts a confirmation against its address; false when the address is over the cap. */
  allowConfirmation: ConfirmationCap;
  /** Counts a mail against the global hourly budget (./budget.ts); `admitted` false when it is spent. */
  budget: (mail: MailKind) => Promise<BudgetDecision>;
  /** Puts a staff notice past the budget into its hour's digest (./digest.ts). */
  addToDigest: (
    window: string,
    windowEnd: number,
    task: { kind: SubmissionKind; id: string },
    receivedAt: Date,
  ) => Promise<void>;
  /** Sends over SMTP; rejects with the transport's error. */
  send: (mail: OutgoingMail) => Promise<void>;
  settings: () => MailSettings;
  log: Pick<typeof logger, "info" | "warn" | "error">;
}

/** What one run of a task did. */
export type MailTaskOutcome =
  | "sent"
  | "already-done"
  | "skipped"
  | "no-document"
  | "invalid-task"
  | "failed"
  /** A transient failure: the handler throws so the queue retries. */
  | "retry";

/** Thrown to make the queue try the task again later; carries only an error code. */
export class RetryLater extends Error {
  constructor(readonly code: string) {
    super(`mail delivery failed (${code}); the queue will retry`);
    this.name = "RetryLater";
  }
}

/** The task's attempt number as the queue reports it (0 for the first). */
export interface MailTaskContext {
  retryCount: number;
}

/** A permanent SMTP refusal (5xx: no such mailbox, relay denied): retrying would not help. */
export function isPermanent(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/**
 * The mail task's handler for these kinds of documents: {@link deliverMailTask} with them.
 */
export function mailTaskHandler(documents: MailDocuments) {
  return (data: unknown, context: MailTaskContext, deps: MailTaskDeps) =>
    deliverMailTask(data, context, deps, documents);
}

/**
 * Sends one mail of one stored document, at most once. Order: a mail already `sent` or `skipped` is done
 * (a repeated task sends nothing); the recipient is decided (a confirmation over its mailbox's daily cap, or
 * a notice with no staff address, is recorded `skipped` with the reason); the mail is counted against the hourly
 * budget, once (a retry of an admitted mail is not counted again): past it a confirmation is `skipped` ("hourly
 * budget") and a staff notice goes into the hour's digest (`skipped`, "in digest"); the attempt is counted; the mail is
 * sent; `sent` is recorded before the task is acknowledged. A failure is recorded with its code and thrown
 * (the queue retries with backoff) until the last attempt, which records `failed`; an SMTP 5xx refusal is
 * final at once.
 */
export async function deliverMailTask(
  data: unknown,
  context: MailTaskContext,
  deps: MailTaskDeps,
  documents: MailDocuments,
): Promise<MailTaskOutcome> {
  const parsed = v.safeParse(MailTaskSchema, data);
  if (!parsed.success) {
    deps.log.warn("mailTask", { outcome: "invalid-task" });
    return "invalid-task";
  }
  const { kind, id, mail, event } = parsed.output;
  const log = (outcome: MailTaskOutcome, details: Record<string, unknown> = {}) =>
    deps.log.info("mailTask", { outcome, kind, id, mail, ...(event ? { event } : {}), ...details });
  const record = (delivery: DeliveryWrite) => deps.record(kind, id, mail, delivery, event);

  const stored = await deps.load(kind, id, event);
  if (!stored || (event !== undefined && !stored.event)) {
    log("no-document");
    return "no-document";
  }
  const prepared = stored.event;
  const previous = deliveryOf(prepared ?? stored.record, mail);
  if (previous?.state === "sent" || previous?.state === "skipped") {
    log("already-done", { state: previous.state });
    return "already-done";
  }
  const attempts = (previous?.attempts ?? 0) + 1;
  // An attempt is counted only after the budget admitted the mail: a retry has been counted already.
  const admittedBefore = (previous?.attempts ?? 0) > 0;
  const settings = deps.settings();

  // A kind the queue writes no mails of has them prepared by its feature; a task without its event has nothing to send.
  const rules = documents[kind];
  const composed = prepared ? undefined : rules.mails;
  if (!prepared && !composed) return skip("not prepared");
  if (prepared && !prepared[mail]) return skip("not prepared");
  if (prepared && isOutdated(prepared, stored.record)) return skip("outdated");

  let to: string[];
  if (mail === "staff") {
    to = [...new Set([...settings.staffTo, ...(prepared?.staff_extra ?? [])])];
    if (to.length === 0) return skip("no staff address");
    // Only a submission's notice (what visitors cause) is counted and digested: a calendar's failure notice and an
    // invoice's notices are already bounded (one per failure streak, one per invoice and event) and no visitor can
    // cause them; the digest lists submissions only.
    if (!admittedBefore && isSubmissionKind(kind)) {
      const decision = await deps.budget("staff");
      if (!decision.admitted) {
        await deps.addToDigest(decision.window, decision.windowEnd, { kind, id }, stored.receivedAt);
        return skip("in digest");
      }
    }
  } else {
    const address = prepared ? prepared.to.trim() : (composed?.confirmationAddress(stored.record) ?? "");
    if (!address) return skip("no address");
    const ref = `${COLLECTION_OF_MAIL_DOCUMENT[kind]}/${id}${event ? `/${event}` : ""}`;
    if ((!prepared || prepared.capped) && !(await deps.allowConfirmation(address, ref))) return skip("daily cap");
    if (!admittedBefore && !(await deps.budget("confirmation")).admitted) return skip("hourly budget");
    to = [address];
  }

  const {
    from_name: fromName,
    message_id: messageId,
    attachments,
    ...body
  }: PreparedMail = prepared?.[mail] ??
  (mail === "staff"
    ? composed?.staff(stored.record, { receivedAt: stored.receivedAt, siteOrigin: settings.siteOrigin })
    : composed?.confirmation(stored.record)) ??
  missing();
  const outgoing: OutgoingMail = {
    ...body,
    ...withInvitationPart(attachments),
    // A confirmation's "Reply" reaches the team; a staff notice's reaches the person who wrote; a staff member's own
    // mail to a lead (from_name) keeps the lead's reply address.
    ...(mail === "confirmation" && !fromName ? { replyTo: { name: company.name, address: company.email } } : {}),
    from: { name: fromName ?? company.name, address: settings.from },
    to,
    ...(messageId ? { messageId } : {}),
  };

  await record({
    state: "queued",
    attempts,
    ...(previous?.last_error ? { last_error: previous.last_error } : {}),
  });
  try {
    await deps.send(outgoing);
  } catch (error) {
    const code = errorCode(error);
    const final = isPermanent(error) || context.retryCount + 1 >= RETRY.maxAttempts;
    await record({ state: final ? "failed" : "queued", attempts, last_error: code });
    if (final) {
      deps.log.error("mailTask", { outcome: "failed", kind, id, mail, attempts, error: code });
      return "failed";
    }
    deps.log.warn("mailTask", { outcome: "retry", kind, id, mail, attempts, error: code });
    throw new RetryLater(code);
  }
  await record({ state: "sent", attempts });
  log("sent", { attempts });
  return "sent";

  /** Never reached: a task goes on only with its prepared mail or its kind's mails (checked above). */
  function missing(): never {
    throw new Error(`no mail ${mail} for ${kind}`);
  }

  async function skip(reason: string): Promise<MailTaskOutcome> {
    await record({ state: "skipped", attempts: previous?.attempts ?? 0, reason });
    log("skipped", { reason });
    return "skipped";
  }
}

/**
 * A mail event bound to a version of its document (a reminder: `requires_sequence`) is outdated once the document
 * moved on (rescheduled: another sequence) or was cancelled: it is never sent.
 */
export function isOutdated(event: MailEventRecord<unknown>, record: StoredRecord): boolean {
  if (typeof event.requires_sequence !== "number") return false;
  return record.sequence !== event.requires_sequence || record.status === "cancelled";
}

function deliveryOf(
  record: StoredRecord | MailEventRecord<unknown>,
  mail: MailKind,
): Partial<MailDelivery<unknown>> | undefined {
  const delivery: unknown = record.delivery;
  if (!delivery || typeof delivery !== "object") return undefined;
  const entry = (delivery as Record<string, unknown>)[mail];
  return entry && typeof entry === "object" ? (entry as Partial<MailDelivery<unknown>>) : undefined;
}

/** Reads and writes the documents in Firestore; `delivery.<mail>` is replaced whole, with the time of the write. */
export function firestoreMailStore(db: Firestore): Pick<MailTaskDeps, "load" | "record"> {
  const doc = (kind: MailDocumentKind, id: string) => db.collection(COLLECTION_OF_MAIL_DOCUMENT[kind]).doc(id);
  const eventDoc = (kind: MailDocumentKind, id: string, event: string) =>
    doc(kind, id).collection(COLLECTIONS.mailEvents).doc(event);
  return {
    async load(kind, id, event) {
      const [snapshot, eventSnapshot] = await Promise.all([
        doc(kind, id).get(),
        event ? eventDoc(kind, id, event).get() : undefined,
      ]);
      if (!snapshot.exists) return undefined;
      const createdAt = snapshot.get("created_at") as Timestamp | undefined;
      return {
        record: snapshot.data() ?? {},
        receivedAt: typeof createdAt?.toDate === "function" ? createdAt.toDate() : new Date(),
        ...(eventSnapshot?.exists ? { event: eventSnapshot.data() as MailEventRecord<unknown> } : {}),
      };
    },
    async record(kind, id, mail, delivery, event) {
      // The function's clock, not a server timestamp: the local Firestore stand-in cannot transform a field in a map.
      await (event ? eventDoc(kind, id, event) : doc(kind, id)).update({
        [`delivery.${mail}`]: { ...delivery, updated_at: Timestamp.now() },
      });
    },
  };
}
