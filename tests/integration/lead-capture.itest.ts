/**
 * The contact form and the coach application against the emulators: valid payloads land in Firestore under
 * their stored names with a server timestamp; every hostile or broken payload gets a 4xx and stores nothing; the
 * honeypot and the per-client rate limit hold.
 *
 * Addresses: the functions key the rate limit on the address the platform saw, never on X-Forwarded-For (see
 * lib/clientAddress.ts; security.itest.ts shows a forged header buys nothing). Under the Functions emulator every
 * local caller is one client, so the suite shares one allowance, which scripts/test.mjs raises; the tests that
 * exhaust it restore the counter afterwards.
 */
import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { afterEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import { CALLABLES } from "../../functions/src/domain/contract";
import { APPLICATION_RECORD_NAMES, toStoredFields } from "../../functions/src/domain/leads";
import { UNKNOWN_ADDRESS } from "../../functions/src/platform/clientAddress";
import { clientKey } from "../../functions/src/platform/rateLimit";
import { coachApplication, contactMessage } from "../../functions/src/testing/fixtures";
import { admin, localHashKey, postRaw, webClient } from "./emulators";

/**
 * What the server adds beside the form's fields: the pipeline's starting state, the search index and the visit's
 * source, and what later steps write on their own schedule (the mail delivery record). A stored document holds the
 * form's fields and these.
 */
const PIPELINE_FIELDS = ["status", "notes_count", "search_terms", "source"];
const LATER_FIELDS = ["delivery", "updated_at"];

/** The stored document's keys are exactly `fields` plus the pipeline's, and any of the later ones. */
function expectExactFields(stored: Record<string, unknown> | undefined, fields: string[]) {
  const keys = Object.keys(stored ?? {}).filter((key) => !LATER_FIELDS.includes(key));
  expect(keys.sort()).toEqual([...fields, ...PIPELINE_FIELDS].sort());
  // A request without a `source` (a script, an old tab) is stored as the unknown source: Direct, nothing else known.
  expect(stored).toMatchObject({ status: "new", notes_count: 0, source: { channel: "Direct" } });
}

const CONTACT_FIELDS = ["created_at", "email", "message", "name", "subject"];
const APPLICATION_FIELDS = [
  "additional_info",
  "ai_experience",
  "available_start_date",
  "city",
  "created_at",
  "current_occupation",
  "email",
  "first_name",
  "heard_about_us",
  "last_name",
  "motivation",
  "phone",
  "professional_background",
  "state",
  "teaching_experience",
  "work_preference",
];

/** Submissions sent at once through the emulator: enough to prove concurrent calls are each stored once. */
const BURST = 5;

const uniqueEmail = () => `lead-${randomUUID()}@example.test`;

/** The shared valid message with spaces around the name and e-mail (the callable trims them). */
function contact(email = uniqueEmail()) {
  const message = contactMessage({ email });
  return { ...message, name: `  ${message.name} `, email: ` ${email} ` };
}

/** The shared valid application without the optional answers, its start date padded (the callable trims it). */
function application(email = uniqueEmail()) {
  const { heardAboutUs: _heard, additionalInfo: _info, ...required } = coachApplication({ email, state: "ID" });
  return { ...required, availableStartDate: ` ${required.availableStartDate} ` };
}

/** Documents of `collection` whose `email` is `email` (each test owns its addresses). */
async function storedWith(collection: string, email: string) {
  const snapshot = await admin().db.collection(collection).where("email", "==", email).get();
  return snapshot.docs.map((doc) => doc.data());
}

async function collectionSize(collection: string) {
  return (await admin().db.collection(collection).get()).size;
}

/** Calls a callable over its wire protocol, without the SDK. */
async function callRaw(name: string, data: unknown) {
  const response = await postRaw(name, JSON.stringify({ data }));
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

/** The SDK's refusal: its code and details. */
async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, details } = error as { code: string; details?: { fields?: Record<string, string> } };
    return { code, fields: details?.fields };
  }
  throw new Error("expected the callable to refuse");
}

function expectServerTimestamp(value: unknown) {
  expect(value).toBeInstanceOf(Timestamp);
  expect(Math.abs((value as Timestamp).toMillis() - Date.now())).toBeLessThan(120_000);
}

