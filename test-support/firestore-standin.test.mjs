import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldPath, FieldValue, Timestamp, getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFirestoreStandin } from "./firestore-standin.mjs";

// The stand-in's order, cursors, offset and limit, as Firestore answers them (firestore-standin.mjs).
/** @type {Awaited<ReturnType<typeof startFirestoreStandin>>} */
let server;
/** @type {import("firebase-admin/app").App} */
let app;
/** @type {import("firebase-admin/firestore").Firestore} */
let db;
const AT = Timestamp.fromMillis(Date.parse("2026-11-01T12:00:00Z"));
const LATER = Timestamp.fromMillis(Date.parse("2026-11-02T12:00:00Z"));

beforeAll(async () => {
  server = await startFirestoreStandin();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId: `demo-standin-${server.port}` }, `standin-${server.port}`);
  db = getFirestore(app);
  // Five rows share one time (as a batch's server time stamps them), inserted out of id order; one is later.
  for (const id of ["c", "a", "e", "b", "d"]) await db.collection("rows").doc(id).set({ at: AT, n: 1 });
  await db.collection("rows").doc("z").set({ at: LATER, n: 2 });
  await db.collection("rows").doc("untimed").set({ n: 3 });
});

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

const newestFirst = () => db.collection("rows").orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
/** @param {import("firebase-admin/firestore").Query} query */
const ids = async (query) => (await query.get()).docs.map((doc) => doc.id);

describe("Firestore stand-in order and cursors", () => {
  it("breaks ties on the document name in the direction of the last order, and leaves out rows without the field", async () => {
    expect(await ids(newestFirst())).toEqual(["z", "e", "d", "c", "b", "a"]);
    expect(await ids(db.collection("rows").orderBy("at"))).toEqual(["a", "b", "c", "d", "e", "z"]);
    expect(await ids(db.collection("rows").orderBy("at", "desc"))).toEqual(["z", "e", "d", "c", "b", "a"]);
  });

  it("orders by name alone when the query has no order", async () => {
    expect(await ids(db.collection("rows"))).toEqual(["a", "b", "c", "d", "e", "untimed", "z"]);
  });

  it("starts after, starts at, ends before and ends at a cursor of equal times by its id", async () => {
    expect(await ids(newestFirst().startAfter(AT, "d"))).toEqual(["c", "b", "a"]);
    expect(await ids(newestFirst().startAt(AT, "d"))).toEqual(["d", "c", "b", "a"]);
    expect(await ids(newestFirst().endBefore(AT, "b"))).toEqual(["z", "e", "d", "c"]);
    expect(await ids(newestFirst().endAt(AT, "b"))).toEqual(["z", "e", "d", "c", "b"]);
    expect(await ids(newestFirst().startAfter(LATER, "z").endBefore(AT, "b"))).toEqual(["e", "d", "c"]);
  });

  it("applies a cursor of fewer values than orders to its leading orders", async () => {
    expect(await ids(newestFirst().startAfter(LATER))).toEqual(["e", "d", "c", "b", "a"]);
    expect(await ids(newestFirst().startAt(AT))).toEqual(["e", "d", "c", "b", "a"]);
    expect(await ids(newestFirst().endBefore(AT))).toEqual(["z"]);
  });

  it("applies the limit and the offset after the cursor", async () => {
    expect(await ids(newestFirst().startAfter(AT, "e").limit(2))).toEqual(["d", "c"]);
    expect(await ids(newestFirst().offset(1).limit(2))).toEqual(["e", "d"]);
    expect(await ids(newestFirst().startAfter(AT, "a").limit(2))).toEqual([]);
  });

  it("pages through a thousand rows of one time, every row once, in order", async () => {
    const batch = db.batch();
    const many = db.collection("many");
    for (let index = 0; index < 1000; index++) batch.set(many.doc(`r${String(index).padStart(4, "0")}`), { at: AT });
    await batch.commit();
    const seen = [];
    let last;
    for (let page = 0; page < 30; page++) {
      let query = many.orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc").limit(50);
      if (last) query = query.startAfter(AT, last);
      const pageIds = await ids(query);
      if (pageIds.length === 0) break;
      seen.push(...pageIds);
      last = pageIds.at(-1);
    }
    expect(seen).toHaveLength(1000);
    expect(seen).toEqual([...seen].sort().reverse());
    expect(
      await many
        .count()
        .get()
        .then((snapshot) => snapshot.data().count),
    ).toBe(1000);
  });

  it("counts with a filter and keeps projections", async () => {
    expect((await db.collection("rows").where("n", "==", 1).count().get()).data().count).toBe(5);
    const [first] = (await newestFirst().select("n").limit(1).get()).docs;
    expect(first?.data()).toEqual({ n: 2 });
  });
});

