import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "../domain/collections";
import type { Role } from "../domain/roles";
import { getMyAvailabilityHandler } from "../bookings/availability";
import { feedFor, feedTokenOf } from "../bookings/calendarFeed";
import { rotateCalendarFeedHandler } from "../bookings/rotateCalendarFeed";
import { DEACTIVATED_MESSAGE, firestoreStaff } from "../platform/roles";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import { exportAuditLogHandler, listAuditLogHandler } from "./auditLog";
import {
  ALREADY_MEMBER_MESSAGE,
  INVITATION_EXPIRED_MESSAGE,
  INVITATION_INVALID_MESSAGE,
  INVITATION_USED_MESSAGE,
  INVITATION_WITHDRAWN_MESSAGE,
  INVITATION_WRONG_ADDRESS_MESSAGE,
  VERIFY_TO_ACCEPT_MESSAGE,
  acceptInvitationHandler,
  alreadyMemberMessage,
  inviteTeamMemberHandler,
  resendInvitationHandler,
  withdrawInvitationHandler,
} from "./invitations";
import { invitationHash } from "./invitationStore";
import { LAST_OWNER_MESSAGE, setMemberActiveHandler, setMemberRoleHandler } from "./members";
import { dashboardSessionHandler } from "./session";
import type { DecodedIdToken } from "firebase-admin/auth";

const standin = useStandinFirestore();
const KEY = "team-test-key-0123456789abcdef";
const NOW = new Date("2027-03-01T12:00:00.000Z");
const OWNER = "owner-uid";

let clock: Date;
let tokens: string[];
let claims: Map<string, boolean>;
let revoked: string[];
let notified: unknown[][];

function deps() {
  return {
    ...adminDeps(standin.db),
    staff: firestoreStaff(standin.db),
    now: () => clock,
    key: () => KEY,
    origin: () => "http://127.0.0.1:5000",
    newToken: () => tokens.shift() ?? "no-more-tokens-in-this-test",
    auth: {
      setAdminClaim: vi.fn(async (uid: string, admin: boolean) => void claims.set(uid, admin)),
      revokeSessions: vi.fn(async (uid: string) => void revoked.push(uid)),
    },
    notify: vi.fn(async (...args: unknown[]) => void notified.push(args)),
  };
}

async function member(uid: string, role: Role, email = `${uid}@example.com`, active = true) {
  await standin.db.collection(COLLECTIONS.staff).doc(uid).set({ email, role, active, granted_at: Timestamp.now() });
}

/** A signed-in account's request (no admin claim): what the acceptance page sends. */
function account(uid: string, email: string, data: unknown, verified = true) {
  const token = { uid, email, email_verified: verified } as unknown as DecodedIdToken;
  return { data, auth: { uid, rawToken: `token-of-${uid}`, token } };
}

const owner = (data: unknown) => adminRequest(data, { email: "owner@example.com" }, OWNER);
const TOKEN_A = "A".repeat(43);
const TOKEN_B = "B".repeat(43);

async function auditActions() {
  const entries = await standin.db.collection(COLLECTIONS.auditLog).orderBy("at", "asc").get();
  return entries.docs.map((doc) => doc.get("action") as string);
}

beforeEach(async () => {
  clock = NOW;
  tokens = [TOKEN_A, TOKEN_B];
  claims = new Map();
  revoked = [];
  notified = [];
  await member(OWNER, "owner", "owner@example.com");
});

