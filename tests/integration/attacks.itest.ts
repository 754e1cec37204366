/**
 * The project's own attack run (issue 23): each move an attacker would make against the running stack, and the
 * refusal it must meet. `npm test` runs it on its own stack; `npm run attack` runs it against `npm start`'s, with the
 * product's default limits (docs/security.md lists every defence and the test that proves it).
 *
 * - plus-addressed and dotted variants of one Gmail mailbox flood it with confirmations;
 * - a foreign web page calls a callable from its visitors' browsers (its `Origin`);
 * - crafted cursors and ids make the admin callables throw inside Firestore's client;
 * - a Checkout Session made outside the site, tagged with the site's metadata, is paid at the wrong amount.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { FirebaseError } from "firebase/app";
import Stripe from "stripe";
import { beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import { CONFIRMATION_CAP } from "../../functions/src/mail/cap";
import seed from "../../emulator-data/seed.json" with { type: "json" };
import { admin, functionsOrigin, hostingOrigin, postRaw, projectId, region, webClient } from "./emulators";

const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const standInOrigin = process.env.STRIPE_STANDIN_ORIGIN ?? "http://127.0.0.1:12111";
const FOREIGN_ORIGIN = "https://evil.example";
const demoAdmin = {
  email: process.env.DEMO_ADMIN_EMAIL || seed.admin.email,
  password: process.env.DEMO_ADMIN_PASSWORD || seed.admin.password,
};

/** The error code a callable answered with (`functions/<code>`), or "ok". */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return "ok";
  } catch (error) {
    if (error instanceof FirebaseError) return error.code;
    throw error;
  }
}

interface CaughtMail {
  subject: string;
  to: { address: string }[];
}

async function inbox(): Promise<CaughtMail[]> {
  const answer = await fetch(`${inboxOrigin}/email`);
  if (!answer.ok) throw new Error(`maildev answered ${answer.status}`);
  return (await answer.json()) as CaughtMail[];
}

