import { describe, expect, it } from "vitest";
import { CONTRACT, type CallableName } from "../domain/contract";
import {
  CALLABLE_ROLES as ADMIN_CALLABLE_ROLES,
  PUBLIC_CALLABLES,
  type AdminCallableName,
} from "../domain/permissions";
import { ROLES } from "../domain/roles";
import { DEACTIVATED_MESSAGE, NO_STAFF_RECORD_MESSAGE, admitRole, roleRefusedMessage, staffRecordOf } from "./roles";

/**
 * Every callable of the contract has a role decision (issue 34): it is an admin callable with the roles it admits
 * (domain/permissions.ts CALLABLE_ROLES), or a public one (PUBLIC_CALLABLES). A callable added without a decision
 * fails here, saying what to add.
 */
describe("the role decision of every callable", () => {
  const admin = Object.keys(ADMIN_CALLABLE_ROLES) as AdminCallableName[];
  const isPublic = (name: string) => (PUBLIC_CALLABLES as readonly string[]).includes(name);

  it.each(Object.keys(CONTRACT) as CallableName[])("%s has exactly one decision", (name) => {
    const decided = (admin as string[]).includes(name);
    expect(
      decided || isPublic(name),
      `The callable "${name}" has no role decision. If it goes through admitAdmin, add \`${name}: [...]\` to ` +
        `CALLABLE_ROLES in functions/src/domain/permissions.ts with the roles it admits (EVERYONE, LEADS = owner ` +
        `and staff, or OWNER), call admitAdmin("${name}", …) in its handler, and add its handler to HANDLERS in ` +
        `functions/src/roleMatrix.test.ts; if visitors call it without the admin gate, add "${name}" to ` +
        `PUBLIC_CALLABLES there instead.`,
    ).toBe(true);
    expect(decided && isPublic(name), `"${name}" is both an admin and a public callable: keep one`).toBe(false);
  });

  it("lists only callables of the contract", () => {
    for (const name of [...admin, ...PUBLIC_CALLABLES]) expect(Object.keys(CONTRACT)).toContain(name);
  });

  it("gives the team, erasure and charges to owners only, and the leads to no host", () => {
    for (const name of admin) {
      const roles: readonly string[] = ADMIN_CALLABLE_ROLES[name];
      expect(roles.length, name).toBeGreaterThan(0);
      for (const role of roles) expect(ROLES).toContain(role);
    }
    for (const name of [
      "deleteSubmission",
      "chargeInstallment",
      "listTeam",
      "inviteTeamMember",
      "setMemberRole",
      "setMemberActive",
      "listAuditLog",
      "exportAuditLog",
    ] as const) {
      expect(ADMIN_CALLABLE_ROLES[name], name).toEqual(["owner"]);
    }
    for (const name of ["listSubmissions", "exportSubmissions", "trafficReport", "submissionCounts"] as const) {
      expect(ADMIN_CALLABLE_ROLES[name], name).not.toContain("host");
    }
  });
});

describe("admitRole", () => {
  it("refuses a caller without a staff record, a deactivated one and a role the callable does not admit", () => {
    expect(() => admitRole("listTeam", undefined)).toThrow(NO_STAFF_RECORD_MESSAGE);
    expect(() => admitRole("listTeam", { email: "a@x", role: "owner", active: false })).toThrow(DEACTIVATED_MESSAGE);
    expect(() => admitRole("listTeam", { email: "a@x", role: "staff", active: true })).toThrow(
      roleRefusedMessage("staff"),
    );
    expect(admitRole("listTeam", { email: "a@x", role: "owner", active: true })).toBe("owner");
  });
});

describe("staffRecordOf", () => {
  it("reads a record from before roles as an active owner, and anything unknown as no record", () => {
    expect(staffRecordOf({ email: "a@x" })).toEqual({ email: "a@x", role: "owner", active: true });
    expect(staffRecordOf({ email: "a@x", role: "host", active: false })).toEqual({
      email: "a@x",
      role: "host",
      active: false,
    });
    expect(staffRecordOf({ email: "a@x", role: "superuser" })).toBeUndefined();
    expect(staffRecordOf(undefined)).toBeUndefined();
  });
});