describe("invitations", () => {
  it("stores only the keyed hash of the link's token, with its mail for the queue and an audit entry", async () => {
    const team = await inviteTeamMemberHandler(owner({ email: " New.Host@Example.com ", role: "host" }), deps());
    const hash = invitationHash(KEY, TOKEN_A);
    expect(team.invitations).toMatchObject([{ id: hash, email: "new.host@example.com", role: "host", expired: false }]);
    const stored = await standin.db.collection(COLLECTIONS.teamInvitations).doc(hash).get();
    expect(JSON.stringify(stored.data())).not.toContain(TOKEN_A);
    const mail = await stored.ref.collection(COLLECTIONS.mailEvents).doc("invitation").get();
    expect(mail.get("to")).toBe("new.host@example.com");
    expect(mail.get("confirmation.text")).toContain(`http://127.0.0.1:5000/join#token=${TOKEN_A}`);
    expect(notified).toEqual([["invitations", hash, "invitation", ["confirmation"]]]);
    expect(await auditActions()).toEqual(["invite"]);
  });

  it("refuses an address that is a member or already invited, and bad input, changing nothing", async () => {
    await member("m1", "staff", "staff1@example.com");
    await expect(
      inviteTeamMemberHandler(owner({ email: "staff1@example.com", role: "host" }), deps()),
    ).rejects.toMatchObject({ code: "already-exists" });
    await inviteTeamMemberHandler(owner({ email: "x@example.com", role: "host" }), deps());
    await expect(
      inviteTeamMemberHandler(owner({ email: "x@example.com", role: "staff" }), deps()),
    ).rejects.toMatchObject({ code: "already-exists" });
    await expect(
      inviteTeamMemberHandler(owner({ email: "not an address", role: "host" }), deps()),
    ).rejects.toMatchObject({ code: "invalid-argument" });
    await expect(
      inviteTeamMemberHandler(owner({ email: "y@example.com", role: "admin" }), deps()),
    ).rejects.toMatchObject({ code: "invalid-argument" });
    expect(await auditActions()).toEqual(["invite"]);
  });

  it("accepted by the invited, verified address: a staff record with the role, the claim, an audit entry", async () => {
    await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
    const answer = await acceptInvitationHandler(account("h1", "Host@example.com", { token: TOKEN_A }), deps());
    expect(answer).toEqual({ role: "host" });
    expect((await standin.db.doc("staff/h1").get()).data()).toMatchObject({
      email: "host@example.com",
      role: "host",
      active: true,
    });
    expect(claims.get("h1")).toBe(true);
    expect(await auditActions()).toEqual(["invite", "invite-accept"]);
  });

  describe("misuse says what is wrong and changes nothing", () => {
    async function expectNothingChanged() {
      expect((await standin.db.doc("staff/intruder").get()).exists).toBe(false);
      expect(claims.size).toBe(0);
    }

    it("another address (a stolen link)", async () => {
      await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
      await expect(
        acceptInvitationHandler(account("intruder", "thief@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({
        code: "permission-denied",
        message: INVITATION_WRONG_ADDRESS_MESSAGE,
      });
      await expectNothingChanged();
      const stored = await standin.db.collection(COLLECTIONS.teamInvitations).doc(invitationHash(KEY, TOKEN_A)).get();
      expect(stored.get("status")).toBe("pending");
    });

    it("the invited address, not verified yet", async () => {
      await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: TOKEN_A }, false), deps()),
      ).rejects.toMatchObject({
        message: VERIFY_TO_ACCEPT_MESSAGE,
      });
      await expectNothingChanged();
    });

    it("expired after 7 days", async () => {
      await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
      clock = new Date(NOW.getTime() + 7 * 24 * 60 * 60 * 1000);
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({
        message: INVITATION_EXPIRED_MESSAGE,
      });
      await expectNothingChanged();
    });

    it("used already (by another account with the address)", async () => {
      await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
      await acceptInvitationHandler(account("h1", "host@example.com", { token: TOKEN_A }), deps());
      claims.clear();
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({
        message: INVITATION_USED_MESSAGE,
      });
      await expectNothingChanged();
    });

    it("forged (no invitation has this token's hash)", async () => {
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: "C".repeat(43) }), deps()),
      ).rejects.toMatchObject({
        code: "not-found",
        message: INVITATION_INVALID_MESSAGE,
      });
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: "bad token!" }), deps()),
      ).rejects.toMatchObject({
        code: "invalid-argument",
      });
      await expectNothingChanged();
    });

    it("withdrawn, or replaced by a resend (the new link works)", async () => {
      const { invitations } = await inviteTeamMemberHandler(
        owner({ email: "host@example.com", role: "staff" }),
        deps(),
      );
      const resent = await resendInvitationHandler(owner({ id: invitations[0]?.id }), deps());
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({
        message: INVITATION_WITHDRAWN_MESSAGE,
      });
      await expectNothingChanged();
      await withdrawInvitationHandler(owner({ id: resent.invitations[0]?.id }), deps());
      await expect(
        acceptInvitationHandler(account("intruder", "host@example.com", { token: TOKEN_B }), deps()),
      ).rejects.toMatchObject({
        message: INVITATION_WITHDRAWN_MESSAGE,
      });
      await expectNothingChanged();
      // Each refused link leaves a trace owners see.
      expect(await auditActions()).toEqual(["invite", "invite-resend", "refused", "invite-withdraw", "refused"]);
    });
  });

  describe("refused links leave a trace owners see; a replay or a member's acceptance restores or changes nothing", () => {
    async function refusals() {
      const entries = await standin.db.collection(COLLECTIONS.auditLog).where("action", "==", "refused").get();
      return entries.docs.map((doc) => ({ by: doc.get("by_email") as string, ...(doc.get("details") as object) }));
    }

    it("a wrong-address link and a used link are recorded, once per window however often they are retried", async () => {
      await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
      for (let i = 0; i < 3; i += 1) {
        await expect(
          acceptInvitationHandler(account("intruder", "thief@example.com", { token: TOKEN_A }), deps()),
        ).rejects.toMatchObject({ message: INVITATION_WRONG_ADDRESS_MESSAGE });
      }
      await acceptInvitationHandler(account("h1", "host@example.com", { token: TOKEN_A }), deps());
      await expect(
        acceptInvitationHandler(account("other", "host@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({ message: INVITATION_USED_MESSAGE });
      expect(await refusals()).toEqual(
        expect.arrayContaining([
          { by: "thief@example.com", reason: "invitation-wrong-address" },
          { by: "host@example.com", reason: "invitation-used" },
        ]),
      );
      expect(await refusals()).toHaveLength(2);
    });

    it("replaying an accepted link after a deactivation or admin:revoke restores no claim", async () => {
      await member("o2", "owner");
      await inviteTeamMemberHandler(owner({ email: "host@example.com", role: "host" }), deps());
      await acceptInvitationHandler(account("h1", "host@example.com", { token: TOKEN_A }), deps());
      // A retry while still an active member (the claim failed part-way) sets the claim again.
      claims.clear();
      expect(await acceptInvitationHandler(account("h1", "host@example.com", { token: TOKEN_A }), deps())).toEqual({
        role: "host",
      });
      expect(claims.get("h1")).toBe(true);

      await setMemberActiveHandler(owner({ uid: "h1", active: false }), deps());
      claims.clear();
      await expect(
        acceptInvitationHandler(account("h1", "host@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({ message: INVITATION_USED_MESSAGE });
      expect(claims.has("h1")).toBe(false);
      expect((await standin.db.doc("staff/h1").get()).get("active")).toBe(false);

      await standin.db.doc("staff/h1").delete(); // what admin:revoke does
      await expect(
        acceptInvitationHandler(account("h1", "host@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({ message: INVITATION_USED_MESSAGE });
      expect(claims.has("h1")).toBe(false);
      expect((await standin.db.doc("staff/h1").get()).exists).toBe(false);
      expect(await refusals()).toEqual([{ by: "host@example.com", reason: "invitation-replayed" }]);
    });

    it("accepting never changes an existing member's role", async () => {
      await inviteTeamMemberHandler(owner({ email: "x@example.com", role: "host" }), deps());
      // The address became an owner's since (admin:grant, or another invitation).
      await member("x1", "owner", "x@example.com");
      await expect(
        acceptInvitationHandler(account("x1", "x@example.com", { token: TOKEN_A }), deps()),
      ).rejects.toMatchObject({ code: "already-exists", message: alreadyMemberMessage("owner", true) });
      expect((await standin.db.doc("staff/x1").get()).get("role")).toBe("owner");
      const stored = await standin.db.collection(COLLECTIONS.teamInvitations).doc(invitationHash(KEY, TOKEN_A)).get();
      expect(stored.get("status")).toBe("pending");
      expect(await refusals()).toEqual([{ by: "x@example.com", reason: "invitation-to-member" }]);
    });

    it("resending an invitation re-checks membership", async () => {
      const { invitations } = await inviteTeamMemberHandler(owner({ email: "x@example.com", role: "host" }), deps());
      await member("x1", "staff", "x@example.com");
      await expect(resendInvitationHandler(owner({ id: invitations[0]?.id }), deps())).rejects.toMatchObject({
        code: "already-exists",
        message: ALREADY_MEMBER_MESSAGE,
      });
      const stored = await standin.db.collection(COLLECTIONS.teamInvitations).doc(invitationHash(KEY, TOKEN_A)).get();
      expect(stored.get("status")).toBe("pending");
      expect(notified).toHaveLength(1);
    });
  });
});

describe("refused staff calls leave a trace owners see", () => {
  async function refusals() {
    const entries = await standin.db.collection(COLLECTIONS.auditLog).where("action", "==", "refused").get();
    return entries.docs.map((doc) => ({
      by: doc.get("by_uid") as string,
      what: doc.get("target"),
      ...doc.get("details"),
    }));
  }
  const asMember = (uid: string, revokedToken = false) => ({
    ...adminDeps(standin.db),
    staff: firestoreStaff(standin.db),
    ...(revokedToken
      ? {
          verify: async () => {
            throw Object.assign(new Error("revoked"), { code: "auth/id-token-revoked" });
          },
        }
      : {}),
  });

  it("a call refused for its role, from a deactivated member, with a revoked session, or without a record", async () => {
    await member("s1", "staff");
    await member("d1", "host", "d1@example.com", false);
    await expect(listAuditLogHandler(adminRequest({}, {}, "s1"), asMember("s1"))).rejects.toMatchObject({
      code: "permission-denied",
    });
    await expect(getMyAvailabilityHandler(adminRequest({}, {}, "d1"), asMember("d1"))).rejects.toMatchObject({
      message: DEACTIVATED_MESSAGE,
    });
    await expect(getMyAvailabilityHandler(adminRequest({}, {}, "d1"), asMember("d1", true))).rejects.toMatchObject({
      code: "unauthenticated",
    });
    await expect(getMyAvailabilityHandler(adminRequest({}, {}, "gone"), asMember("gone"))).rejects.toMatchObject({
      code: "permission-denied",
    });
    // A signed-in account that never had the admin claim is no member: logged, not recorded.
    await expect(
      getMyAvailabilityHandler(adminRequest({}, { admin: false }, "visitor"), asMember("visitor")),
    ).rejects.toMatchObject({ code: "permission-denied" });
    expect(await refusals()).toEqual(
      expect.arrayContaining([
        { by: "s1", what: "listAuditLog", reason: "role-staff" },
        { by: "d1", what: "getMyAvailability", reason: "deactivated" },
        { by: "d1", what: "getMyAvailability", reason: "session-ended" },
        { by: "gone", what: "getMyAvailability", reason: "no-staff-record" },
      ]),
    );
    expect(await refusals()).toHaveLength(4);
    // The owner reads them in the audit log, filtered by action.
    const page = await listAuditLogHandler(owner({ action: "refused" }), deps());
    expect(page.total).toBe(4);
  });
});

describe("members", () => {
  it("the last owner cannot demote or deactivate themselves; with a second owner they can", async () => {
    await expect(setMemberRoleHandler(owner({ uid: OWNER, role: "staff" }), deps())).rejects.toMatchObject({
      message: LAST_OWNER_MESSAGE,
    });
    await expect(setMemberActiveHandler(owner({ uid: OWNER, active: false }), deps())).rejects.toMatchObject({
      message: LAST_OWNER_MESSAGE,
    });
    await member("o2", "owner");
    const { member: changed } = await setMemberRoleHandler(owner({ uid: OWNER, role: "staff" }), deps());
    expect(changed.role).toBe("staff");
    expect(await auditActions()).toEqual(["role-change"]);
  });

  it("deactivation deletes the member's own calendar connections, busy times and notices, no one else's", async () => {
    await member("h1", "host");
    await member("h2", "host");
    const connect = async (id: string, host: string) => {
      await standin.db.doc(`host_calendars/${id}`).set({ host_uid: host, kind: "ics", name: id, secret: "sealed" });
      await standin.db.doc(`calendar_busy/${id}`).set({ host_uid: host, intervals: new Uint8Array(16) });
      await standin.db.doc(`host_calendars/${id}/mails/failing-1`).set({ to: "", capped: false });
    };
    await connect("c1", "h1");
    await connect("c2", "h1");
    await connect("c3", "h2");
    await setMemberActiveHandler(owner({ uid: "h1", active: false }), deps());
    const ids = async (path: string) => (await standin.db.collection(path).get()).docs.map((doc) => doc.id).sort();
    expect(await ids("host_calendars")).toEqual(["c3"]);
    expect(await ids("calendar_busy")).toEqual(["c3"]);
    expect(await ids("host_calendars/c1/mails")).toEqual([]);
    expect(await ids("host_calendars/c3/mails")).toEqual(["failing-1"]);
  });

  it("deactivation ends the sessions, removes them as host and lists their future bookings; their next call is refused", async () => {
    await member("h1", "host");
    await standin.db.doc("booking_hosts/h1").set({ active: true, email: "h1@example.com", feed_token_hash: "h" });
    const booking = (start: string, status = "scheduled") => ({
      host_uid: "h1",
      start_at: Timestamp.fromDate(new Date(start)),
      status,
      name: "Visitor",
      meeting_type: "demo",
    });
    await standin.db.doc("bookings/past").set(booking("2027-02-01T16:00:00.000Z"));
    await standin.db.doc("bookings/next").set(booking("2027-03-02T16:00:00.000Z"));
    await standin.db.doc("bookings/gone").set(booking("2027-03-03T16:00:00.000Z", "cancelled"));

    const answer = await setMemberActiveHandler(owner({ uid: "h1", active: false }), deps());
    expect(answer.member).toMatchObject({ uid: "h1", active: false });
    expect(answer.futureBookings.map((row) => row.id)).toEqual(["next"]);
    expect((await standin.db.doc("booking_hosts/h1").get()).get("active")).toBe(false);
    expect((await standin.db.doc("booking_hosts/h1").get()).get("feed_token_hash")).toBeNull();
    expect(claims.get("h1")).toBe(false);
    expect(revoked).toEqual(["h1"]);
    await expect(
      getMyAvailabilityHandler(adminRequest({}, {}, "h1"), {
        ...adminDeps(standin.db),
        staff: firestoreStaff(standin.db),
      }),
    ).rejects.toMatchObject({ message: DEACTIVATED_MESSAGE });

    await setMemberActiveHandler(owner({ uid: "h1", active: true }), deps());
    expect(claims.get("h1")).toBe(true);
    // The deactivated member's refused call is among them, for the owner to see.
    expect(await auditActions()).toEqual(["deactivate", "refused", "reactivate"]);
  });
});

describe("a deactivated or removed host's private feed", () => {
  async function feedOf(uid: string) {
    const { url } = await rotateCalendarFeedHandler(adminRequest({}, {}, uid), {
      ...adminDeps(standin.db),
      staff: firestoreStaff(standin.db),
      key: () => KEY,
      origin: () => "http://x",
      newToken: () => "F".repeat(43),
    });
    const token = feedTokenOf(new URL(url ?? "").pathname) ?? "";
    return () => feedFor(token, { db: standin.db, key: () => KEY, now: () => clock });
  }

  it("answers nothing once the host is deactivated (the token is cleared), and nothing to a token left behind", async () => {
    await member("h1", "host");
    const feed = await feedOf("h1");
    expect(await feed()).toContain("BEGIN:VCALENDAR");
    await setMemberActiveHandler(owner({ uid: "h1", active: false }), deps());
    expect(await feed()).toBeUndefined();
    expect((await standin.db.doc("booking_hosts/h1").get()).get("feed_token_hash")).toBeNull();
  });

  it("answers nothing when the staff record is gone (admin:revoke) even if the token's hash was left behind", async () => {
    await member("h2", "host");
    const feed = await feedOf("h2");
    await standin.db.doc("staff/h2").delete();
    expect(await feed()).toBeUndefined();
  });
});

describe("the audit log", () => {
  async function seedEntries(count: number) {
    const batch = standin.db.batch();
    for (let i = 0; i < count; i += 1) {
      batch.create(standin.db.collection(COLLECTIONS.auditLog).doc(), {
        action: i % 2 ? "export" : "sign-in",
        by_uid: i % 3 ? OWNER : "h1",
        by_email: "x@example.com",
        target: "contact",
        details: { rows: i },
        at: Timestamp.fromMillis(NOW.getTime() - i * 1000),
      });
    }
    await batch.commit();
  }

  it("pages newest first at flat cost, filtered by person and action", async () => {
    await seedEntries(120);
    const first = await listAuditLogHandler(owner({}), deps());
    expect(first.total).toBe(120);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.details.rows).toBe(0);
    const second = await listAuditLogHandler(owner({ cursor: first.nextCursor }), deps());
    expect(second.rows[0]?.details.rows).toBe(50);
    const third = await listAuditLogHandler(owner({ cursor: second.nextCursor }), deps());
    expect(third.rows).toHaveLength(20);
    expect(third.nextCursor).toBeNull();

    const filtered = await listAuditLogHandler(owner({ byUid: "h1", action: "export" }), deps());
    expect(filtered.rows.every((row) => row.by_uid === "h1" && row.action === "export")).toBe(true);
    expect(filtered.total).toBe(20);
  });

  it("records its own export with how many entries it covers", async () => {
    await seedEntries(3);
    const page = await exportAuditLogHandler(owner({}), deps());
    expect(page.rows).toHaveLength(3);
    const exports = await standin.db.collection(COLLECTIONS.auditLog).where("target", "==", "audit_log").get();
    expect(exports.docs.map((doc) => doc.get("details"))).toEqual([{ rows: 3 }]);
  });

  it("records a dashboard sign-in once per sign-in, however often the dashboard loads", async () => {
    await dashboardSessionHandler(owner({}), deps());
    await dashboardSessionHandler(owner({}), deps());
    const again = adminRequest({}, { email: "owner@example.com", auth_time: 12345 }, OWNER);
    expect(await dashboardSessionHandler(again, deps())).toEqual({
      uid: OWNER,
      email: "owner@example.com",
      role: "owner",
    });
    expect(await auditActions()).toEqual(["sign-in", "sign-in"]);
  });

  it("is append-only: no function code updates, sets or deletes an entry", () => {
    // Every module that names the audit log, and what it may do with it.
    const root = join(__dirname, "..");
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !path.includes("/testing/")) {
          const source = readFileSync(path, "utf8");
          if (/COLLECTIONS\.auditLog|["']audit_log["']/.test(source)) writers.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(writers.sort()).toEqual([
      "domain/collections.ts",
      "platform/audit.ts",
      "team/auditLog.ts",
      "team/session.ts",
    ]);
    for (const file of ["platform/audit.ts", "team/session.ts", "team/auditLog.ts"]) {
      const source = readFileSync(join(root, file), "utf8");
      expect(source, file).not.toMatch(/\.(update|set|delete)\(|batch\.delete|recursiveDelete/);
    }
  });
});
