/**
 * Issue 34's "done when", through the Auth emulator, the functions and maildev: an owner invites a new address as
 * Host; the mail arrives with the link; the invitee creates an account, verifies it (the emulator's out-of-band
 * link) and accepts; the Host is refused by the server on the leads, payments and traffic callables; made Staff, the
 * contact list opens on their next call; deactivated, their very next call is refused; the audit log shows each step
 * with who and when.
 */
import { getAuth, sendEmailVerification, createUserWithEmailAndPassword } from "firebase/auth";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AuditPageResponse,
  DashboardSessionResponse,
  MemberChangeResponse,
  TeamResponse,
} from "../../functions/src/domain/team";
import { admin, createUser, eventually, hostingOrigin, projectId, webClient } from "./emulators";

const PASSWORD = "team-journey-pw";
const OWNER_EMAIL = "team-owner@example.test";
const NEW_EMAIL = `team-newcomer-${Date.now()}@example.test`;
const inboxOrigin = process.env.MAIL_INBOX_ORIGIN ?? "http://127.0.0.1:1080";
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099";

interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string }[];
}

async function outcome(call: Promise<unknown>): Promise<{ code?: string; message?: string } | "ok"> {
  try {
    await call;
    return "ok";
  } catch (failure) {
    const { code, message } = failure as { code?: string; message?: string };
    return { code, message: message?.replace(/ \[\d{3}\]$/, "") };
  }
}

const owner = webClient();
const newcomer = webClient();
let newUid = "";

beforeAll(async () => {
  const user = await createUser(OWNER_EMAIL, PASSWORD, { admin: true }, "owner");
  await admin().auth.updateUser(user.uid, { emailVerified: true });
  await owner.signIn(OWNER_EMAIL, PASSWORD);
});

