import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTION_OF_KIND, COLLECTIONS, type SubmissionKind } from "../domain/collections";
import type { CallableName } from "../domain/contract";
import { ROLE_LABELS, ROLES, type Role } from "../domain/team";
import type { AdminCaller } from "./requireAdmin";

/**
 * Every role decision of the admin callables, in one place (issue 34). The `admin` claim with a verified e-mail and an
 * unrevoked token stays the gate (./requireAdmin.ts); the staff record `staff/{uid}` must then be active, and its
 * role must be one the callable admits ({@link ADMIN_CALLABLE_ROLES}). A host is narrowed further to their own
 * bookings ({@link hostScope}, {@link assertLeadInScope}). Nothing the client sends is read for any of it.
 */

const EVERYONE = ROLES;
const LEADS = ["owner", "staff"] as const satisfies readonly Role[];
const OWNER = ["owner"] as const satisfies readonly Role[];
const CONTENT = ["owner"] as const satisfies readonly Role[];

/**
 * The roles each admin callable admits. A callable added to the contract must be listed here or in
 * {@link PUBLIC_CALLABLES} (roles.test.ts fails until it is, and says what to add).
 */
export const ADMIN_CALLABLE_ROLES = {
  // The leads: staff work every lead; a host only their own bookings (narrowed in the handler by assertLeadInScope).
  listSubmissions: LEADS,
  getSubmission: EVERYONE,
  setSubmissionStatus: EVERYONE,
  addSubmissionNote: EVERYONE,
  exportSubmissions: LEADS,
  submissionOverview: LEADS,
  submissionCounts: LEADS,
  deleteSubmission: OWNER,
  // Money: the charge and its "Check with Stripe" are the owner's.
  chargeInstallment: OWNER,
  reconcileInstallment: OWNER,
  // Invoices (issue 44): staff and owners bill a lead; a refund is the owner's alone.
  createInvoice: LEADS,
  sendInvoice: LEADS,
  voidInvoice: LEADS,
  listInvoices: LEADS,
  refundPayment: OWNER,
  revenueReport: LEADS,
  // Bookings: everyone their own availability and feed; the agenda is narrowed to a host's own bookings.
  getMyAvailability: EVERYONE,
  setMyAvailability: EVERYONE,
  rotateCalendarFeed: EVERYONE,
  bookingAgenda: EVERYONE,
  // A booking's cancel or move from its drawer: a host only their own (assertLeadInScope in the handler).
  cancelBookingAsStaff: EVERYONE,
  rescheduleBookingAsStaff: EVERYONE,
  sendInterviewLink: LEADS,
  // A host's own calendars: every callable is keyed on the caller's uid (calendars/manage.ts).
  connectCalendar: EVERYONE,
  myCalendars: EVERYONE,
  syncCalendarNow: EVERYONE,
  disconnectCalendar: EVERYONE,
  setBookingCalendar: EVERYONE,
  trafficReport: LEADS,
  // Conversations: staff and owners write to leads and keep the templates (a host's drawer shows none).
  sendLeadMessage: LEADS,
  leadConversation: LEADS,
  clearNewReply: LEADS,
  listMessageTemplates: LEADS,
  createMessageTemplate: LEADS,
  updateMessageTemplate: LEADS,
  deleteMessageTemplate: LEADS,
  // The team.
  dashboardSession: EVERYONE,
  listTeam: OWNER,
  inviteTeamMember: OWNER,
  resendInvitation: OWNER,
  withdrawInvitation: OWNER,
  setMemberRole: OWNER,
  setMemberActive: OWNER,
  listAuditLog: OWNER,
  exportAuditLog: OWNER,
  // Content (issue 43): the site's pages, for owners and editors.
  listContentPages: CONTENT,
  getContentPage: CONTENT,
  saveContentDraft: CONTENT,
  previewContentPage: CONTENT,
  publishContentPage: CONTENT,
  rollbackContentPage: CONTENT,
} as const satisfies Partial<Record<CallableName, readonly Role[]>>;

