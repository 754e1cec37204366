import { FieldPath, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTION_OF_KIND, COLLECTIONS, type LeadKind } from "../domain/collections";
import {
  CONVERSATION_PAGE_SIZE,
  ConversationPageSchema,
  LeadConversationRefSchema,
  leadKey,
  type ConversationPageResponse,
  type TimelineMessage,
} from "../domain/conversations";
import { hasNewReply, REPLY_OPENED } from "../domain/leads";
import type { MailDelivery } from "../domain/mail";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { messagesOf } from "./keys";

/** Firestore timestamps become ISO strings. */
function iso(value: unknown): string {
  return value && typeof value === "object" && "toDate" in value && typeof value.toDate === "function"
    ? (value.toDate() as Date).toISOString()
    : String(value ?? "");
}

/**
 * One page of a lead's timeline, newest first: {@link CONVERSATION_PAGE_SIZE} messages from the `(lead, at, id)`
 * index, however many the lead has, and for the sent ones their delivery state, read from their mail events in one
 * `getAll`. `before` (a message id of this lead) asks for the page after it.
 */
export async function conversationPage(
  db: Firestore,
  kind: LeadKind,
  id: string,
  before?: string | null,
): Promise<ConversationPageResponse> {
  const key = leadKey(kind, id);
  let query = messagesOf(db).where("lead", "==", key).orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
  if (before) {
    const last = await messagesOf(db).doc(before).get();
    if (!last.exists || last.get("lead") !== key) throw new HttpsError("invalid-argument", "Unknown page");
    query = query.startAfter(last.get("at"), last.id);
  }
  const page = await query.limit(CONVERSATION_PAGE_SIZE + 1).get();
  const docs = page.docs.slice(0, CONVERSATION_PAGE_SIZE);
  const leadRef = db.collection(COLLECTION_OF_KIND[kind]).doc(id);
  const events = docs
    .map((doc) => doc.get("event") as unknown)
    .filter((event): event is string => typeof event === "string");
  const deliveries = new Map<string, MailDelivery<unknown> | undefined>();
  if (events.length > 0) {
    const snapshots = await db.getAll(...events.map((event) => leadRef.collection(COLLECTIONS.mailEvents).doc(event)));
    for (const snapshot of snapshots) {
      const delivery = snapshot.get("delivery.confirmation") as MailDelivery<unknown> | undefined;
      deliveries.set(snapshot.id, delivery);
    }
  }
  const messages = docs.map((doc): TimelineMessage => {
    const data = doc.data();
    const delivery = typeof data.event === "string" ? deliveries.get(data.event) : undefined;
    return {
      ...(data as TimelineMessage),
      id: doc.id,
      at: iso(data.at),
      ...(typeof data.event === "string"
        ? {
            delivery: {
              state: delivery?.state ?? "queued",
              ...(delivery?.reason ? { reason: delivery.reason } : {}),
            },
          }
        : {}),
    };
  });
  return {
    messages,
    nextBefore: page.docs.length > CONVERSATION_PAGE_SIZE ? (docs[docs.length - 1]?.id ?? null) : null,
  };
}

export async function leadConversationHandler(request: AdminRequest, deps: AdminDeps) {
  await admitAdmin("leadConversation", request, deps, SMALL_REQUEST_CHARS);
  const { kind, id, before } = parseOrThrow(ConversationPageSchema, request.data);
  return conversationPage(deps.db, kind, id, before);
}

/**
 * The lead was opened: its "New reply" mark is cleared for everyone (a field of the lead). Answers whether there was
 * one. A lead that is gone is not recreated (`update()` of a missing document fails: not-found).
 */
export async function clearNewReplyHandler(request: AdminRequest, deps: AdminDeps): Promise<{ cleared: boolean }> {
  const caller = await admitAdmin("clearNewReply", request, deps, SMALL_REQUEST_CHARS);
  const { kind, id } = parseOrThrow(LeadConversationRefSchema, request.data);
  const ref = deps.db.collection(COLLECTION_OF_KIND[kind]).doc(id);
  const cleared = await deps.db.runTransaction(async (transaction) => {
    const lead = await transaction.get(ref);
    if (!lead.exists) throw new HttpsError("not-found", "This submission no longer exists. It may have been deleted.");
    if (!hasNewReply(lead.data() ?? {})) return false;
    transaction.update(ref, REPLY_OPENED);
    return true;
  });
  if (cleared) deps.log.info("clearNewReply", { uid: caller.uid, kind, id });
  return { cleared };
}

export const leadConversation = callable("leadConversation", {}, (request) =>
  leadConversationHandler(request, liveAdminDeps()),
);
export const clearNewReply = callable("clearNewReply", {}, (request) => clearNewReplyHandler(request, liveAdminDeps()));
