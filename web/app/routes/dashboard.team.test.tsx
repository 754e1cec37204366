import type { AuditPageResponse, TeamResponse } from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, within } from "../../test-utils/render";
import { TeamTab } from "./dashboard.team";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

const TEAM: TeamResponse = {
  members: [
    { uid: "o1", email: "owner@example.com", role: "owner", active: true, since: null },
    { uid: "h1", email: "host@example.com", role: "host", active: true, since: null },
  ],
  invitations: [
    {
      id: "hash1",
      email: "new@example.com",
      role: "staff",
      invited_by: "owner@example.com",
      created_at: "2026-11-20T10:00:00.000Z",
      expires_at: "2026-11-27T10:00:00.000Z",
      expired: false,
    },
  ],
};

const AUDIT: AuditPageResponse = {
  rows: [
    {
      id: "a1",
      action: "invite",
      by_uid: "o1",
      by_email: "owner@example.com",
      at: "2026-11-20T10:00:00.000Z",
      target: "new@example.com",
      details: { role: "Staff" },
    },
  ],
  total: 1,
  nextCursor: null,
};

let calls: { name: string; data: Record<string, unknown> }[];

beforeEach(() => {
  calls = [];
  firebase.callFunction.mockImplementation(async (name: string, data: Record<string, unknown>) => {
    calls.push({ name, data });
    switch (name) {
      case "listTeam":
        return TEAM;
      case "listAuditLog":
        return AUDIT;
      case "inviteTeamMember":
        throw Object.assign(new Error("This address is already a member of the team."), {
          code: "functions/already-exists",
        });
      case "setMemberActive":
        return {
          member: { ...TEAM.members[1], active: false },
          futureBookings: [{ id: "b1", start_at: "2026-12-01T16:00:00.000Z", meeting_type: "demo", name: "Visitor" }],
        };
      default:
        throw new Error(`unexpected ${name}`);
    }
  });
});

describe("TeamTab", () => {
  it("lists the members, the pending invitations and the audit log", async () => {
    render(<TeamTab saveCsv={vi.fn(async () => {})} />);
    expect(await screen.findByRole("cell", { name: "host@example.com" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend the invitation to new@example.com" })).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Invitation sent" })).toBeInTheDocument();
  });

  it("says what the server refused an invitation for", async () => {
    render(<TeamTab saveCsv={vi.fn(async () => {})} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: "Email" }), "host@example.com");
    await user.click(screen.getByRole("button", { name: "Send invitation" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This address is already a member of the team.");
    expect(calls.find((call) => call.name === "inviteTeamMember")?.data).toEqual({
      email: "host@example.com",
      role: "host",
    });
  });

  it("deactivates after a confirmation and lists the bookings to reassign", async () => {
    render(<TeamTab saveCsv={vi.fn(async () => {})} />);
    const user = userEvent.setup();
    const row = (await screen.findByRole("cell", { name: "host@example.com" })).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Deactivate" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Bookings to reassign")).toBeInTheDocument();
    expect(screen.getByText(/demo with Visitor \(b1\)/)).toBeInTheDocument();
    expect(calls.find((call) => call.name === "setMemberActive")?.data).toEqual({ uid: "h1", active: false });
  });

  it("exports the audit log as CSV through the pages of exportAuditLog", async () => {
    firebase.callFunction.mockImplementationOnce(async () => TEAM);
    const saveCsv = vi.fn(async () => {});
    render(<TeamTab saveCsv={saveCsv} />);
    firebase.callFunction.mockImplementation(async (name: string) => (name === "listTeam" ? TEAM : AUDIT));
    await userEvent.setup().click(await screen.findByRole("button", { name: "Export CSV" }));
    await vi.waitFor(() => expect(saveCsv).toHaveBeenCalled());
    expect(saveCsv).toHaveBeenCalledWith(
      "audit-log",
      ["at", "by_email", "by_uid", "action", "target", "details", "id"],
      [expect.objectContaining({ action: "Invitation sent", details: "role: Staff", target: "new@example.com" })],
    );
  });
});