describe("submitContact", () => {
  it("stores a valid message, trimmed, under exactly the form's fields, status New, with a server timestamp", async () => {
    const email = uniqueEmail();
    await expect(webClient().call(CALLABLES.submitContact, contact(email))).resolves.toEqual({ ok: true });

    const [stored, ...others] = await storedWith(COLLECTIONS.contactSubmissions, email);
    expect(others).toEqual([]);
    expectExactFields(stored, CONTACT_FIELDS);
    expect(stored).toMatchObject(contactMessage({ email }));
    expectServerTimestamp(stored?.created_at);
  });

  it("drops keys it does not know instead of storing them", async () => {
    const email = uniqueEmail();
    const hostile = { ...contact(email), isAdmin: true, created_at: "1999-01-01", status: "approved" };
    await expect(webClient().call(CALLABLES.submitContact, hostile)).resolves.toEqual({ ok: true });
    const [stored] = await storedWith(COLLECTIONS.contactSubmissions, email);
    expectExactFields(stored, CONTACT_FIELDS);
    expectServerTimestamp(stored?.created_at);
  });

  it.each([
    [
      "a missing field",
      (email: string) => ({ ...contact(email), message: undefined }),
      { message: "Message is required" },
    ],
    ["a blank field", (email: string) => ({ ...contact(email), name: "   " }), { name: "Name is required" }],
    ["a wrong type", (email: string) => ({ ...contact(email), subject: 42 }), { subject: "Subject is required" }],
    [
      "a field too long",
      (email: string) => ({ ...contact(email), message: "x".repeat(1001) }),
      { message: "Message must be less than 1000 characters" },
    ],
    ["only unknown keys", () => ({ isAdmin: true }), { name: "Name is required" }],
  ])("refuses %s with invalid-argument and the field's message, storing nothing", async (_kind, build, fields) => {
    const email = uniqueEmail();
    const answer = await refusal(webClient().call(CALLABLES.submitContact, build(email)));
    expect(answer.code).toBe("functions/invalid-argument");
    expect(answer.fields).toMatchObject(fields);
    expect(await storedWith(COLLECTIONS.contactSubmissions, email)).toEqual([]);
  });

  it("refuses an oversized payload with a 400 and stores nothing", async () => {
    const email = uniqueEmail();
    const { status, body } = await callRaw(CALLABLES.submitContact, {
      ...contact(email),
      padding: "x".repeat(20_000),
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { status: "INVALID_ARGUMENT" } });
    expect(await storedWith(COLLECTIONS.contactSubmissions, email)).toEqual([]);
  });

  it.each([
    ["a body that is not JSON", "name=Ada&email=ada%40example.test", { "content-type": "application/json" }],
    ["truncated JSON", '{"data": {"name": "Ada"', { "content-type": "application/json" }],
    ["JSON without the data envelope", JSON.stringify(contact()), { "content-type": "application/json" }],
    ["a non-JSON content type", JSON.stringify({ data: contact() }), { "content-type": "text/plain" }],
    ["no data at all", JSON.stringify({ data: null }), { "content-type": "application/json" }],
  ])("answers %s with a 4xx and stores nothing", async (_kind, body, headers) => {
    const before = await collectionSize(COLLECTIONS.contactSubmissions);
    const response = await postRaw(CALLABLES.submitContact, body, headers);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await collectionSize(COLLECTIONS.contactSubmissions)).toBe(before);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const email = uniqueEmail();
    const bot = { ...contact(email), website: "https://cheap-pills.example" };
    await expect(webClient().call(CALLABLES.submitContact, bot)).resolves.toEqual({ ok: true });
    expect(await storedWith(COLLECTIONS.contactSubmissions, email)).toEqual([]);
  });

  it("stores every one of a small concurrent burst exactly once", async () => {
    // The wiring under concurrency: 5 at once through the emulator (one worker process each). The product's own
    // burst of 100 runs against the Firestore stand-in in-process (functions/src/leads/submission.burst.test.ts),
    // where it measures the handler, not how fast this machine starts processes.
    const batch = randomUUID();
    const emails = Array.from({ length: BURST }, (_, i) => `burst-${i}-${batch}@example.test`);
    const answers = await Promise.all(
      emails.map((email) => webClient().call(CALLABLES.submitContact, { ...contact(email), subject: batch })),
    );
    expect(answers).toEqual(emails.map(() => ({ ok: true })));

    const stored = await admin().db.collection(COLLECTIONS.contactSubmissions).where("subject", "==", batch).get();
    expect(stored.size).toBe(BURST);
    expect(new Set(stored.docs.map((doc) => doc.get("email")))).toEqual(new Set(emails));
  });
});

