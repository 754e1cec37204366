/**
 * The demo team of the local stack (issue 34): beside the demo admin (an owner, seeded by scripts/stack.mjs), a
 * Staff, a Host and an Editor (issue 43) account, each with a verified address, the `admin` claim and its staff record naming its role,
 * as an accepted invitation leaves them. README.md lists them. Idempotent: an account that exists keeps its password.
 */
import { grantStaffRecord } from "../lib/staff.mjs";

/** @typedef {{ email: string, password: string, displayName: string, role: "staff" | "host" | "editor" }} DemoMember */

/** @type {DemoMember[]} */
export const DEMO_TEAM = [
  { email: "staff@idahoaicoaches.test", password: "coach-staff-2025", displayName: "Demo Staff", role: "staff" },
  { email: "host@idahoaicoaches.test", password: "coach-host-2025", displayName: "Demo Host", role: "host" },
  { email: "editor@idahoaicoaches.test", password: "coach-editor-2025", displayName: "Demo Editor", role: "editor" },
];

/**
 * Seeds the demo Staff, Host and Editor accounts, their staff records dated from the start.
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
