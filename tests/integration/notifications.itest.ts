/**
 * Mail end to end: the callables and the Stripe webhook store, queue the mails on the Functions emulator's task
 * queue, and the `sendMail` task function delivers them over SMTP to maildev, read back through its REST API. Also:
 * with maildev stopped the visitor still gets `ok` and the submission is stored with its mail pending; once maildev
 * is back the queue's retry (after its backoff) delivers each mail once.
 *
 * Every test writes from its own address, so the confirmation cap (3 a day per address) never interferes.
 */
import { randomUUID } from "node:crypto";
import type { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import { RETRY } from "../../functions/src/mail/deliver";
import { coachApplication, contactMessage } from "../../functions/src/testing/fixtures";
import { admin, webClient, eventually } from "./emulators";

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const controlOrigin = process.env.MAIL_CONTROL_ORIGIN ?? "http://127.0.0.1:1081";
const standInOrigin = process.env.STRIPE_STANDIN_ORIGIN ?? "http://127.0.0.1:12111";
/** The demo staff address the stack configures (scripts/lib/maildev.mjs). */
const STAFF = "staff@idahoaicoaches.test";

const client = webClient();

/** A mail as maildev's REST API lists it. */
interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, string>;
}

async function inbox(): Promise<CaughtMail[]> {
  const answer = await fetch(`${inboxOrigin}/email`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status}`);
  return (await answer.json()) as CaughtMail[];
}

const sentTo = (mail: CaughtMail, address: string) => mail.to.some((to) => to.address === address);

/** The staff notice whose subject contains `subject` and the confirmation to `address`, once both arrived. */
async function bothMails(subject: string, address: string) {
  return eventually(async () => {
    const mails = await inbox();
    const notice = mails.filter((mail) => sentTo(mail, STAFF) && mail.subject.includes(subject));
    const confirmation = mails.filter((mail) => sentTo(mail, address));
    return notice.length && confirmation.length ? { notice, confirmation } : undefined;
  }, `the mails about "${subject}"`);
}

async function storedBy(collection: string, field: string, address: string) {
  return eventually(async () => {
    const snapshot = await admin().db.collection(collection).where(field, "==", address).get();
    return snapshot.docs[0];
  }, `the ${collection} document of ${address}`);
}

interface Delivery {
  state: string;
  attempts: number;
  last_error?: string;
  updated_at: Timestamp;
}

async function deliveryOf(collection: string, id: string) {
  const snapshot = await admin().db.collection(collection).doc(id).get();
  return (snapshot.get("delivery") ?? {}) as { staff?: Delivery; confirmation?: Delivery };
}

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

async function maildev(action: "stop" | "start") {
  const answer = await fetch(`${controlOrigin}/maildev/${action}`, { method: "POST" });
  expect(answer.status, `maildev ${action}`).toBe(204);
}

afterAll(async () => {
  // Whatever happened, leave the stack with its mail server running.
  await maildev("start");
});

describe("mail", () => {
  it("a contact message reaches staff (Reply-To the sender) and the sender gets a confirmation", async () => {
    const email = address("ada");
    const subject = `Training ${randomUUID().slice(0, 8)}`;
    expect(await client.call("submitContact", contactMessage({ email, subject }))).toEqual({ ok: true });

    const { notice, confirmation } = await bothMails(subject, email);
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toBe(`New contact message: ${subject}`);
    expect(notice[0]?.headers["reply-to"]).toContain(email);
    expect(notice[0]?.text).toContain("/dashboard");
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.text).toContain("We received your message and will get back to you as soon as possible.");
    expect(confirmation[0]?.text).not.toContain(subject);

    const doc = await storedBy(COLLECTIONS.contactSubmissions, "email", email);
    const delivery = await eventually(async () => {
      const current = await deliveryOf(COLLECTIONS.contactSubmissions, doc.id);
      return current.staff?.state === "sent" && current.confirmation?.state === "sent" ? current : undefined;
    }, "delivery recorded as sent");
    expect(delivery.staff).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("an application reaches staff with the applicant's name, and the applicant gets the next steps", async () => {
    const email = address("applicant");
    const lastName = `Tester${randomUUID().slice(0, 6)}`;
    const answer = await client.call("submitCoachApplication", coachApplication({ email, lastName }));
    expect(answer).toEqual({ ok: true });

    const { notice, confirmation } = await bothMails(lastName, email);
    expect(notice[0]?.subject).toBe(`New coach application: Ada ${lastName}`);
    expect(notice[0]?.headers["reply-to"]).toContain(email);
    expect(confirmation[0]?.text).toContain("within 1-2 weeks");
    expect(confirmation[0]?.text).toContain("4. Launch your career");
  });

  it("a honeypot hit sends nothing", async () => {
    const bot = address("bot");
    const person = address("person");
    const subject = `After the bot ${randomUUID().slice(0, 8)}`;
    await client.call("submitContact", { ...contactMessage({ email: bot, subject: "bot" }), website: "spam" });
    await client.call("submitContact", contactMessage({ email: person, subject }));
    await bothMails(subject, person);
    expect((await inbox()).filter((mail) => sentTo(mail, bot))).toEqual([]);
  });

  it("a test payment of Patent with AI reaches staff and the buyer, with when the second payment is charged", async () => {
    const email = address("buyer");
    const { url } = await client.call<{ url: string }>("createPayment", {
      priceId: "price_patent_with_ai_installment",
      paymentType: "installment",
    });
    expect(url.startsWith(standInOrigin)).toBe(true);
    const paid = await fetch(url, {
      method: "POST",
      body: new URLSearchParams({ email, card: "4242", action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);

    const payment = await storedBy(COLLECTIONS.payments, "customer_email", email);
    const mails = await eventually(async () => {
      const all = await inbox();
      const notice = all.filter(
        (mail) => sentTo(mail, STAFF) && mail.text.includes(payment.get("session_id") as string),
      );
      const confirmation = all.filter((mail) => sentTo(mail, email));
      return notice.length && confirmation.length ? { notice, confirmation } : undefined;
    }, "the payment's mails");
    expect(mails.notice[0]?.subject).toBe("New payment: Patent with AI, $2,575 (1 of 2)");
    expect(mails.confirmation).toHaveLength(1);
    expect(mails.confirmation[0]?.text).toContain("Amount paid: $2,575");
    expect(mails.confirmation[0]?.text).toContain("The second payment of $2,575 is charged to the same card");
  });

  it(
    "with the mail server down the visitor still gets ok and the mail waits; once it is back each mail arrives once",
    { timeout: 120_000 },
    async () => {
      await maildev("stop");
      const email = address("outage");
      const subject = `During the outage ${randomUUID().slice(0, 8)}`;
      try {
        expect(await client.call("submitContact", contactMessage({ email, subject }))).toEqual({ ok: true });
        const doc = await storedBy(COLLECTIONS.contactSubmissions, "email", email);
        expect(doc.get("subject")).toBe(subject);

        // The first attempt failed: recorded as waiting for a retry, with the error's code and nothing else.
        const failed = await eventually(async () => {
          const { staff } = await deliveryOf(COLLECTIONS.contactSubmissions, doc.id);
          return staff?.last_error ? staff : undefined;
        }, "the failed first attempt");
        expect(failed).toMatchObject({ state: "queued", attempts: 1, last_error: "ECONNREFUSED" });
      } finally {
        await maildev("start");
      }

      const { notice, confirmation } = await bothMails(subject, email);
      const doc = await storedBy(COLLECTIONS.contactSubmissions, "email", email);
      const delivered = await eventually(async () => {
        const current = await deliveryOf(COLLECTIONS.contactSubmissions, doc.id);
        return current.staff?.state === "sent" && current.confirmation?.state === "sent" ? current : undefined;
      }, "both mails recorded as sent");
      expect(delivered.staff?.attempts).toBe(2);
      expect(delivered.staff).not.toHaveProperty("last_error");
      expect(notice).toHaveLength(1);
      expect(confirmation).toHaveLength(1);

      // Sent and acknowledged: nothing is left to retry, so the inbox keeps exactly one of each.
      const again = (await inbox()).filter((mail) => mail.subject.includes(subject) || sentTo(mail, email));
      expect(again).toHaveLength(2);
      // The retry waited for the queue's backoff (retryConfig.minBackoffSeconds), not a tight loop.
      expect(delivered.staff!.updated_at.toMillis() - doc.get("created_at").toMillis()).toBeGreaterThanOrEqual(
        (RETRY.minBackoffSeconds - 1) * 1000,
      );
    },
  );
});
