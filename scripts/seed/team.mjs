/**
 * The demo team of the local stack (issue 34): beside the demo admin (an owner, seeded by scripts/stack.mjs), a
 * Staff and a Host account, each with a verified address, the `admin` claim and its staff record naming its role,
 * as an accepted invitation leaves them. README.md lists them. Idempotent: an account that exists keeps its password.
 */
import { grantStaffRecord } from "../lib/staff.mjs";

/** @typedef {{ email: string, password: string, displayName: string, role: "staff" | "host" }} DemoMember */

/** @type {DemoMember[]} */
export const DEMO_TEAM = [
  { email: "staff@idahoaicoaches.test", password: "coach-staff-2025", displayName: "Demo Staff", role: "staff" },
  { email: "host@idahoaicoaches.test", password: "coach-host-2025", displayName: "Demo Host", role: "host" },
];

/**
 * Seeds the demo Staff and Host accounts, their staff records dated from the start.
 * @type {import("./index.mjs").Seeder}
 */
export async function seedTeam({ auth, db, now, log }) {
  for (const { role, ...account } of DEMO_TEAM) {
    const user =
      (await auth.getUserByEmail(account.email).catch(() => undefined)) ??
      (await auth.createUser({ ...account, emailVerified: true }));
    await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
    await grantStaffRecord(db, user.uid, account.email, now, role);
  }
  log(`• Seeded the demo team: ${DEMO_TEAM.map((member) => `${member.email} (${member.role})`).join(", ")}`);
}
