/**
 * The admin callables against the emulators, called exactly as the dashboard calls them: who gets in (the admin
 * claim AND a verified e-mail, and not after admin:revoke), cursor pages with count() totals, status changes and
 * notes with their history, erasure with its audit entry, the chunked export; and the admin scripts' refusals.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { Timestamp } from "firebase-admin/firestore";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  Cursor,
  ExportChunk,
  ExportPageResponse,
  ListPageResponse,
  SubmissionDetailResponse,
  TabCountsResponse,
} from "../../functions/src/domain/dashboard";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import { searchTerms } from "../../functions/src/domain/search";
import { admin, clearCollection, webClient } from "./emulators";

const PASSWORD = "pipeline-test-pw";
const ADMIN_EMAIL = "pipeline-admin@example.test";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);

/** Creates (or recreates) an account in the Auth emulator: verified or not, admin or not. */
async function account(email: string, { verified, isAdmin }: { verified: boolean; isAdmin: boolean }) {
  const { auth } = admin();
  const existing = await auth.getUserByEmail(email).catch(() => null);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email, password: PASSWORD, emailVerified: verified });
  if (isAdmin) {
    await auth.setCustomUserClaims(user.uid, { admin: true });
    // The staff record the callables require (an owner's, as admin:grant writes it).
    await admin().db.doc(`${COLLECTIONS.staff}/${user.uid}`).set({ email, role: "owner", active: true });
  }
  return user;
}

async function signedIn(email: string) {
  const client = webClient();
  await client.signIn(email, PASSWORD);
  return client;
}

/** Runs one of the admin scripts against the stack, as an operator would. */
function script(name: string, ...args: string[]) {
  const result = spawnSync("node", [`scripts/${name}.mjs`, ...args], { cwd: ROOT, encoding: "utf8", env: process.env });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Expects a callable to fail with `code` and, when given, exactly `message` (what the dashboard shows). */
async function expectRefused(call: Promise<unknown>, code: string, message?: string) {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure as { code?: string; message?: string },
  );
  expect(error?.code).toBe(`functions/${code}`);
  // The web SDK in Node appends the HTTP status ("… [400]") to the server's message.
  if (message !== undefined) expect(error?.message?.replace(/ \[\d{3}\]$/, "")).toBe(message);
}

async function seed() {
  const { db } = admin();
  for (const collection of ["contact_submissions", "ai_coach_applications", "audit_log"]) {
    const snapshot = await db.collection(collection).get();
    for (const doc of snapshot.docs) {
      for (const entry of (await doc.ref.collection("activity").get()).docs) await entry.ref.delete();
    }
    await clearCollection(collection);
  }
  const contacts = [
    { id: "oldest", hours: 72, name: "Oldest Visitor", subject: "Events" },
    { id: "middle", hours: 24, name: "Middle Visitor", subject: "Partnership with Boise" },
    { id: "newest", hours: 1, name: "Newest Visitor", subject: "Training" },
  ];
  for (const { id, hours, name, subject } of contacts) {
    const record = { name, email: `${id}@example.test`, subject, message: `<script>alert("${id}")</script>` };
    await db.doc(`contact_submissions/${id}`).set({
      ...record,
      status: "new",
      notes_count: 0,
      search_terms: searchTerms(record),
      created_at: hoursAgo(hours),
    });
  }
  const applicant = { first_name: "Jordan", last_name: "Reyes", email: "jordan@example.test", city: "Idaho Falls" };
  await db.doc("ai_coach_applications/applicant").set({
    ...applicant,
    search_terms: searchTerms(applicant),
    created_at: hoursAgo(5),
  });
}

