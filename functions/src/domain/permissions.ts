import type { CallableName } from "./contract";
import { ROLES, type Role } from "./roles";

/**
 * Who may do what, in one table for both sides (issue 42). The server admits every admin callable with {@link can}
 * (platform/roles.ts `admitRole`, after the `admin` claim, the verified e-mail and an active staff record); the
 * dashboard asks the same function (`useCan` in web/app/lib/role.ts) to show a tab, a lead action or a button only to
 * the roles the server will admit, and a staff tab names the callable it needs rather than a list of roles.
 * firestore.rules admits no role anything directly (decision 0001): permissions.test.ts holds the file to
 * {@link DIRECT_ACCESS}.
 *
 * A new role: one entry in domain/roles.ts, then its column here (in the role lists below). A new admin callable:
 * one line in {@link CALLABLE_ROLES} (roles.test.ts fails until it is listed here or in {@link PUBLIC_CALLABLES}).
 */

const EVERYONE = ROLES;
/** Who works leads or bookings: every role but the Editor (content only). */
const BOOKINGS = ["owner", "staff", "host"] as const satisfies readonly Role[];
const LEADS = ["owner", "staff"] as const satisfies readonly Role[];
const OWNER = ["owner"] as const satisfies readonly Role[];
const CONTENT = ["owner", "editor"] as const satisfies readonly Role[];

/** The roles each admin callable admits. */
export const CALLABLE_ROLES = {
  // The leads: staff work every lead; a host only their own bookings (narrowed in the handler by assertLeadInScope).
  listSubmissions: LEADS,
  getSubmission: BOOKINGS,
  setSubmissionStatus: BOOKINGS,
  addSubmissionNote: BOOKINGS,
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
  // Quotes (issue 44): as invoices, staff and owners quote a lead and record the buyer's acceptance or cancel.
  createQuote: LEADS,
  sendQuote: LEADS,
  acceptQuote: LEADS,
  cancelQuote: LEADS,
  listQuotes: LEADS,
  // Bookings: everyone their own availability and feed; the agenda is narrowed to a host's own bookings.
  getMyAvailability: BOOKINGS,
  setMyAvailability: BOOKINGS,
  rotateCalendarFeed: BOOKINGS,
  bookingAgenda: BOOKINGS,
  // A booking's cancel or move from its drawer: a host only their own (assertLeadInScope in the handler).
  cancelBookingAsStaff: BOOKINGS,
  rescheduleBookingAsStaff: BOOKINGS,
  sendInterviewLink: LEADS,
  // A host's own calendars: every callable is keyed on the caller's uid (calendars/manage.ts).
  connectCalendar: BOOKINGS,
  myCalendars: BOOKINGS,
  syncCalendarNow: BOOKINGS,
  disconnectCalendar: BOOKINGS,
  setBookingCalendar: BOOKINGS,
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

export type AdminCallableName = keyof typeof CALLABLE_ROLES;

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

/** Whether a member of `role` may call the admin callable `callable` (the server's decision, and the dashboard's). */
export function can(role: Role, callable: AdminCallableName): boolean {
  return (CALLABLE_ROLES[callable] as readonly Role[]).includes(role);
}

/**
 * What firestore.rules lets each role read or write directly from a client SDK: nothing, for every role and
 * collection. Every read goes through a callable, which asks {@link can} and writes the audit log (decision 0001).
 * permissions.test.ts parses the rules and fails if any `allow` grants anything this does not.
 */
export const DIRECT_ACCESS: Record<Role, readonly string[]> = { owner: [], staff: [], host: [], editor: [] };