export type AdminCallableName = keyof typeof ADMIN_CALLABLE_ROLES;

/**
 * The callables that do not go through the admin gate: visitors' forms, checkout and bookings, and
 * `acceptInvitation` (a signed-in account with a verified address, which has no claim yet).
 */
export const PUBLIC_CALLABLES = [
  "submitContact",
  "submitCoachApplication",
  "createPayment",
  "createLaunchPayment",
  "bookingFreeTimes",
  "createBooking",
  "getBookingByToken",
  "rescheduleBooking",
  "cancelBooking",
  "acceptInvitation",
] as const satisfies readonly CallableName[];

/** A staff record as the gate reads it. */
export interface StaffRecord {
  email: string;
  role: Role;
  active: boolean;
}

/** Reads the staff record of a uid (undefined: none); tests may pass a fake. */
export type StaffLookup = (uid: string) => Promise<StaffRecord | undefined>;

/** Who is asking, once {@link admitRole} let them through: the verified admin and their role. */
export type StaffCaller = AdminCaller & { role: Role };

/**
 * A stored staff record. One written before roles existed (by `admin:grant`, the bootstrap of a project's first
 * admins) has no `role` and counts as an owner; one without `active` is active. Anything else is no record.
 */
export function staffRecordOf(data: Record<string, unknown> | undefined): StaffRecord | undefined {
  if (!data) return undefined;
  const role = data.role === undefined ? "owner" : data.role;
  if (!(ROLES as readonly unknown[]).includes(role)) return undefined;
  return { email: typeof data.email === "string" ? data.email : "", role: role as Role, active: data.active !== false };
}

export function firestoreStaff(db: Firestore): StaffLookup {
  return async (uid) => staffRecordOf((await db.collection(COLLECTIONS.staff).doc(uid).get()).data());
}

export const NO_STAFF_RECORD_MESSAGE = "This account is not a member of the team.";
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an owner of the team to reactivate it.";
export const NOT_YOUR_BOOKING_MESSAGE = "A host sees only their own bookings.";

/** What a role refused by a callable is told. */
export function roleRefusedMessage(role: Role): string {
  return `Your role (${ROLE_LABELS[role]}) does not allow this.`;
}

/**
 * The role decision of the admin callable `name` for a caller whose staff record is `record`: answers the role, or
 * throws `permission-denied` (no record, deactivated, or a role the callable does not admit).
 */
export function admitRole(name: AdminCallableName, record: StaffRecord | undefined): Role {
  if (!record) throw new HttpsError("permission-denied", NO_STAFF_RECORD_MESSAGE);
  if (!record.active) throw new HttpsError("permission-denied", DEACTIVATED_MESSAGE);
  const admitted: readonly Role[] = ADMIN_CALLABLE_ROLES[name];
  if (!admitted.includes(record.role)) throw new HttpsError("permission-denied", roleRefusedMessage(record.role));
  return record.role;
}

/** The host a caller's booking queries are narrowed to: their own uid for a host, none for owners and staff. */
export function hostScope(caller: StaffCaller): string | undefined {
  return caller.role === "host" ? caller.uid : undefined;
}

/**
 * Refuses a host a lead that is not one of their own bookings (another kind, or another host's booking); owners and
 * staff pass without a read. A missing booking passes: the handler answers not-found as for anyone.
 */
export async function assertLeadInScope(
  db: Firestore,
  caller: StaffCaller,
  kind: SubmissionKind,
  id: string,
): Promise<void> {
  const host = hostScope(caller);
  if (host === undefined) return;
  if (kind !== "bookings" || id.includes("/")) throw new HttpsError("permission-denied", NOT_YOUR_BOOKING_MESSAGE);
  const doc = await db.collection(COLLECTION_OF_KIND.bookings).doc(id).get();
  if (doc.exists && doc.get("host_uid") !== host) throw new HttpsError("permission-denied", NOT_YOUR_BOOKING_MESSAGE);
}
