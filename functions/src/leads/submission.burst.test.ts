import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleSubmitContact } from "./submitContact";
import { COLLECTIONS } from "../domain/collections";
import { contactMessage } from "../testing/fixtures";
import { startStandinFirestore } from "../testing/standinFirestore";
import { firestoreRateLimiter } from "../platform/rateLimit";
import type { SubmissionDeps } from "./submission";

/**
 * A burst of concurrent submissions through the real handler, rate limiter and Firestore protocol (the local
 * stand-in, in this process). Through the Functions emulator the same burst would measure how fast the machine starts
 * one worker process per request in flight, not the product; tests/integration sends a small burst to prove the wiring.
 */
describe("100 concurrent contact submissions", () => {
  let standIn: Awaited<ReturnType<typeof startStandinFirestore>>;
  beforeAll(async () => {
    standIn = await startStandinFirestore();
  });
  afterAll(async () => {
    await standIn?.stop();
  });

  it("are all stored exactly once, each from its own client", async () => {
    const { db } = standIn;
    const silent = { info() {}, warn() {}, error() {} };
    const deps: SubmissionDeps = {
      store: async (collection, record) => (await db.collection(collection).add(record)).id,
      rateLimiter: firestoreRateLimiter(db, () => ({ max: 5, windowSeconds: 600 })),
      log: silent,
    };
    const emails = Array.from({ length: 100 }, (_, i) => `burst-${i}@example.test`);
    const answers = await Promise.all(
      emails.map((email, i) =>
        handleSubmitContact({ data: contactMessage({ email }), ip: `198.51.100.${i + 1}` }, deps),
      ),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const stored = (await db.collection(COLLECTIONS.contactSubmissions).get()).docs.map((doc) => doc.get("email"));
    expect(stored).toHaveLength(100);
    expect(new Set(stored)).toEqual(new Set(emails));
  });
});
