/**
 * Sample conversations for the local stack's seed (scripts/stack.mjs calls {@link seedConversations} once the leads
 * are seeded): two message templates, and on the two newest contact messages a mail the demo admin sent and the
 * visitor's reply (one still unopened: "New reply"), stored as the functions store them (the message ids and the
 * reply token from the functions build's own keys, functions/src/conversations/keys.ts). Runs only on an empty
 * `messages` collection, so a restart keeps what was done since.
 */
import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

const TEMPLATES = [
  {
    name: "First reply",
    subject: "Thanks for reaching out, {first name}",
    text: "Hi {first name},\n\nThanks for your message. Could we set up a short call this week to talk it through?\n\nBest regards",
  },
  {
    name: "Meeting reminder",
    subject: "See you soon, {first name}",
    text: "Hi {first name},\n\nA quick reminder of our meeting on {meeting time}. If the time no longer suits you, pick another one here: {reschedule link}\n\nSee you then",
  },
];

/**
 * @param {{
 *   db: import("firebase-admin/firestore").Firestore,
 *   Timestamp: typeof import("firebase-admin/firestore").Timestamp,
 *   by: { uid: string, email: string },
 *   key: string,
 *   domain: string,
 *   log: (line: string) => void,
 * }} options
 */
export async function seedConversations({ db, Timestamp, by, key, domain, log }) {
  const { COLLECTIONS, COLLECTION_OF_KIND } = /** @type {typeof import("../../functions/src/domain/index.ts")} */ (
    load("../../functions/lib/domain/index.js")
  );
  const keys = /** @type {typeof import("../../functions/src/conversations/keys.ts")} */ (
    load("../../functions/lib/conversations/keys.js")
  );
  const conversations = /** @type {typeof import("../../functions/src/domain/conversations.ts")} */ (
    load("../../functions/lib/domain/conversations.js")
  );
  if (!(await db.collection(COLLECTIONS.messages).limit(1).get()).empty) return;

  const templates = db.collection(COLLECTIONS.messageTemplates);
  for (const template of TEMPLATES) {
    await templates.add({ ...template, updated_at: Timestamp.now(), updated_by: by.email });
  }

  const leads = await db.collection(COLLECTION_OF_KIND.contact).orderBy("created_at", "desc").limit(2).get();
  const hoursAgo = (/** @type {number} */ hours) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);
  for (const [index, lead] of leads.docs.entries()) {
    const data = lead.data();
    const name = String(data.name ?? "");
    const address = String(data.email ?? "");
    const token = keys.replyToken(key, "contact", lead.id);
    const sentId = `<seed-sent-${lead.id}@${domain}>`;
    const unopened = index === 0;
    /** @type {import("../../functions/src/domain/conversations.ts").MessageRecord<import("firebase-admin/firestore").Timestamp>} */
    const sent = {
      lead: conversations.leadKey("contact", lead.id),
      type: "sent",
      from_name: "Demo Admin, Idaho AI Coaches",
      from_address: by.email,
      to: [address],
      cc: [],
      subject: `Thanks for reaching out, ${conversations.firstNameOf(data)}`,
      text: `Hi ${conversations.firstNameOf(data)},\n\nThanks for your message. Could we set up a short call this week?`,
      attachments: [],
      at: hoursAgo(3),
      by_uid: by.uid,
      by_email: by.email,
    };
    /** @type {typeof sent} */
    const received = {
      ...sent,
      type: "reply",
      from_name: name,
      from_address: address,
      to: [conversations.replyAddress(token, domain)],
      subject: `Re: ${sent.subject}`,
      text: unopened ? "Yes please! Thursday afternoon works best for me." : "Tuesday morning is good, thanks.",
      at: hoursAgo(1),
      matched_by: "token",
    };
    delete received.by_uid;
    delete received.by_email;
    const batch = db.batch();
    batch.set(db.collection(COLLECTIONS.messages).doc(keys.messageDocId(key, sentId)), sent);
    batch.set(
      db.collection(COLLECTIONS.messages).doc(keys.messageDocId(key, `<seed-reply-${lead.id}@example.test>`)),
      received,
    );
    batch.update(lead.ref, {
      [conversations.REPLY_TOKEN_HASH_FIELD]: keys.replyTokenHash(key, token),
      messages_count: 2,
      last_reply_at: received.at,
      new_reply: unopened,
    });
    await batch.commit();
  }
  log(`• Seeded ${TEMPLATES.length} message templates and ${leads.size} sample conversations`);
}
