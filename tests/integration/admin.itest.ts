/**
 * The admin listing against the emulators, called exactly as the dashboard calls it: only an ID token with
 * the `admin` claim gets rows, newest first, counted and paged.
 */
import { Timestamp } from "firebase-admin/firestore";
import { getAuth } from "firebase/auth";
import { beforeAll, describe, expect, it } from "vitest";
import { admin, clearCollection, createUser, webClient } from "./emulators";

interface Listing {
  total: number;
  page: number;
  pageSize: number;
  rows: Record<string, unknown>[];
}

const PASSWORD = "listing-test-pw";
const ADMIN_EMAIL = "listing-admin@example.test";
const MEMBER_EMAIL = "listing-member@example.test";

const hoursAgo = (hours: number) => Timestamp.fromMillis(Date.now() - hours * 3_600_000);

async function seed() {
  const { db } = admin();
  await Promise.all(["contact_submissions", "ai_coach_applications", "payments"].map(clearCollection));
  const contacts = [
    { id: "oldest", hours: 72, name: "Oldest Visitor", subject: "Events" },
    { id: "newest", hours: 1, name: "Newest Visitor", subject: "Training" },
    { id: "middle", hours: 24, name: "Middle Visitor", subject: "Partnership with Boise" },
  ];
  await Promise.all(
    contacts.map(({ id, hours, name, subject }) =>
      db.doc(`contact_submissions/${id}`).set({
        name,
        email: `${id}@example.test`,
        subject,
        message: `<script>alert("${id}")</script>`,
        created_at: hoursAgo(hours),
      }),
    ),
  );
  await db.doc("ai_coach_applications/applicant").set({
    first_name: "Jordan",
    last_name: "Reyes",
    email: "jordan@example.test",
    city: "Idaho Falls",
    state: "ID",
    motivation: "I want to help rural libraries adopt AI.",
    created_at: hoursAgo(5),
  });
  await db.doc("payments/evt_1").set({
    program: "patent-with-ai",
    package_type: null,
    payment_type: "installment",
    installment: "1 of 2",
    amount_total: 257_500,
    currency: "usd",
    customer_email: "buyer@example.test",
    session_id: "cs_test_1",
    event_id: "evt_1",
    created_at: hoursAgo(2),
  });
}

async function signedIn(email: string) {
  const client = webClient();
  await client.signIn(email, PASSWORD);
  return client;
}

describe("listSubmissions", () => {
  beforeAll(async () => {
    await seed();
    await createUser(ADMIN_EMAIL, PASSWORD, { admin: true });
    await createUser(MEMBER_EMAIL, PASSWORD);
  });

  it("refuses an anonymous caller with unauthenticated", async () => {
    await expect(webClient().call("listSubmissions", { kind: "contact" })).rejects.toMatchObject({
      code: "functions/unauthenticated",
    });
  });

  it("refuses a signed-in account without the admin claim with permission-denied", async () => {
    const member = await signedIn(MEMBER_EMAIL);
    for (const kind of ["contact", "applications", "payments"]) {
      await expect(member.call("listSubmissions", { kind })).rejects.toMatchObject({
        code: "functions/permission-denied",
      });
    }
  });

  it("answers an admin with every contact message newest first, counted, with ISO dates and markup as stored", async () => {
    const listing = await (await signedIn(ADMIN_EMAIL)).call<Listing>("listSubmissions", { kind: "contact" });
    expect(listing).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(listing.rows.map((row) => row.id)).toEqual(["newest", "middle", "oldest"]);
    expect(listing.rows[0]).toMatchObject({
      name: "Newest Visitor",
      email: "newest@example.test",
      message: '<script>alert("newest")</script>',
    });
    expect(new Date(listing.rows[0]!.created_at as string).toISOString()).toBe(listing.rows[0]!.created_at);
  });

  it("pages the set and keeps the total", async () => {
    const client = await signedIn(ADMIN_EMAIL);
    const first = await client.call<Listing>("listSubmissions", { kind: "contact", page: 1, pageSize: 2 });
    const second = await client.call<Listing>("listSubmissions", { kind: "contact", page: 2, pageSize: 2 });
    expect(first.rows.map((row) => row.id)).toEqual(["newest", "middle"]);
    expect(second.rows.map((row) => row.id)).toEqual(["oldest"]);
    expect([first.total, second.total]).toEqual([3, 3]);
  });

  it("searches case-insensitively and counts only the matches", async () => {
    const listing = await (
      await signedIn(ADMIN_EMAIL)
    ).call<Listing>("listSubmissions", {
      kind: "contact",
      search: "BOISE",
    });
    expect(listing.total).toBe(1);
    expect(listing.rows.map((row) => row.id)).toEqual(["middle"]);
  });

  it("lists coach applications and payments", async () => {
    const client = await signedIn(ADMIN_EMAIL);
    const applications = await client.call<Listing>("listSubmissions", { kind: "applications" });
    const payments = await client.call<Listing>("listSubmissions", { kind: "payments" });
    expect(applications.total).toBe(1);
    expect(applications.rows[0]).toMatchObject({ id: "applicant", first_name: "Jordan", city: "Idaho Falls" });
    expect(payments.total).toBe(1);
    expect(payments.rows[0]).toMatchObject({ id: "evt_1", installment: "1 of 2", amount_total: 257_500 });
  });

  it("refuses a page size above 50 with invalid-argument", async () => {
    await expect(
      (await signedIn(ADMIN_EMAIL)).call("listSubmissions", { kind: "contact", pageSize: 51 }),
    ).rejects.toMatchObject({ code: "functions/invalid-argument" });
  });

  it("honours a claim granted after sign-in once the ID token is refreshed, as the dashboard does", async () => {
    const email = "listing-promoted@example.test";
    const user = await createUser(email, PASSWORD);
    const client = await signedIn(email);
    await expect(client.call("listSubmissions", { kind: "contact" })).rejects.toMatchObject({
      code: "functions/permission-denied",
    });
    await admin().auth.setCustomUserClaims(user.uid, { admin: true });
    await getAuth(client.app).currentUser!.getIdTokenResult(true);
    await expect(client.call<Listing>("listSubmissions", { kind: "contact" })).resolves.toMatchObject({ total: 3 });
  });
});
