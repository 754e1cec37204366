import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldPath, Timestamp, getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
