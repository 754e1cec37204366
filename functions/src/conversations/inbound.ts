import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { onRequest } from "firebase-functions/https";
import { UNKNOWN_SOURCE } from "../domain/channel";
import { COLLECTION_OF_KIND, COLLECTIONS, LEAD_KINDS, type LeadKind } from "../domain/collections";
import {
  INCOMING_TEXT_MAX,
  parseLeadKey,
  receivedMessageRecord,
  replyTokenOf,
  type MatchedBy,
} from "../domain/conversations";
import { ContactSchema } from "../domain/forms";
import { CLOSED_STATUSES_BY_KIND, newLeadRecord } from "../domain/leads";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";
import { hashKey, hashKeyValue } from "../platform/keyedHash";
import {
  clientKey,
  emailKey,
  emailRateLimitConfig,
  firestoreRateLimiter,
  type RateLimiter,
} from "../platform/rateLimit";
import * as v from "valibot";
import { inboundDomain, inboundSigningKey, leadOfToken, messageDocId, messagesOf, replyTokenHash } from "./keys";
import { parseMail, type IncomingMail } from "./parseMail";

/**
 * The inbound webhook: the mail provider (Mailgun Routes, "forward" to this URL with the raw MIME: `body-mime`)
 * POSTs each mail to the reply domain, signed. Only an authentic request is read: its HMAC-SHA256 `signature` over
 * `timestamp` + `token` under the signing key, a `timestamp` within {@link TIMESTAMP_WINDOW_S} of now, and a `token`
 * never seen before (`inbound_tokens/{hash}`, created in the commit that stores the mail: a replayed request stores
 * nothing). The request is capped at {@link MAX_BODY_BYTES}. Answers: 200 stored (or already stored, or nothing to
 * store), 401 bad signature, 406 refused for good (old, replayed, too large, unreadable: the provider does not
 * retry a 406), 500 anything else (the provider retries; the mail is stored once, keyed by its Message-ID).
 */

export const TIMESTAMP_WINDOW_S = 5 * 60;
/** Mailgun's own limit on a message is 25 MB; a reply with more than this is refused (406) and the sender told. */
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/**
 * Lead statuses after which even the lead's reply token (or a reply to a mail sent for it) no longer opens its thread:
 * a contact message closed or marked spam takes no more mail; a reply then arrives as a new, unverified message. (A
 * mail from the same address joins no closed lead of any kind: the leads' `CLOSED_STATUSES_BY_KIND`.)
 */
const SHUT_STATUSES: ReadonlySet<string> = new Set(CLOSED_STATUSES_BY_KIND.contact);

/** The callable whose allowances a reply that makes a new lead shares: the contact form's (leads/submitContact.ts). */
const CONTACT_FORM = "submitContact";

export interface InboundDeps {
  db: Firestore;
  signingKey: () => string;
  key: () => string;
  domain: () => string;
  now?: () => Date;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  /** The contact form's rate limiter: a reply that makes a new lead is counted as a form submission is. */
  rateLimiter: RateLimiter;
}

export interface InboundRequest {
  method: string;
  contentType: string | undefined;
  rawBody: Buffer | undefined;
}

export interface InboundAnswer {
  status: number;
  body: { outcome: string; message?: string };
}

/** Mailgun's signature: hex HMAC-SHA256 of `timestamp + token` under the signing key. */
export function inboundSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey)
    .update(timestamp + token)
    .digest("hex");
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The form fields of the POST (multipart/form-data, as Mailgun sends, or urlencoded), by the platform's parser. */
async function formFields(request: InboundRequest): Promise<Map<string, string> | undefined> {
  try {
    const form = await new Response(request.rawBody, {
      headers: { "content-type": request.contentType ?? "" },
    }).formData();
    const fields = new Map<string, string>();
    for (const [name, value] of form.entries()) {
      fields.set(name, typeof value === "string" ? value : await value.text());
    }
    return fields;
  } catch {
    return undefined;
  }
}

type Thread = { kind: LeadKind; id: string; matchedBy: MatchedBy };

/** The domain of an address (`a@b.example` → `b.example`), lower-cased; empty without one. */
function domainOf(address: string): string {
  const at = address.lastIndexOf("@");
  return at < 0
    ? ""
    : address
        .slice(at + 1)
        .trim()
        .replace(/>$/, "")
        .toLowerCase();
}

