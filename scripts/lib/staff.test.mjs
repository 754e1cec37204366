import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections.ts";
import { startFirestoreStandin } from "../../test-support/firestore-standin.mjs";
import {
  AUDIT_COLLECTION,
  BOOKING_HOSTS_COLLECTION,
  STAFF_COLLECTION,
  deleteStaffRecord,
  grantStaffRecord,
  recordCliAudit,
  retireHost,
  staffRecords,
  staffUids,
} from "./staff.mjs";

/** @type {Awaited<ReturnType<typeof startFirestoreStandin>>} */
let server;
/** @type {import("firebase-admin/app").App} */
let app;
/** @type {import("firebase-admin/firestore").Firestore} */
let db;

beforeAll(async () => {
  server = await startFirestoreStandin();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${server.port}`;
  app = initializeApp({ projectId: `demo-staff-${server.port}` }, `staff-${server.port}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await server.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
});

describe("staff records (what admin:grant, admin:revoke, admin:list and the seed do)", () => {
  it("live in the collection the domain and firestore.rules name", () => {
    expect(STAFF_COLLECTION).toBe(COLLECTIONS.staff);
    expect(AUDIT_COLLECTION).toBe(COLLECTIONS.auditLog);
    expect(BOOKING_HOSTS_COLLECTION).toBe(COLLECTIONS.bookingHosts);
  });

  it("admin:revoke stops a host's bookings and clears their private feed's token", async () => {
    await db.doc(`${BOOKING_HOSTS_COLLECTION}/host-1`).set({ active: true, feed_token_hash: "abc", email: "h@x.test" });
    expect(await retireHost(db, "host-1")).toBe(true);
    expect((await db.doc(`${BOOKING_HOSTS_COLLECTION}/host-1`).get()).data()).toMatchObject({
      active: false,
      feed_token_hash: null,
      email: "h@x.test",
    });
    expect(await retireHost(db, "not-a-host")).toBe(false);
    expect((await db.doc(`${BOOKING_HOSTS_COLLECTION}/not-a-host`).get()).exists).toBe(false);
  });

  it("make an owner by default, and make a demoted or deactivated member an active owner again", async () => {
    expect(await grantStaffRecord(db, "uid-3", "three@example.com", new Date(), "host")).toBe(true);
    expect((await staffRecords(db)).get("uid-3")).toEqual({ role: "host", active: true });
    await db.doc(`${STAFF_COLLECTION}/uid-3`).update({ active: false });
    expect(await grantStaffRecord(db, "uid-3", "three@example.com")).toBe(true);
    expect((await staffRecords(db)).get("uid-3")).toEqual({ role: "owner", active: true });
    expect(await grantStaffRecord(db, "uid-3", "three@example.com")).toBe(false);
    await deleteStaffRecord(db, "uid-3");
  });

  it("write the CLI's audit entries as the callables write theirs", async () => {
    await recordCliAudit(db, "grant", "admin:grant", "three@example.com", { role: "owner" });
    const entries = (await db.collection(AUDIT_COLLECTION).get()).docs.map((doc) => doc.data());
    expect(entries).toEqual([
      expect.objectContaining({
        action: "grant",
        by_uid: "cli",
        by_email: "npm run admin:grant",
        target: "three@example.com",
        details: { role: "owner" },
      }),
    ]);
  });

  it("are written once with the e-mail and the time, listed, and deleted", async () => {
    const at = new Date("2026-11-01T12:00:00Z");
    expect(await grantStaffRecord(db, "uid-1", "one@example.com", at)).toBe(true);
    expect(await grantStaffRecord(db, "uid-1", "one@example.com")).toBe(false);
    expect(await grantStaffRecord(db, "uid-2", "two@example.com", at)).toBe(true);
    const stored = (await db.doc(`${STAFF_COLLECTION}/uid-1`).get()).data();
    expect(stored?.email).toBe("one@example.com");
    expect(stored?.granted_at.toDate()).toEqual(at);
    expect(await staffUids(db)).toEqual(new Set(["uid-1", "uid-2"]));

    expect(await deleteStaffRecord(db, "uid-1")).toBe(true);
    expect(await deleteStaffRecord(db, "uid-1")).toBe(false);
    expect((await db.doc(`${STAFF_COLLECTION}/uid-1`).get()).exists).toBe(false);
    expect(await staffUids(db)).toEqual(new Set(["uid-2"]));
  });
});