describe("the team: invite a Host, accept, narrow, promote, deactivate, audit", () => {
  // Ten callables, each a cold worker of the Functions emulator the first time: a hang guard, not a budget.
  it("walks the issue's journey", { timeout: 240_000 }, async () => {
    // 1. The owner invites the address as Host.
    const team = await owner.call<TeamResponse>("inviteTeamMember", { email: NEW_EMAIL, role: "host" });
    expect(team.invitations.some((row) => row.email === NEW_EMAIL && row.role === "host")).toBe(true);

    // 2. The mail arrives in the local inbox with the link.
    const mail = await eventually(async () => {
      const mails = (await (await fetch(`${inboxOrigin}/email`)).json()) as CaughtMail[];
      return mails.find((entry) => entry.to.some((to) => to.address === NEW_EMAIL));
    }, `the invitation mail to ${NEW_EMAIL}`);
    const full = (await (await fetch(`${inboxOrigin}/email/${mail.id}`)).json()) as { text: string };
    const token = /\/join#token=([A-Za-z0-9_-]+)/.exec(full.text)?.[1];
    expect(token, full.text).toBeTruthy();

    // 3. Account creation: not verified yet, the invitation waits and says why.
    const auth = getAuth(newcomer.app);
    const { user } = await createUserWithEmailAndPassword(auth, NEW_EMAIL, PASSWORD);
    newUid = user.uid;
    expect(await outcome(newcomer.call("acceptInvitation", { token }))).toMatchObject({
      code: "functions/failed-precondition",
      message: expect.stringContaining("Verify your e-mail address first"),
    });
    // A stranger with the link is refused too.
    const stranger = webClient();
    await createUserWithEmailAndPassword(getAuth(stranger.app), `team-stranger-${Date.now()}@example.test`, PASSWORD);
    expect(await outcome(stranger.call("acceptInvitation", { token }))).toMatchObject({
      code: "functions/permission-denied",
    });

    // 4. Verification through the emulator's out-of-band link, then acceptance.
    await sendEmailVerification(user);
    const codes = (await (await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`)).json()) as {
      oobCodes: { email: string; requestType: string; oobLink: string }[];
    };
    const link = codes.oobCodes
      .filter((code) => code.email === NEW_EMAIL && code.requestType === "VERIFY_EMAIL")
      .at(-1);
    expect(link).toBeTruthy();
    expect((await fetch(link?.oobLink ?? "")).ok).toBe(true);
    await user.reload();
    await user.getIdToken(true);
    expect(await newcomer.call("acceptInvitation", { token })).toEqual({ role: "host" });
    await user.getIdToken(true);
    expect(await newcomer.call<DashboardSessionResponse>("dashboardSession", {})).toMatchObject({ role: "host" });
    expect(await outcome(newcomer.call("getMyAvailability", {}))).toBe("ok");
    // As a host they take a private booking feed: served through Hosting until they are deactivated (step 7).
    const { url: feedUrl } = await newcomer.call<{ url: string | null }>("rotateCalendarFeed", {});
    const feedAddress = `${hostingOrigin}${new URL(feedUrl ?? "").pathname}`;
    expect((await fetch(feedAddress)).status).toBe(200);

    // 5. The Host is refused by the server on every lead, payment and traffic callable, tried directly.
    const refused = { code: "functions/permission-denied", message: "Your role (Host) does not allow this." };
    for (const [name, data] of [
      ["exportSubmissions", { kind: "contact" }],
      ["listSubmissions", { kind: "contact" }],
      ["deleteSubmission", { kind: "contact", id: "any" }],
      ["chargeInstallment", { paymentId: "cs_test_any" }],
      ["trafficReport", { from: "2026-11-01", to: "2026-11-07" }],
      ["listTeam", {}],
    ] as const) {
      expect(await outcome(newcomer.call(name, data)), name).toEqual(refused);
    }

    // 6. Made Staff: the contact list opens on their next call.
    const promoted = await owner.call<MemberChangeResponse>("setMemberRole", { uid: newUid, role: "staff" });
    expect(promoted.member.role).toBe("staff");
    expect(await outcome(newcomer.call("listSubmissions", { kind: "contact" }))).toBe("ok");
    expect(await outcome(newcomer.call("deleteSubmission", { kind: "contact", id: "any" }))).toEqual({
      code: "functions/permission-denied",
      message: "Your role (Staff) does not allow this.",
    });

    // 7. Deactivated: their very next call is refused (the record at once, the revoked token too).
    const deactivated = await owner.call<MemberChangeResponse>("setMemberActive", { uid: newUid, active: false });
    expect(deactivated.member.active).toBe(false);
    const next = await outcome(newcomer.call("listSubmissions", { kind: "contact" }));
    expect(next).not.toBe("ok");
    expect(["functions/unauthenticated", "functions/permission-denied"]).toContain((next as { code: string }).code);
    expect((await admin().auth.getUser(newUid)).customClaims?.admin).toBeUndefined();
    // Their feed address answers nothing, and no new booking is assigned to them.
    expect((await fetch(feedAddress)).status).toBe(404);
    expect((await admin().db.doc(`booking_hosts/${newUid}`).get()).data()).toMatchObject({
      active: false,
      feed_token_hash: null,
    });

    // 8. The audit log shows each step, who and when: the refused calls (each once) and the page read too.
    const log = await owner.call<AuditPageResponse>("listAuditLog", {});
    const steps = log.rows.filter((row) => row.target === NEW_EMAIL || row.by_uid === newUid).reverse();
    const what = (row: AuditPageResponse["rows"][number]) =>
      row.action === "refused" ? `refused ${row.target} ${String(row.details.reason)}` : row.action;
    const refusedAs = (role: string) =>
      [
        "exportSubmissions",
        "listSubmissions",
        "deleteSubmission",
        "chargeInstallment",
        "trafficReport",
        "listTeam",
      ].map((name) => [`refused ${name} role-${role}`, NEW_EMAIL]);
    expect(steps.map((row) => [what(row), row.by_email])).toEqual([
      ["invite", OWNER_EMAIL],
      ["invite-accept", NEW_EMAIL],
      ["sign-in", NEW_EMAIL],
      ["calendar-connection", NEW_EMAIL],
      ...refusedAs("host"),
      ["role-change", OWNER_EMAIL],
      ["list", NEW_EMAIL],
      ["refused deleteSubmission role-staff", NEW_EMAIL],
      ["deactivate", OWNER_EMAIL],
      [expect.stringMatching(/^refused listSubmissions (session-ended|deactivated)$/), NEW_EMAIL],
    ]);
    for (const row of steps) expect(Date.parse(row.at)).toBeGreaterThan(Date.now() - 10 * 60_000);
    // The stranger's try with the link is there for the owner too.
    const refusals = await owner.call<AuditPageResponse>("listAuditLog", { action: "refused" });
    expect(refusals.rows.some((row) => row.details.reason === "invitation-wrong-address")).toBe(true);
  });
});