/**
 * Whether the provider vouches for the `From` address: its own verdicts, posted beside the mail (Mailgun's form
 * fields `X-Mailgun-Spf` and `X-Mailgun-Dkim-Check-Result`), both "Pass", and the SPF-checked envelope sender
 * (`sender`) of the From's domain or a subdomain of it (or the reverse): SPF says which server may send for the
 * envelope's domain, and only that alignment carries it over to the From a person reads. Never a header inside the
 * message (`X-Mailgun-Spf:`, `Authentication-Results:`): whoever wrote the mail wrote those too.
 */
export function providerVouches(fields: ReadonlyMap<string, string>, from: string): boolean {
  const verdict = (name: string) => (fields.get(name) ?? "").trim().toLowerCase();
  if (verdict("X-Mailgun-Spf") !== "pass" || verdict("X-Mailgun-Dkim-Check-Result") !== "pass") return false;
  const envelope = domainOf(fields.get("sender") ?? "");
  const author = domainOf(from);
  if (!envelope || !author) return false;
  return envelope === author || envelope.endsWith(`.${author}`) || author.endsWith(`.${envelope}`);
}

/** Whether the lead `kind/id` still takes mail in its thread (it exists and is neither closed nor marked spam). */
async function threadOpen(deps: InboundDeps, lead: { kind: LeadKind; id: string }): Promise<boolean> {
  const doc = await deps.db.collection(COLLECTION_OF_KIND[lead.kind]).doc(lead.id).get();
  return !doc.exists || !SHUT_STATUSES.has(String(doc.get("status") ?? "new"));
}

/**
 * Which lead a mail belongs to: its reply token (in any recipient, or the provider's `recipient`) first; then its
 * `In-Reply-To` / `References` against the ids of the mails the product sent; then its sender's address to an open
 * lead (newest); else none (the caller makes a new contact message of a reply). A token names a lead only through its
 * keyed hash: an id in the address, or a token of another domain, matches nothing; neither a token nor a reference
 * opens the thread of a lead closed or marked spam.
 */
export async function threadOf(deps: InboundDeps, mail: IncomingMail, recipient: string): Promise<Thread | undefined> {
  const key = deps.key();
  const domain = deps.domain();
  for (const address of [recipient, ...mail.to, ...mail.cc]) {
    const token = replyTokenOf(address, domain);
    if (!token) continue;
    const lead = await leadOfToken(deps.db, replyTokenHash(key, token));
    if (lead && (await threadOpen(deps, lead))) return { ...lead, matchedBy: "token" };
  }
  if (mail.references.length > 0) {
    const refs = mail.references.slice(0, 50).map((id) => messagesOf(deps.db).doc(messageDocId(key, id)));
    // Only a mail the product sent proves the thread: a received one's Message-ID was written by its sender.
    const found = (await deps.db.getAll(...refs)).find((doc) => doc.exists && doc.get("type") === "sent");
    const lead = found ? parseLeadKey(String(found.get("lead"))) : undefined;
    if (lead && (await threadOpen(deps, lead))) return { ...lead, matchedBy: "thread" };
  }
  const address = mail.from.address;
  if (address) {
    const candidates = await Promise.all(
      LEAD_KINDS.map(async (kind) => {
        const found = await deps.db
          .collection(COLLECTION_OF_KIND[kind])
          .where("email", "in", [...new Set([address, address.toLowerCase()])])
          .limit(20)
          .get();
        return found.docs
          .filter(
            (doc) =>
              !(CLOSED_STATUSES_BY_KIND[kind] as readonly string[]).includes(String(doc.get("status") ?? "new")) &&
              doc.get("deleting") !== true,
          )
          .map((doc) => ({
            kind,
            id: doc.id,
            created: (doc.get("created_at") as Timestamp | undefined)?.toMillis() ?? 0,
          }));
      }),
    );
    const newest = candidates.flat().sort((a, b) => b.created - a.created)[0];
    if (newest) return { kind: newest.kind, id: newest.id, matchedBy: "sender" };
  }
  return undefined;
}

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly outcome: string,
  ) {
    super(outcome);
  }
}

