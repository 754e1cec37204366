/**
 * The seed's conversations (issue 35): two message templates, and on the two newest contact messages a mail the demo
 * admin sent and the visitor's reply — one still unopened, so the Contact tab shows "New reply". The sent mail is
 * built by the product's own builder (functions/src/conversations/outgoing.ts: the timeline message, the lead's mail
 * event with its Message-ID and reply address, recorded as sent) and the reply by the domain's
 * `receivedMessageRecord`, as the inbound webhook stores one matched by its reply token.
 */
import { Timestamp } from "firebase-admin/firestore";

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

/** The sample replies: the newest lead's is unopened ("New reply"), the other's was read. */
const REPLIES = ["Yes please! Thursday afternoon works best for me.", "Tuesday morning is good, thanks."];

/**
 * The message templates staff pick from in a lead's drawer (also on the test stack: they are the dashboard's
 * configuration, not data a test counts).
 * @type {import("./index.mjs").Seeder}
 */
export async function seedMessageTemplates({ db, domain, admin, now, log }) {
  const templates = db.collection(domain.COLLECTIONS.messageTemplates);
  for (const template of TEMPLATES) {
    await templates.add({ ...template, updated_at: Timestamp.fromDate(now), updated_by: admin.email });
  }
  log(`• Seeded ${TEMPLATES.length} message templates`);
}

/** @type {import("./index.mjs").Seeder} */
export async function seedConversations({ db, domain, product, now, log, admin, hashKey, inboundDomain }) {
  const { conversations, conversationMail } = product;
  const hoursAgo = (/** @type {number} */ hours) => Timestamp.fromMillis(now.getTime() - hours * 3_600_000);
  const leads = await db.collection(domain.COLLECTION_OF_KIND.contact).orderBy("created_at", "desc").limit(2).get();
  for (const [index, lead] of leads.docs.entries()) {
    const data = lead.data();
    const firstName = conversations.firstNameOf(data);
    const sentAt = hoursAgo(3);
    const sent = conversationMail.leadMessage({
      key: hashKey,
      domain: inboundDomain,
      kind: "contact",
      id: lead.id,
      to: String(data.email),
      subject: `Thanks for reaching out, ${firstName}`,
      text: `Hi ${firstName},\n\nThanks for your message. Could we set up a short call this week?`,
      staffName: "Demo Admin",
      by: admin,
      messageId: `<seed-sent-${lead.id}@${inboundDomain}>`,
      at: sentAt,
    });
    const delivered = { state: "sent", attempts: 1, updated_at: Timestamp.fromMillis(sentAt.toMillis() + 60_000) };
    const unopened = index === 0;
    const reply = conversations.receivedMessageRecord({
      kind: "contact",
      id: lead.id,
      type: "reply",
      from: { name: String(data.name ?? ""), address: String(data.email) },
      to: [sent.replyTo],
      cc: [],
      subject: `Re: ${sent.message.subject}`,
      text: String(REPLIES[index]),
      attachments: [],
      at: hoursAgo(1),
      matchedBy: "token",
      senderVerified: true,
    });
    const messages = db.collection(domain.COLLECTIONS.messages);
    const batch = db.batch();
    batch.set(lead.ref.collection(domain.COLLECTIONS.mailEvents).doc(sent.event), {
      ...sent.mailEvent,
      delivery: { confirmation: delivered },
    });
    batch.set(messages.doc(sent.docId), sent.message);
    batch.set(messages.doc(`seed-reply-${lead.id}`), reply);
    batch.update(lead.ref, {
      [conversations.REPLY_TOKEN_HASH_FIELD]: sent.tokenHash,
      messages_count: 2,
      last_reply_at: reply.at,
      new_reply: unopened,
    });
    await batch.commit();
  }
  log(`• Seeded ${leads.size} sample conversations (one with a new reply)`);
}
