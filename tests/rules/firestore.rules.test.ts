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

const ADMIN_READABLE = [
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
  "payments/seeded/activity",
] as const;
const COLLECTIONS = [...ADMIN_READABLE, ...UNRELATED];

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

/** The roles of issue 34, each an admin with a staff record naming it (docs/security.md, "Roles"). */
type Role = "owner" | "staff" | "host" | "owner from before roles (record without a role)";
const ROLES: Role[] = ["owner", "staff", "host", "owner from before roles (record without a role)"];

type Operation = "get" | "list" | "create" | "update" | "delete";
const OPERATIONS: Operation[] = ["get", "list", "create", "update", "delete"];

/**
 * The rule under test: only an admin (the claim, a verified e-mail and an active `staff/{uid}` record) whose role is
 * owner or staff reads, and only the three admin collections and the history of contact messages and applications; a
 * host reads none of them; nobody writes anywhere, and nobody reads the staff records, the invitations or the audit
 * log — whose entries nobody, owners included, can change or delete (append-only). A revoked admin still holds a
 * token with the claim (until it expires): the deleted staff record refuses it at once, as `active: false` does.
 */
function allowed(caller: Caller | Role, operation: Operation, collection: string): boolean {
  const isRead = operation === "get" || operation === "list";
  const worksLeads = caller === "admin" || (ROLES.includes(caller as Role) && caller !== "host");
  return worksLeads && isRead && (ADMIN_READABLE as readonly string[]).includes(collection);
}

const cases = [...CALLERS, ...ROLES].flatMap((caller) =>
  COLLECTIONS.flatMap((collection) =>
    OPERATIONS.map((operation) => ({ caller, collection, operation, allow: allowed(caller, operation, collection) })),
  ),
);

let env: RulesTestEnvironment;

/** The active admin: `admin:grant` wrote its staff record (the seed below does the same). */
const ADMIN_UID = "admin-uid";

/** Each role's account: an admin whose staff record names the role. */
const ROLE_UIDS: Record<Role, string> = {
  owner: "owner-uid",
  staff: "staff-uid",
  host: "host-uid",
  "owner from before roles (record without a role)": "legacy-uid",
};
const DEACTIVATED_UID = "deactivated-uid";

function contextOf(caller: Caller | Role): RulesTestContext {
  switch (caller) {
    case "owner":
    case "staff":
    case "host":
    case "owner from before roles (record without a role)":
      return env.authenticatedContext(ROLE_UIDS[caller], {
        email: `${ROLE_UIDS[caller]}@example.com`,
        email_verified: true,
        admin: true,
      });
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
      for (const role of ["owner", "staff", "host"] as const) {
        await db
          .collection("staff")
          .doc(ROLE_UIDS[role])
          .set({ email: `${role}@example.com`, role, active: true });
      }
      await db
        .collection("staff")
        .doc(ROLE_UIDS["owner from before roles (record without a role)"])
        .set({ email: "legacy@example.com", granted_at: new Date() });
      await db.collection("staff").doc(DEACTIVATED_UID).set({ email: "off@example.com", role: "owner", active: false });
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it.each(cases)(
    "$caller: $operation on $collection → allowed: $allow",
    async ({ caller, collection, operation, allow }) => {
      const result = attempt(contextOf(caller), operation, collection);
      await (allow ? assertSucceeds(result) : assertFails(result));
    },
  );
});
