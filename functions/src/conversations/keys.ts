import type { Firestore } from "firebase-admin/firestore";
import { defineSecret, defineString } from "firebase-functions/params";
import { COLLECTION_OF_KIND, COLLECTIONS, LEAD_KINDS, type LeadKind } from "../domain/collections";
import { REPLY_TOKEN_HASH_FIELD } from "../domain/conversations";
import { keyedHash } from "../platform/keyedHash";

/**
 * The conversation's keys: a lead's reply token, a message's document id, the webhook's settings. Every id derived
 * from a person or a mail is a keyed hash (platform/keyedHash.ts), so nobody without the key can name one.
 */

/** The domain of the reply addresses (`reply+<token>@…`), whose MX points at the mail provider (docs/notifications.md). */
export const inboundDomain = defineString("INBOUND_MAIL_DOMAIN", {
  description: "Domain of the reply addresses, e.g. reply.idahoaicoaches.com (its MX points at the inbound provider)",
});
/** The provider's webhook signing key (Mailgun: "HTTP webhook signing key"). */
export const inboundSigningKey = defineSecret("INBOUND_SIGNING_KEY");

/**
 * A lead's reply token: 32 hex digits of a keyed hash of its kind and id. Fixed for the lead (every mail to it carries
 * the same reply address), unguessable without the key, and bound to that one lead: the lead stores only its hash.
 */
export function replyToken(key: string, kind: LeadKind, id: string): string {
  return keyedHash(key, "reply-token", kind, id).slice(0, 32);
}

export function replyTokenHash(key: string, token: string): string {
  return keyedHash(key, "reply-token-hash", token);
}

/**
 * A message's document id: the keyed hash of its `Message-ID` (angle brackets and case dropped), so a mail stored
 * twice lands on the same id and `create()` refuses the second; the threading looks `In-Reply-To` up by the same hash.
 */
export function messageDocId(key: string, messageId: string): string {
  return keyedHash(key, "message-id", normalMessageId(messageId));
}

export function normalMessageId(messageId: string): string {
  return messageId.trim().replace(/^<|>$/g, "").toLowerCase();
}

/** The lead whose stored token hash is `hash`, if any (one query per lead kind, each on an automatic index). */
export async function leadOfToken(db: Firestore, hash: string): Promise<{ kind: LeadKind; id: string } | undefined> {
  const found = await Promise.all(
    LEAD_KINDS.map(async (kind) => {
      const snapshot = await db
        .collection(COLLECTION_OF_KIND[kind])
        .where(REPLY_TOKEN_HASH_FIELD, "==", hash)
        .limit(1)
        .get();
      const doc = snapshot.docs[0];
      return doc ? { kind, id: doc.id } : undefined;
    }),
  );
  return found.find((lead) => lead !== undefined);
}

export function messagesOf(db: Firestore) {
  return db.collection(COLLECTIONS.messages);
}