describe("the per-client rate limit", () => {
  const counter = (callable: string) =>
    admin().db.doc(`${COLLECTIONS.rateLimits}/${clientKey(UNKNOWN_ADDRESS, callable, localHashKey())}`);
  let saved: DocumentData | undefined;
  afterEach(async () => {
    if (saved === undefined) return;
    await counter(CALLABLES.submitContact).set(saved);
    saved = undefined;
  });

  it("keeps one hashed counter per client and callable, never the address itself", async () => {
    const hits = async (callable: string) =>
      ((await counter(callable).get()).get("hits") as number[] | undefined)?.length ?? 0;
    const before = [await hits(CALLABLES.submitContact), await hits(CALLABLES.submitCoachApplication)];
    expect((await callRaw(CALLABLES.submitContact, contact())).status).toBe(200);
    expect((await callRaw(CALLABLES.submitCoachApplication, application())).status).toBe(200);
    expect([await hits(CALLABLES.submitContact), await hits(CALLABLES.submitCoachApplication)]).toEqual([
      (before[0] ?? 0) + 1,
      (before[1] ?? 0) + 1,
    ]);
    const stored = (await counter(CALLABLES.submitContact).get()).data();
    expect(stored?.expires_at).toBeInstanceOf(Timestamp);
    expect(Object.keys(stored ?? {}).sort()).toEqual(["expires_at", "hits"]);
  });

  it("answers resource-exhausted past the bound, stores nothing, and leaves the other form's allowance alone", async () => {
    saved = (await counter(CALLABLES.submitContact).get()).data() ?? { hits: [], expires_at: Timestamp.now() };
    const now = Date.now();
    // This machine has used up any configured allowance of the contact form within the window.
    await counter(CALLABLES.submitContact).set({
      hits: Array.from({ length: 10_000 }, (_, i) => now - i),
      expires_at: Timestamp.fromMillis(now + 600_000),
    });

    const email = uniqueEmail();
    const { status, body } = await callRaw(CALLABLES.submitContact, contact(email));
    expect(status).toBe(429);
    expect(body).toMatchObject({
      error: { status: "RESOURCE_EXHAUSTED", message: "Too many submissions. Please try again in a few minutes." },
    });
    expect(await storedWith(COLLECTIONS.contactSubmissions, email)).toEqual([]);
    expect((await callRaw(CALLABLES.submitCoachApplication, application())).status).toBe(200);
  });
});

describe("submitCoachApplication", () => {
  it("stores a valid application under the snake_case names of domain/leads.ts with a server timestamp", async () => {
    const email = uniqueEmail();
    const payload = { ...application(email), heardAboutUs: "A colleague" };
    await expect(webClient().call(CALLABLES.submitCoachApplication, payload)).resolves.toEqual({ ok: true });

    const [stored, ...others] = await storedWith(COLLECTIONS.coachApplications, email);
    expect(others).toEqual([]);
    expectExactFields(stored, APPLICATION_FIELDS);
    const sent = coachApplication({ email, state: "ID", heardAboutUs: "A colleague", additionalInfo: "" });
    expect(stored).toMatchObject(toStoredFields(APPLICATION_RECORD_NAMES, sent));
    expectServerTimestamp(stored?.created_at);
  });

  it.each([
    ["a missing choice", { aiExperience: undefined }, { aiExperience: "Please select your AI experience level" }],
    [
      "a value outside the product's choices",
      { workPreference: "weekends" },
      { workPreference: "Please select your work preference" },
    ],
    ["a wrong type", { phone: 2085550142 }, { phone: "Valid phone number is required" }],
    [
      "a short motivation",
      { motivation: "Because." },
      { motivation: "Please provide at least 100 characters about your motivation" },
    ],
    [
      "an answer too long",
      { additionalInfo: "x".repeat(1001) },
      { additionalInfo: "Additional information must be less than 1000 characters" },
    ],
  ])("refuses %s with invalid-argument, storing nothing", async (_kind, change, fields) => {
    const email = uniqueEmail();
    const answer = await refusal(
      webClient().call(CALLABLES.submitCoachApplication, { ...application(email), ...change }),
    );
    expect(answer).toEqual({ code: "functions/invalid-argument", fields });
    expect(await storedWith(COLLECTIONS.coachApplications, email)).toEqual([]);
  });

  it("answers a body that is not JSON with a 4xx and stores nothing", async () => {
    const before = await collectionSize(COLLECTIONS.coachApplications);
    const response = await postRaw(CALLABLES.submitCoachApplication, "<application/>");
    expect(response.status).toBe(400);
    expect(await collectionSize(COLLECTIONS.coachApplications)).toBe(before);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const email = uniqueEmail();
    const bot = { ...application(email), website: "spam" };
    await expect(webClient().call(CALLABLES.submitCoachApplication, bot)).resolves.toEqual({ ok: true });
    expect(await storedWith(COLLECTIONS.coachApplications, email)).toEqual([]);
  });
});
