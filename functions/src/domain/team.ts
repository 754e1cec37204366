import * as v from "valibot";
import { DocumentIdSchema } from "./documentId";
import { roleChoices, ROLES, type Role } from "./roles";

/**
 * The team in the dashboard (issue 34): the roles a staff member has, the invitations an owner sends, the audit log.
 * The `admin` claim stays the gate every callable and rule checks; the role, kept in the staff record `staff/{uid}`,
 * only narrows what an admin may do (domain/permissions.ts decides, in one place).
 */

/** How long an invitation link works. */
export const TEAM_INVITATION_DAYS = 7;

/** Audit entries per page of the Team tab, and the largest page an export asks for. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_PAGE_SIZE = 500;

/** What the audit log records: one word per kind of act. */
export const AUDIT_ACTIONS = [
  "invite",
  "invite-resend",
  "invite-withdraw",
  "invite-accept",
  "role-change",
  "deactivate",
  "reactivate",
  "grant",
  "revoke",
  "sign-in",
  "export",
  "delete",
  "charge-installment",
  "calendar-connection",
  "settings-change",
  "send-message",
  "list",
  "refused",
  "refund",
  "invoice-void",
  "content-publish",
  "content-rollback",
  "quote-cancel",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  invite: "Invitation sent",
  "invite-resend": "Invitation resent",
  "invite-withdraw": "Invitation withdrawn",
  "invite-accept": "Invitation accepted",
  "role-change": "Role changed",
  deactivate: "Deactivated",
  reactivate: "Reactivated",
  grant: "Access granted (CLI)",
  revoke: "Access revoked (CLI)",
  "sign-in": "Dashboard sign-in",
  export: "Export",
  delete: "Erasure",
  "charge-installment": "Installment charged",
  "calendar-connection": "Calendar connection",
  "settings-change": "Settings changed",
  "send-message": "Mail sent to a lead",
  list: "Leads listed",
  refused: "Refused attempt",
  refund: "Refund",
  "invoice-void": "Invoice voided",
  "content-publish": "Page published",
  "content-rollback": "Page rolled back",
  "quote-cancel": "Quote canceled",
};

/**
 * An audit entry as the Team tab reads it: who (uid and address at the time), what, when, and what it was about —
 * never the content of a lead (an erasure names the record, an export counts its rows).
 */
export interface AuditRow {
  id: string;
  action: AuditAction;
  by_uid: string;
  by_email: string;
  /** ISO instant. */
  at: string;
  /** Whom or what it concerns: a member's address, a record `kind/id`, an export's kind. */
  target: string;
  /** Short facts: `role: staff → host`, `rows: 42`. */
  details: Record<string, string | number | boolean>;
}

const emailField = v.pipe(
  v.string("Enter an email address."),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, "This address is too long."),
  v.email("Enter a valid email address."),
);
const roleField = v.picklist(ROLES, `Choose ${roleChoices()}.`);
const uidField = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, "Unknown team member."));

/** `inviteTeamMember`. */
export const InviteMemberSchema = v.object({ email: emailField, role: roleField });

/** `resendInvitation`, `withdrawInvitation`: an invitation by its id (as `listTeam` answers it). */
export const InvitationRefSchema = v.object({ id: DocumentIdSchema });

/** `acceptInvitation`: the secret token of the link (base64url, 43 characters for 32 bytes). */
export const AcceptInvitationSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, "This invitation link is not valid.")),
});

/** `setMemberRole`. */
export const SetMemberRoleSchema = v.object({ uid: uidField, role: roleField });

/** `setMemberActive`: deactivate (false) or reactivate (true). */
export const SetMemberActiveSchema = v.object({ uid: uidField, active: v.boolean() });

/** `listAuditLog`, `exportAuditLog`: newest first, optionally one person and one action, after a cursor. */
export const AuditPageSchema = v.object({
  byUid: v.optional(uidField),
  action: v.optional(v.picklist(AUDIT_ACTIONS, "Unknown action.")),
  cursor: v.optional(
    v.object({ id: DocumentIdSchema, at: v.pipe(v.string(), v.isoTimestamp()), position: v.number() }),
  ),
});
export type AuditPageInput = v.InferOutput<typeof AuditPageSchema>;

export interface AuditCursor {
  id: string;
  at: string;
  /** Entries listed before and on this page (for "51–100 of 240"). */
  position: number;
}

export interface AuditPageResponse {
  rows: AuditRow[];
  total: number;
  nextCursor: AuditCursor | null;
}

/** A member of the team, as the Team tab lists them. */
export interface MemberRow {
  uid: string;
  email: string;
  role: Role;
  active: boolean;
  /** ISO instant. */
  since: string | null;
}

/** A pending (or expired, not yet withdrawn) invitation. */
export interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  invited_by: string;
  /** ISO instants. */
  created_at: string;
  expires_at: string;
  expired: boolean;
}

export interface TeamResponse {
  members: MemberRow[];
  invitations: InvitationRow[];
}

/** `dashboardSession`: who the dashboard is for, and what their role lets it show. */
export interface DashboardSessionResponse {
  uid: string;
  email: string;
  role: Role;
}

/** A future booking of a deactivated host, to be given to another host or cancelled. */
export interface OrphanBooking {
  id: string;
  start_at: string;
  meeting_type: string;
  name: string;
}

/** `setMemberActive`: the member as now, and (on deactivation) their future bookings to reassign. */
export interface MemberChangeResponse {
  member: MemberRow;
  futureBookings: OrphanBooking[];
}

export interface AcceptInvitationResponse {
  role: Role;
}