/** Waits until every stored message of `subject` has its confirmation decided (sent, skipped or failed). */
async function confirmationsSettled(subject: string, stored: number) {
  const { db } = admin();
  for (let attempt = 0; attempt < 120; attempt++) {
    const snapshot = await db.collection(COLLECTIONS.contactSubmissions).where("subject", "==", subject).get();
    const states = snapshot.docs.map((doc) => doc.get("delivery.confirmation.state") as string | undefined);
    if (snapshot.size === stored && states.every((state) => state && state !== "queued")) return snapshot.docs;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the confirmations of "${subject}" were not decided in 30 s`);
}

describe("attack run", () => {
  const visitor = webClient();
  const staff = webClient();

  beforeAll(async () => {
    await staff.signIn(demoAdmin.email, demoAdmin.password);
  });

  it("a flood of plus-addressed and dotted variants of one Gmail mailbox gets it at most the daily cap of confirmations", async () => {
    const mailbox = `victim${Date.now()}`;
    const variants = [
      `${mailbox}+1@gmail.com`,
      `${mailbox}+2@gmail.com`,
      `${mailbox.split("").join(".")}@gmail.com`,
      `${mailbox.toUpperCase()}@googlemail.com`,
      `${mailbox}+news@googlemail.com`,
      `${mailbox.slice(0, 3)}.${mailbox.slice(3)}+x@gmail.com`,
    ];
    const subject = `Flood ${mailbox}`;
    // One post at a time, each after the previous confirmation was decided: a flood paced as the 1,440-a-day one
    // the review found. (Concurrent cap transactions on the local Firestore stand-in are not isolated and could
    // admit one too many; Firestore's are serializable. Decision 0002.)
    const answers: string[] = [];
    let docs: Awaited<ReturnType<typeof confirmationsSettled>> = [];
    for (const email of variants) {
      answers.push(
        await outcome(visitor.call("submitContact", { name: "Flood", email, subject, message: "Hello there!" })),
      );
      docs = await confirmationsSettled(subject, answers.filter((answer) => answer === "ok").length);
    }
    // Each post is stored or refused by a rate limit (the client's, or the mailbox's: its variants share one).
    expect(answers.every((answer) => answer === "ok" || answer === "functions/resource-exhausted")).toBe(true);
    const sent = docs.filter((doc) => doc.get("delivery.confirmation.state") === "sent");
    expect(sent.length).toBeLessThanOrEqual(CONFIRMATION_CAP);
    const reached = (await inbox()).filter(
      (mail) => mail.subject !== subject && mail.to.some((to) => variants.includes(to.address)),
    );
    expect(reached.length).toBeLessThanOrEqual(CONFIRMATION_CAP);
  });

  it("a call from a foreign page's Origin is refused before anything is stored, and its preflight is not allowed", async () => {
    const subject = `Foreign origin ${Date.now()}`;
    const answer = await postRaw(
      "submitContact",
      JSON.stringify({ data: { name: "Mallory", email: "mallory@example.com", subject, message: "From elsewhere" } }),
      { origin: FOREIGN_ORIGIN },
    );
    expect(answer.status).toBe(403);
    const { db } = admin();
    const stored = await db.collection(COLLECTIONS.contactSubmissions).where("subject", "==", subject).get();
    expect(stored.size).toBe(0);

    const preflight = await postPreflight("submitContact", FOREIGN_ORIGIN);
    expect(preflight.headers.get("access-control-allow-origin")).not.toBe(FOREIGN_ORIGIN);
    expect(preflight.headers.get("access-control-allow-origin")).not.toBe("*");
    const own = await postPreflight("submitContact", hostingOrigin);
    expect(own.headers.get("access-control-allow-origin")).toBe(hostingOrigin);
  });

  it.each([
    [
      "a cursor time with +05 (no minutes)",
      "listSubmissions",
      { kind: "contact", cursor: cursor("2026-11-01T10:00:00+05") },
    ],
    ["a cursor time in year 0", "listSubmissions", { kind: "contact", cursor: cursor("0000-01-01T00:00:00Z") }],
    ["a cursor id with a slash", "listSubmissions", { kind: "contact", cursor: cursor("2026-11-01T10:00:00Z", "a/b") }],
    [
      "an export cursor of 30 February",
      "exportSubmissions",
      { kind: "contact", cursor: cursor("2026-02-30T10:00:00Z") },
    ],
    ["a submission id that is a path", "getSubmission", { kind: "contact", id: "x/activity/y" }],
    ["a submission id __reserved__", "setSubmissionStatus", { kind: "contact", id: "__x__", status: "replied" }],
    ["a paymentId with a slash", "chargeInstallment", { paymentId: "cs_test/../x" }],
    ["a paymentId of ..", "reconcileInstallment", { paymentId: ".." }],
  ])("%s is refused as invalid-argument by %s, never INTERNAL", async (_move, name, data) => {
    expect(await outcome(staff.call(name, data))).toBe("functions/invalid-argument");
  });

  it("a Checkout Session made outside the site at the wrong amount is recorded for review and never charged", async () => {
    const stripe = new Stripe("sk_test_local_standin", {
      host: new URL(standInOrigin).hostname,
      port: Number(new URL(standInOrigin).port),
      protocol: "http",
    });
    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      success_url: `${hostingOrigin}/checkout/success`,
      line_items: [
        { quantity: 1, price_data: { currency: "usd", unit_amount: 100, product_data: { name: "Patent with AI" } } },
      ],
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session" },
      metadata: { program: "patent-with-ai", payment_type: "installment", installment: "1 of 2" },
    });
    const paid = await fetch(session.url ?? "", {
      method: "POST",
      body: new URLSearchParams({ email: "linkbuyer@example.test", card: "4242", action: "pay" }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);

    const { db } = admin();
    let recorded: DocumentSnapshot | undefined;
    for (let attempt = 0; attempt < 80 && !recorded?.exists; attempt++) {
      recorded = await db.collection(COLLECTIONS.payments).doc(session.id).get();
      if (!recorded.exists) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recorded?.get("amount_mismatch")).toBe(true);
    expect(recorded?.get("amount_total")).toBe(100);
    expect(await outcome(staff.call("chargeInstallment", { paymentId: session.id }))).toBe(
      "functions/failed-precondition",
    );
  });
});

function cursor(createdAt: string, id = "abc") {
  return { createdAt, id };
}

/** The CORS preflight a browser sends before a callable's POST from `origin`. */
function postPreflight(name: string, origin: string) {
  return fetch(`${functionsOrigin}/${projectId}/${region}/${name}`, {
    method: "OPTIONS",
    headers: {
      origin,
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
    },
  });
}
