/**
 * Conversations end to end on the stack (issue 35): staff write from a lead's drawer (sendLeadMessage) → the mail
 * queue delivers it to maildev with a Reply-To on the reply domain and a Message-ID → `npm run mail:reply` answers it
 * through the inbound SMTP stand-in, which posts it to the inboundMail webhook signed as the provider would → the
 * reply is on the lead's timeline, the lead is marked New reply; opening it clears the mark. Also: a reply without the
 * token (In-Reply-To only) lands on the same lead; an out-of-office raises no mark; a forged POST stores nothing.
 */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import type { ConversationPageResponse } from "../../functions/src/domain/conversations";
import { admin, functionsOrigin, projectId, region, webClient } from "./emulators";

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PASSWORD = "conversation-test-pw";
const ADMIN_EMAIL = "conversation-admin@example.test";

/** Polls `probe` until it returns a value (not undefined) or the deadline passes. */
async function eventually<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function reply(...args: string[]) {
  const result = spawnSync("node", ["scripts/mail-reply.mjs", ...args], { cwd: ROOT, encoding: "utf8" });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

const staff = webClient();
const visitor = webClient();
const address = `lead-${randomUUID().slice(0, 8)}@example.test`;
let leadId = "";

const page = () => staff.call<ConversationPageResponse>("leadConversation", { kind: "contact", id: leadId });
const lead = async () => (await admin().db.doc(`contact_submissions/${leadId}`).get()).data() ?? {};

beforeAll(async () => {
  const { auth, db } = admin();
  const existing = await auth.getUserByEmail(ADMIN_EMAIL).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email: ADMIN_EMAIL, password: PASSWORD, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
  // An owner's staff record, as admin:grant writes it: the admin callables read the role in it (platform/roles.ts).
  await db
    .collection("staff")
    .doc(user.uid)
    .set({ email: ADMIN_EMAIL, role: "owner", active: true, granted_at: new Date() });
  await staff.signIn(ADMIN_EMAIL, PASSWORD);
  await visitor.call("submitContact", {
    name: "Casey Round-Trip",
    email: address,
    subject: "Coaching for our staff",
    message: "Could you run a session for 12 teachers?",
  });
  leadId = await eventually(async () => {
    const found = await db.collection("contact_submissions").where("email", "==", address).get();
    return found.docs[0]?.id;
  }, "the stored contact message");
}, 60_000);

describe("a conversation through the stack", () => {
  it("sends from the drawer, the reply comes back onto the timeline, New reply set and cleared", async () => {
    await staff.call("sendLeadMessage", {
      kind: "contact",
      id: leadId,
      subject: "About your session, {first name}",
      text: "Hi {first name},\n\nWould Tuesday at 10 suit you?",
    });
    const mail = await eventually(async () => {
      const mails = (await (await fetch(`${inboxOrigin}/email`)).json()) as {
        to: { address: string }[];
        subject: string;
        headers: Record<string, string>;
      }[];
      return mails.find(
        (entry) => entry.to.some((to) => to.address === address) && entry.subject.startsWith("About your session"),
      );
    }, "the mail in maildev");
    expect(mail.subject).toBe("About your session, Casey");
    expect(mail.headers["reply-to"]).toMatch(/reply\+[0-9a-f]{32}@reply\.idahoaicoaches\.test/);
    expect(mail.headers["message-id"]).toMatch(/^<[0-9a-f-]{36}@reply\.idahoaicoaches\.test>$/);
    await eventually(
      async () => ((await page()).messages[0]?.delivery?.state === "sent" ? true : undefined),
      "the delivery recorded as sent",
    );

    const sent = reply(address, "Tuesday works, thank you!");
    expect(sent.output).toContain("Replied to");
    expect(sent.code).toBe(0);
    const received = await eventually(async () => {
      const messages = (await page()).messages;
      return messages.find((message) => message.type === "reply");
    }, "the reply on the timeline");
    expect(received).toMatchObject({ text: "Tuesday works, thank you!", from_address: address, matched_by: "token" });
    expect((await lead()).new_reply).toBe(true);
    const counts = await staff.call<{ contact: { replies?: number } }>("submissionCounts", {});
    expect(counts.contact.replies).toBeGreaterThanOrEqual(1);

    expect(await staff.call("clearNewReply", { kind: "contact", id: leadId })).toEqual({ cleared: true });
    expect((await lead()).new_reply).toBe(false);
  }, 120_000);

  it("a reply with the token removed but In-Reply-To set lands on the same lead", async () => {
    expect(reply(address, "Sent to the plain address.", "--without-token").code).toBe(0);
    const received = await eventually(
      async () => (await page()).messages.find((message) => message.text === "Sent to the plain address."),
      "the tokenless reply",
    );
    expect(received.matched_by).toBe("thread");
    await staff.call("clearNewReply", { kind: "contact", id: leadId });
  }, 90_000);

  it("an out-of-office is stored as such and raises no New reply", async () => {
    expect(reply(address, "I am away until Monday.", "--auto-reply").code).toBe(0);
    const received = await eventually(
      async () => (await page()).messages.find((message) => message.type === "auto_reply"),
      "the automatic reply",
    );
    expect(received.text).toBe("I am away until Monday.");
    expect((await lead()).new_reply).toBe(false);
  }, 90_000);

  it("a forged webhook request (bad signature, old timestamp) stores nothing", async () => {
    const before = (await page()).messages.length;
    for (const timestamp of [String(Math.floor(Date.now() / 1000)), "1000000000"]) {
      const form = new FormData();
      form.set("timestamp", timestamp);
      form.set("token", randomUUID().replaceAll("-", ""));
      form.set("signature", "0".repeat(64));
      form.set("body-mime", `From: ${address}\r\nTo: x@reply.idahoaicoaches.test\r\nSubject: forged\r\n\r\nforged`);
      const answer = await fetch(`${functionsOrigin}/${projectId}/${region}/inboundMail`, {
        method: "POST",
        body: form,
      });
      expect(answer.status).toBe(401);
    }
    expect((await page()).messages.length).toBe(before);
  });
});