// A commit applies all its writes or none (firestore-standin.mjs, decision 0002): bookings rely on it.
describe("Firestore stand-in commits", () => {
  /** @param {string} path */
  const exists = async (path) => (await db.doc(path).get()).exists;

  it("writes nothing of a batch whose create() meets an existing lock, in any order of its writes", async () => {
    await db.doc("locks/a").create({ booking: "first" });
    const lockFirst = db.batch().create(db.doc("locks/a"), { booking: "b1" }).create(db.doc("bookings/b1"), {});
    await expect(lockFirst.commit()).rejects.toMatchObject({ code: 6 });
    const bookingFirst = db
      .batch()
      .create(db.doc("bookings/b2"), {})
      .create(db.doc("locks/b"), { booking: "b2" })
      .create(db.doc("locks/a"), { booking: "b2" })
      .create(db.doc("locks/c"), { booking: "b2" });
    await expect(bookingFirst.commit()).rejects.toMatchObject({ code: 6 });
    expect(await exists("bookings/b1")).toBe(false);
    expect(await exists("bookings/b2")).toBe(false);
    expect(await exists("locks/b")).toBe(false);
    expect(await exists("locks/c")).toBe(false);
    expect((await db.doc("locks/a").get()).data()).toEqual({ booking: "first" });
  });

  it("writes nothing of a transaction whose create() fails", async () => {
    const attempt = db.runTransaction(async (transaction) => {
      await transaction.get(db.doc("locks/a"));
      transaction.set(db.doc("counters/t"), { n: 1 }).create(db.doc("locks/a"), { booking: "t" });
    });
    await expect(attempt).rejects.toMatchObject({ code: 6 });
    expect(await exists("counters/t")).toBe(false);
  });

  it("checks update()'s existence and a last update time before any write", async () => {
    const missing = db.batch().set(db.doc("counters/u"), { n: 1 }).update(db.doc("counters/none"), { n: 2 });
    await expect(missing.commit()).rejects.toMatchObject({ code: 5 });
    expect(await exists("counters/u")).toBe(false);

    const [written] = await db.batch().set(db.doc("counters/v"), { n: 1 }).commit();
    const stale = Timestamp.fromMillis((written?.writeTime.toMillis() ?? 0) - 1);
    const outdated = db
      .batch()
      .set(db.doc("counters/w"), { n: 1 })
      .update(db.doc("counters/v"), { n: 2 }, { lastUpdateTime: stale });
    await expect(outdated.commit()).rejects.toMatchObject({ code: 9 });
    expect(await exists("counters/w")).toBe(false);
    expect((await db.doc("counters/v").get()).data()).toEqual({ n: 1 });

    const current = (await db.doc("counters/v").get()).updateTime;
    await db.batch().update(db.doc("counters/v"), { n: 3 }, { lastUpdateTime: current }).commit();
    expect((await db.doc("counters/v").get()).data()).toEqual({ n: 3 });
  });

  it("restores what a commit wrote before a write that fails for another reason", async () => {
    // The stand-in cannot add to a text field (Firestore would overwrite it): the commit's second write throws.
    await db.doc("counters/text").set({ s: "text" });
    const failing = db
      .batch()
      .set(db.doc("counters/x"), { n: 1 })
      .update(db.doc("counters/text"), { s: FieldValue.increment(1) });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {}); // the stand-in logs the failure
    await expect(failing.commit()).rejects.toThrow();
    quiet.mockRestore();
    expect(await exists("counters/x")).toBe(false);
    expect((await db.doc("counters/text").get()).data()).toEqual({ s: "text" });
  });

  it("follows a document through its commit: deleted, then created", async () => {
    await db.doc("locks/d").set({ booking: "old" });
    await db.batch().delete(db.doc("locks/d")).create(db.doc("locks/d"), { booking: "new" }).commit();
    expect((await db.doc("locks/d").get()).data()).toEqual({ booking: "new" });
  });

  it("lets exactly one of 20 concurrent batches creating the same lock and its own booking commit", async () => {
    const attempts = Array.from({ length: 20 }, (_, index) =>
      db
        .batch()
        .create(db.doc(`race/booking-${index}`), { index })
        .create(db.doc("race_locks/h1_2027-03-15T15:00:00.000Z"), { booking: index })
        .commit(),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter(({ status }) => status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected" && result.reason.code === 6)).toHaveLength(19);
    const bookings = await db.collection("race").get();
    expect(bookings.size).toBe(1);
    const lock = await db.doc("race_locks/h1_2027-03-15T15:00:00.000Z").get();
    expect(lock.data()).toEqual({ booking: bookings.docs[0]?.data().index });
  });
});
