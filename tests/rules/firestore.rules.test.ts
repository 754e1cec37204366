/**
 * firestore.rules against the official Firestore emulator (run by `npm run test:rules`, which starts it with
 * `firebase emulators:exec`). Every kind of caller tries every operation on every collection.
 */
import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { ROLES as TEAM_ROLES, type Role as TeamRole } from "../../functions/src/domain/roles";

/** The leads and payments: what the callables read for owners and staff, and no client reads directly. */
const LEADS_AND_PAYMENTS = [
  "contact_submissions",
  "ai_coach_applications",
  "payments",
  "contact_submissions/seeded/activity",
  "ai_coach_applications/seeded/activity",
] as const;
const UNRELATED = [
  "rate_limits",
  "mail_caps",
  "users",
  "audit_log",
  "staff",
  "team_invitations",
  "bookings",
  "content_pages",
  "content_pages/seeded/versions",
  "payments/seeded/activity",
] as const;
const COLLECTIONS = [...LEADS_AND_PAYMENTS, ...UNRELATED];

type Caller =
  | "anonymous"
  | "signed in without the claim"
  | "signed in with admin: false"
  | "admin with an unverified e-mail"
  | "revoked admin (claim and verified e-mail, staff record deleted)"
  | "deactivated member (claim, verified e-mail, staff record active: false)"
  | "admin";
const CALLERS: Caller[] = [
  "anonymous",
  "signed in without the claim",
  "signed in with admin: false",
  "admin with an unverified e-mail",
  "revoked admin (claim and verified e-mail, staff record deleted)",
  "deactivated member (claim, verified e-mail, staff record active: false)",
  "admin",
];

/**
 * Every role of the team (domain/roles.ts: a new role is tried here without a change), each an admin with a staff
 * record naming it (docs/security.md, "Roles"), and an owner whose record predates roles.
 */
const LEGACY_OWNER = "owner from before roles (record without a role)";
type Role = TeamRole | typeof LEGACY_OWNER;
const ROLES: Role[] = [...TEAM_ROLES, LEGACY_OWNER];

type Operation = "get" | "list" | "create" | "update" | "delete";
const OPERATIONS: Operation[] = ["get", "list", "create", "update", "delete"];

/**
 * The rule under test: no client reads or writes anything, owners included (decision 0001: the browser never reads
 * Firestore). The leads and payments are read through the callables, which check the role and record every listing
 * page and export in the audit log; a direct query from a client SDK would escape that log, so the rules refuse it —
 * to an owner with an active staff record as to a revoked admin still holding a token with the claim.
 */
const cases = [...CALLERS, ...ROLES].flatMap((caller) =>
  COLLECTIONS.flatMap((collection) => OPERATIONS.map((operation) => ({ caller, collection, operation }))),
);

let env: RulesTestEnvironment;

/** The active admin: `admin:grant` wrote its staff record (the seed below does the same). */
const ADMIN_UID = "admin-uid";

/** Each role's account: an admin whose staff record names the role. */
const ROLE_UIDS = Object.fromEntries(
  ROLES.map((role) => [role, role === LEGACY_OWNER ? "legacy-uid" : `${role}-uid`]),
) as Record<Role, string>;
const DEACTIVATED_UID = "deactivated-uid";

function isRole(caller: Caller | Role): caller is Role {
  return (ROLES as string[]).includes(caller);
}

function contextOf(caller: Caller | Role): RulesTestContext {
  if (isRole(caller)) {
    return env.authenticatedContext(ROLE_UIDS[caller], {
      email: `${ROLE_UIDS[caller]}@example.com`,
      email_verified: true,
      admin: true,
    });
  }
  switch (caller) {
    case "deactivated member (claim, verified e-mail, staff record active: false)":
      return env.authenticatedContext(DEACTIVATED_UID, { email: "off@example.com", email_verified: true, admin: true });
    case "anonymous":
      return env.unauthenticatedContext();
    case "signed in without the claim":
      return env.authenticatedContext("member-uid", { email: "member@example.com" });
    case "signed in with admin: false":
      return env.authenticatedContext("former-admin-uid", { email: "former@example.com", admin: false });
    case "admin with an unverified e-mail":
      return env.authenticatedContext("squatter-uid", {
        email: "newhire@example.com",
        email_verified: false,
        admin: true,
      });
    case "revoked admin (claim and verified e-mail, staff record deleted)":
      return env.authenticatedContext("revoked-uid", { email: "gone@example.com", email_verified: true, admin: true });
    case "admin":
      return env.authenticatedContext(ADMIN_UID, { email: "admin@example.com", email_verified: true, admin: true });
  }
}

function attempt(context: RulesTestContext, operation: Operation, collection: string): Promise<unknown> {
  const db = context.firestore();
  const existing = db.collection(collection).doc("seeded");
  switch (operation) {
    case "get":
      return existing.get();
    case "list":
      return db.collection(collection).orderBy("created_at", "desc").get();
    case "create":
      return db.collection(collection).doc("new").set({ name: "Mallory", created_at: new Date() });
    case "update":
      return existing.update({ name: "Changed" });
    case "delete":
      return existing.delete();
  }
}

// Without an emulator (a plain `vitest run`) there is nothing to test against; `npm run test:rules` provides one.
describe.skipIf(!process.env.FIRESTORE_EMULATOR_HOST)("firestore.rules", () => {
  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? "demo-idaho-ai-coaches",
      firestore: { rules: readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8") },
    });
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await Promise.all(
        COLLECTIONS.map((collection) =>
          db
            .collection(collection)
            .doc("seeded")
            .set({ name: "Seeded", created_at: new Date("2025-03-09T12:00:00Z") }),
        ),
      );
      // As admin:grant writes it; the revoked admin's record was deleted by admin:revoke.
      await db.collection("staff").doc(ADMIN_UID).set({ email: "admin@example.com", granted_at: new Date() });
      // As the team callables write them (issue 34): the role narrows, `active: false` refuses.
      for (const role of TEAM_ROLES) {
        await db
          .collection("staff")
          .doc(ROLE_UIDS[role])
          .set({ email: `${role}@example.com`, role, active: true });
      }
      await db
        .collection("staff")
        .doc(ROLE_UIDS[LEGACY_OWNER])
        .set({ email: "legacy@example.com", granted_at: new Date() });
      await db.collection("staff").doc(DEACTIVATED_UID).set({ email: "off@example.com", role: "owner", active: false });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it.each(cases)("$caller: $operation on $collection → refused", async ({ caller, collection, operation }) => {
    await assertFails(attempt(contextOf(caller), operation, collection));
  });

  // The rules must still be able to say yes: with them disabled, the same seeded lead is readable (so a refusal
  // above is the rules', not a broken setup).
  it("the seeded lead exists (read with the rules disabled)", async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await assertSucceeds(context.firestore().collection("contact_submissions").doc("seeded").get());
    });
  });
});