export async function handleInbound(request: InboundRequest, deps: InboundDeps): Promise<InboundAnswer> {
  const refuse = (status: number, outcome: string, message?: string): InboundAnswer => {
    deps.log.warn("inboundMail", { outcome });
    return { status, body: { outcome, ...(message ? { message } : {}) } };
  };
  if (request.method !== "POST") return refuse(405, "method");
  if (!request.rawBody || request.rawBody.length === 0) return refuse(406, "empty");
  if (request.rawBody.length > MAX_BODY_BYTES) return refuse(406, "too_large", "The mail is too large.");
  const fields = await formFields(request);
  if (!fields) return refuse(406, "unreadable");
  const timestamp = fields.get("timestamp") ?? "";
  const token = fields.get("token") ?? "";
  const signature = fields.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || token.length < 16 || token.length > 200) return refuse(401, "bad_signature");
  if (!sameHex(inboundSignature(deps.signingKey(), timestamp, token), signature.toLowerCase()))
    return refuse(401, "bad_signature");
  const now = deps.now?.() ?? new Date();
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > TIMESTAMP_WINDOW_S) return refuse(406, "old_timestamp");
  const raw = fields.get("body-mime");
  if (!raw) return refuse(406, "no_mime");

  let mail: IncomingMail;
  try {
    mail = await parseMail(raw, INCOMING_TEXT_MAX);
  } catch {
    return refuse(406, "unparseable");
  }
  const key = deps.key();
  // A mail without a Message-ID is keyed by its content: the provider's retry of it is still stored once.
  const messageId = mail.messageId ?? `<${createHash("sha256").update(raw).digest("hex")}@no-message-id>`;
  const docId = messageDocId(key, messageId);
  const thread = await threadOf(deps, mail, fields.get("recipient") ?? "");
  try {
    if (!thread && mail.type !== "reply") {
      // An automatic answer or a bounce that names no lead: nothing to show anyone, and no new lead of a robot.
      await storeToken(deps, token, now);
      deps.log.info("inboundMail", { outcome: "unmatched", type: mail.type });
      return { status: 200, body: { outcome: "unmatched" } };
    }
    // Token and reference prove the sender received our mail; a From address alone proves nothing unless the
    // provider vouches for it.
    const verified =
      thread?.matchedBy === "token" || thread?.matchedBy === "thread" || providerVouches(fields, mail.from.address);
    const sender = fields.get("sender") ?? "";
    const outcome = await store(deps, { mail, docId, thread, token, now, verified, sender });
    deps.log.info("inboundMail", { outcome, type: mail.type, matchedBy: thread?.matchedBy ?? "new" });
    return { status: 200, body: { outcome } };
  } catch (error) {
    if (error instanceof Refused) return refuse(error.status, error.outcome);
    deps.log.error("inboundMail", { outcome: "store_failed", error: errorCode(error) });
    return { status: 500, body: { outcome: "store_failed" } };
  }
}

/**
 * A reply that makes a new lead passes the contact form's rules: its fields as the form's schema reads them (a valid
 * address, a name, a subject and a message), the form's allowance of the sender's mailbox (one counter with the form:
 * `submitContact`'s), and a per-domain allowance of the envelope sender standing in for the form's per-address one.
 * Refused: nothing is stored, the request is answered 406 (the provider does not retry) and its token kept.
 */
async function admitNewLead(
  deps: InboundDeps,
  mail: IncomingMail,
  envelopeSender: string,
  token: string,
  now: Date,
): Promise<void> {
  const parsed = v.safeParse(ContactSchema, newLeadFields(mail));
  if (!parsed.success) {
    await storeToken(deps, token, now);
    throw new Refused(406, "invalid_lead");
  }
  const key = deps.key();
  let admitted: boolean;
  try {
    admitted =
      (await deps.rateLimiter.consume(emailKey(parsed.output.email, CONTACT_FORM, key), emailRateLimitConfig())) &&
      (await deps.rateLimiter.consume(clientKey(domainOf(envelopeSender || parsed.output.email), "inboundMail", key)));
  } catch (error) {
    deps.log.error("inboundMail", { outcome: "rate_limit_failed", error: errorCode(error) });
    throw error;
  }
  if (!admitted) {
    await storeToken(deps, token, now);
    throw new Refused(406, "rate_limited");
  }
}

/** The contact message a reply without a lead becomes: the form's fields, cut to the form's lengths. */
function newLeadFields(mail: IncomingMail) {
  const address = mail.from.address;
  return {
    name: (mail.from.name || address.split("@")[0] || "Unknown sender").slice(0, 100),
    email: address,
    subject: (mail.subject || "(no subject)").slice(0, 200),
    message: (mail.text || "(no text)").slice(0, 1000),
  };
}

function tokenDoc(deps: InboundDeps, token: string) {
  return deps.db.collection(COLLECTIONS.inboundTokens).doc(createHash("sha256").update(token).digest("hex"));
}

function tokenRecord(now: Date) {
  // Kept past the timestamp window, after which a replay is refused by its timestamp anyway (TTL on expires_at).
  return {
    seen_at: Timestamp.fromDate(now),
    expires_at: Timestamp.fromMillis(now.getTime() + 2 * TIMESTAMP_WINDOW_S * 1000),
  };
}