describe("admin callables", () => {
  beforeAll(async () => {
    await seed();
    await account(ADMIN_EMAIL, { verified: true, isAdmin: true });
  });

  describe("who gets in", () => {
    it("refuses an anonymous caller and a signed-in account without the claim", async () => {
      await expectRefused(webClient().call("listSubmissions", { kind: "contact" }), "unauthenticated");
      await account("pipeline-member@example.test", { verified: true, isAdmin: false });
      const member = await signedIn("pipeline-member@example.test");
      for (const [name, data] of [
        ["listSubmissions", { kind: "contact" }],
        ["setSubmissionStatus", { kind: "contact", id: "newest", status: "spam" }],
        ["deleteSubmission", { kind: "contact", id: "newest" }],
        ["exportSubmissions", { kind: "contact" }],
        ["submissionOverview", {}],
        ["submissionCounts", {}],
      ] as const) {
        await expect(member.call(name, data)).rejects.toMatchObject({ code: "functions/permission-denied" });
      }
      expect((await admin().db.doc("contact_submissions/newest").get()).data()?.status).toBe("new");
    });

    it("refuses an admin claim on an account whose e-mail is not verified", async () => {
      await account("pipeline-squatter@example.test", { verified: false, isAdmin: true });
      const squatter = await signedIn("pipeline-squatter@example.test");
      await expectRefused(
        squatter.call("listSubmissions", { kind: "contact" }),
        "permission-denied",
        "This account does not have admin access.",
      );
    });

    it("refuses a revoked admin at once, with the ID token it already holds", async () => {
      const email = "pipeline-revoked@example.test";
      await account(email, { verified: true, isAdmin: true });
      const client = await signedIn(email);
      await expect(client.call("listSubmissions", { kind: "contact" })).resolves.toMatchObject({ total: 3 });
      // Revocation has whole-second precision: a token issued in the same second as the revocation stays valid.
      // Waiting past that second makes the order of the two certain, not a race.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const revoke = script("admin-revoke", email);
      expect(revoke).toMatchObject({ code: 0 });
      expect(revoke.output).toContain(`Removed admin access from ${email}`);
      await expectRefused(
        client.call("listSubmissions", { kind: "contact" }),
        "unauthenticated",
        "Your session has ended. Sign in again.",
      );
      const user = await admin().auth.getUserByEmail(email);
      expect(user.customClaims?.admin).toBeUndefined();
    });
  });

  describe("admin scripts", () => {
    it("admin:grant refuses an unverified account and says how to verify it, locally through the oobCodes list", async () => {
      const email = "pipeline-unverified@example.test";
      const { uid } = await account(email, { verified: false, isAdmin: false });
      const grant = script("admin-grant", email);
      expect(grant.code).toBe(1);
      expect(grant.output).toContain(`${email} has not verified its e-mail address`);
      expect(grant.output).toContain("/emulator/v1/projects/");
      expect(grant.output).toContain("/oobCodes");
      expect((await admin().auth.getUserByEmail(email)).customClaims?.admin).toBeUndefined();
      expect((await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).get()).exists).toBe(false);
    });

    it("admin:grant grants a verified account and writes its staff record; admin:list lists it as verified with one", async () => {
      const email = "pipeline-newhire@example.test";
      await account(email, { verified: true, isAdmin: false });
      const { uid } = await admin().auth.getUserByEmail(email);
      await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).delete();
      expect(script("admin-grant", email)).toMatchObject({ code: 0 });
      expect((await admin().auth.getUserByEmail(email)).customClaims?.admin).toBe(true);
      const record = await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).get();
      expect(record.exists).toBe(true);
      expect(record.get("email")).toBe(email);
      expect(record.get("granted_at")).toBeInstanceOf(Timestamp);
      const list = script("admin-list");
      expect(list.code).toBe(0);
      // e-mail, verified, staff record, role, uid
      expect(list.output).toMatch(new RegExp(`${email}\\s+yes\\s+yes\\s+owner\\s+${uid}`));
      expect(record.get("role")).toBe("owner");
    });

    it("admin:grant writes the missing staff record of an account that already has the claim", async () => {
      const email = "pipeline-claim-only@example.test";
      const { uid } = await account(email, { verified: true, isAdmin: true });
      await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).delete();
      expect(script("admin-list").output).toMatch(new RegExp(`${email}\\s+yes\\s+NO\\s+-\\s+${uid}`));
      expect(script("admin-grant", email)).toMatchObject({ code: 0 });
      expect((await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).get()).exists).toBe(true);
    });

    it("admin:revoke deletes the staff record, removes the claim and ends the sessions", async () => {
      const email = "pipeline-leaver@example.test";
      const { uid } = await account(email, { verified: true, isAdmin: false });
      expect(script("admin-grant", email)).toMatchObject({ code: 0 });
      expect((await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).get()).exists).toBe(true);
      const revoke = script("admin-revoke", email);
      expect(revoke).toMatchObject({ code: 0 });
      expect(revoke.output).toContain("deleted its staff record");
      expect((await admin().db.doc(`${COLLECTIONS.staff}/${uid}`).get()).exists).toBe(false);
      const user = await admin().auth.getUserByEmail(email);
      expect(user.customClaims?.admin).toBeUndefined();
      expect(script("admin-list").output).not.toContain(email);
    });
  });

  describe("listing", () => {
    it("pages newest first by cursor with the total, rows with status and notes count; the tabs' counts", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      const first = await client.call<ListPageResponse<"contact">>("listSubmissions", { kind: "contact", pageSize: 2 });
      expect(first).toMatchObject({ total: 3, pageSize: 2 });
      expect(first.rows.map((row) => row.id)).toEqual(["newest", "middle"]);
      expect(first.rows[0]).toMatchObject({
        status: "new",
        notes_count: 0,
        message: '<script>alert("newest")</script>',
      });
      expect(first.rows[0]).not.toHaveProperty("search_terms");
      const second = await client.call<ListPageResponse<"contact">>("listSubmissions", {
        kind: "contact",
        pageSize: 2,
        cursor: first.nextCursor,
      });
      expect(second.rows.map((row) => row.id)).toEqual(["oldest"]);
      expect(second.nextCursor).toBeNull();
      const counts = await client.call<TabCountsResponse>("submissionCounts", {});
      expect(counts.contact).toEqual({ total: 3, new: 3, replies: 0 });
    });

    it("searches by the keyword index and reads a record stored before statuses as New", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      const found = await client.call<ListPageResponse<"contact">>("listSubmissions", {
        kind: "contact",
        search: "BOISE",
      });
      expect(found.rows.map((row) => row.id)).toEqual(["middle"]);
      expect(found.total).toBe(1);
      const applications = await client.call<ListPageResponse<"applications">>("listSubmissions", {
        kind: "applications",
        search: "jordan r",
      });
      expect(applications.rows[0]).toMatchObject({ id: "applicant", status: "new", notes_count: 0 });
    });

    it("refuses a status of another kind and a page size above 50", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      await expectRefused(
        client.call("listSubmissions", { kind: "contact", status: "interview" }),
        "invalid-argument",
        "Unknown status for contact messages",
      );
      await expectRefused(client.call("listSubmissions", { kind: "contact", pageSize: 51 }), "invalid-argument");
    });
  });

  describe("status, notes and history", () => {
    it("writes the status and its history with who; a note counts; the status filter then finds it", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      await client.call("setSubmissionStatus", { kind: "contact", id: "middle", status: "replied" });
      const detail = await client.call<SubmissionDetailResponse<"contact">>("addSubmissionNote", {
        kind: "contact",
        id: "middle",
        text: "Called back, meeting on Tuesday.",
      });
      expect(detail.row).toMatchObject({ id: "middle", status: "replied", notes_count: 1 });
      expect(detail.activity).toEqual([
        expect.objectContaining({ type: "note", text: "Called back, meeting on Tuesday.", by_email: ADMIN_EMAIL }),
        expect.objectContaining({ type: "status", from: "new", to: "replied", by_email: ADMIN_EMAIL }),
      ]);
      const reread = await client.call<SubmissionDetailResponse<"contact">>("getSubmission", {
        kind: "contact",
        id: "middle",
      });
      expect(reread.activity).toHaveLength(2);
      const replied = await client.call<ListPageResponse<"contact">>("listSubmissions", {
        kind: "contact",
        status: "replied",
      });
      expect(replied.rows.map((row) => row.id)).toEqual(["middle"]);
      expect(replied).toMatchObject({ total: 1 });
      expect((await client.call<TabCountsResponse>("submissionCounts", {})).contact).toEqual({
        total: 3,
        new: 2,
        replies: 0,
      });
    });

    it("moves an application New → Screening → Interview with its history newest first", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      await client.call("setSubmissionStatus", { kind: "applications", id: "applicant", status: "screening" });
      const detail = await client.call<SubmissionDetailResponse<"applications">>("setSubmissionStatus", {
        kind: "applications",
        id: "applicant",
        status: "interview",
      });
      expect(detail.activity.map((entry) => `${entry.from}→${entry.to}`)).toEqual([
        "screening→interview",
        "new→screening",
      ]);
    });

    it("refuses a status of another kind and stores nothing", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      await expectRefused(
        client.call("setSubmissionStatus", { kind: "contact", id: "oldest", status: "accepted" }),
        "invalid-argument",
        "Unknown status for contact messages",
      );
      const { db } = admin();
      expect((await db.doc("contact_submissions/oldest").get()).data()?.status).toBe("new");
      expect((await db.collection("contact_submissions/oldest/activity").get()).size).toBe(0);
    });
  });

  describe("erasure", () => {
    it("deletes the submission and its history and writes an audit entry without personal data", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      await client.call("addSubmissionNote", { kind: "contact", id: "oldest", text: "Asked to be forgotten." });
      await expect(client.call("deleteSubmission", { kind: "contact", id: "oldest" })).resolves.toEqual({ ok: true });
      const { db, auth } = admin();
      expect((await db.doc("contact_submissions/oldest").get()).exists).toBe(false);
      expect((await db.collection("contact_submissions/oldest/activity").get()).size).toBe(0);
      // The erasure's entry (the audit log holds the CLI's grants of this file too): the record, not its content.
      const audit = (await db.collection("audit_log").where("action", "==", "delete").get()).docs.map((doc) =>
        doc.data(),
      );
      const { uid } = await auth.getUserByEmail(ADMIN_EMAIL);
      expect(audit).toEqual([
        {
          action: "delete",
          target: "contact/oldest",
          details: { kind: "contact", submission_id: "oldest" },
          by_uid: uid,
          by_email: ADMIN_EMAIL,
          at: expect.any(Timestamp),
        },
      ]);
      const listing = await client.call<ListPageResponse<"contact">>("listSubmissions", { kind: "contact" });
      expect(listing.rows.map((row) => row.id)).not.toContain("oldest");
    });

    it("refuses to delete a payment", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      await expect(client.call("deleteSubmission", { kind: "payments", id: "evt_1" })).rejects.toMatchObject({
        code: "functions/failed-precondition",
      });
    });
  });

  describe("export and overview", () => {
    it("exports a whole tab in one streamed request, as the dashboard does, with status and notes count", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      const { chunks, data } = await client.stream<ExportChunk<"contact">, ExportPageResponse<"contact">>(
        "exportSubmissions",
        { kind: "contact" },
      );
      const rows = chunks.flatMap((chunk) => chunk.rows as unknown as Record<string, unknown>[]);
      expect(rows.map((row) => [row.id, row.status, row.notes_count])).toEqual([
        ["newest", "new", 0],
        ["middle", "replied", 1],
      ]);
      expect(data).toEqual({ rows: [], nextCursor: null, streamed: 2 });
    });

    it("exports a whole tab in chunks by cursor to a client that does not stream", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      const rows: Record<string, unknown>[] = [];
      let cursor: Cursor | null = null;
      do {
        const chunk: ExportPageResponse<"contact"> = await client.call("exportSubmissions", {
          kind: "contact",
          cursor,
        });
        rows.push(...(chunk.rows as unknown as Record<string, unknown>[]));
        cursor = chunk.nextCursor;
      } while (cursor);
      expect(rows.map((row) => [row.id, row.status, row.notes_count])).toEqual([
        ["newest", "new", 0],
        ["middle", "replied", 1],
      ]);
    });

    it("counts each kind by status and per week", async () => {
      const client = await signedIn(ADMIN_EMAIL);
      const overview = await client.call<{
        kinds: Record<string, { total: number; byStatus: Record<string, number>; weekly: { count: number }[] }>;
      }>("submissionOverview", {});
      expect(overview.kinds.contact).toMatchObject({ total: 2, byStatus: { new: 1, replied: 1 } });
      expect(overview.kinds.applications).toMatchObject({ total: 1, byStatus: { new: 0, interview: 1 } });
      expect(overview.kinds.contact!.weekly.reduce((sum, week) => sum + week.count, 0)).toBe(2);
    });
  });
});