async function storeToken(deps: InboundDeps, token: string, now: Date): Promise<void> {
  try {
    await tokenDoc(deps, token).create(tokenRecord(now));
  } catch (error) {
    if ((error as { code?: unknown }).code === 6) throw new Refused(406, "replayed");
    throw error;
  }
}

/**
 * In one batch (all or nothing), no transaction: the request's token (`create()`: a replayed request fails it), the
 * message (`create()` on its id: the same mail twice is stored once), and on the lead its message count and, for a
 * reply, the "New reply" mark and the last reply's time (`update()`: fails when the lead is gone). Many replies to one
 * lead at once do not contend on a transaction's lock of the lead (the local stand-in hung on that). A reply that
 * matches no lead becomes a new contact message (the leads' own builder, `create()` on an id derived from the mail,
 * so its retry does not make a second one). Erasure: the lead is read after the commit; if it is gone or being
 * deleted (deleteSubmission.ts), the message just written is deleted again. Either the commit came before the
 * deletion's mark, and the deletion's sweep of the messages (after the mark) finds it, or this read sees the mark.
 */
async function store(
  deps: InboundDeps,
  {
    mail,
    docId,
    thread,
    token,
    now,
    verified,
    sender,
  }: {
    mail: IncomingMail;
    docId: string;
    thread: Thread | undefined;
    token: string;
    now: Date;
    verified: boolean;
    /** The envelope sender the provider saw: a new lead's per-domain allowance. */
    sender: string;
  },
): Promise<string> {
  const at = Timestamp.fromDate(now);
  const target = thread ?? { kind: "contact" as const, id: `mail-${docId.slice(0, 40)}`, matchedBy: "new" as const };
  const leadRef = deps.db.collection(COLLECTION_OF_KIND[target.kind]).doc(target.id);
  const messageRef = messagesOf(deps.db).doc(docId);
  const [seen, existing, lead] = await deps.db.getAll(tokenDoc(deps, token), messageRef, leadRef);
  if (seen?.exists) throw new Refused(406, "replayed");
  if (existing?.exists) {
    await storeToken(deps, token, now);
    return "duplicate";
  }
  // A new lead, not a provider's retry of one already stored: the contact form's rules first.
  if (!thread) await admitNewLead(deps, mail, sender, token, now);
  if (thread && (!lead?.exists || lead.get("deleting") === true)) {
    // Matched, but erased since: nothing is stored under a lead that is gone or going.
    await storeToken(deps, token, now);
    return "lead_gone";
  }
  const record = receivedMessageRecord({
    ...target,
    ...mail,
    at,
    matchedBy: target.matchedBy,
    senderVerified: verified,
  });
  const batch = deps.db.batch();
  batch.create(tokenDoc(deps, token), tokenRecord(now));
  batch.create(messageRef, record);
  if (thread) {
    batch.update(leadRef, {
      messages_count: FieldValue.increment(1),
      ...(mail.type === "reply" ? { new_reply: true, last_reply_at: at } : {}),
    });
  } else {
    batch.create(leadRef, {
      ...newLeadRecord("contact", newLeadFields(mail), UNKNOWN_SOURCE),
      messages_count: 1,
      new_reply: true,
      last_reply_at: at,
      created_at: at,
    });
  }
  try {
    await batch.commit();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // 6: the token (a replay racing) or the message (a retry racing) was stored meanwhile; 5: the lead is gone.
    if (code === 6 || code === 5) return code === 6 ? "duplicate" : "lead_gone";
    throw error;
  }
  const after = await leadRef.get();
  if (!after.exists || after.get("deleting") === true) {
    await messageRef.delete();
    return "lead_gone";
  }
  return thread ? "stored" : "new_lead";
}

/** The deployed webhook (its URL is the provider's route target; docs/notifications.md). */
export const inboundMail = onRequest(
  { secrets: [inboundSigningKey, hashKey], timeoutSeconds: 60, memory: "512MiB" },
  async (req, res) => {
    const answer = await handleInbound(
      { method: req.method, contentType: req.headers["content-type"], rawBody: req.rawBody },
      {
        db: db(),
        signingKey: () => inboundSigningKey.value(),
        key: hashKeyValue,
        domain: () => inboundDomain.value(),
        log: logger,
        rateLimiter: firestoreRateLimiter(db()),
      },
    ).catch((error: unknown) => {
      logger.error("inboundMail", { outcome: "failed", error: errorCode(error) });
      return { status: 500, body: { outcome: "failed" } };
    });
    res.status(answer.status).json(answer.body);
  },
);
