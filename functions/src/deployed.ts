import type { DeployedFunction } from "./platform/deploy";

/**
 * Every deployed function: its name (the deployed name, and for a callable its name in the contract, domain/contract.ts)
 * → the module that declares it, relative to `functions/src` (and `export`, the name it has there, where that differs).
 * This is the one place a new function is added (docs/decisions/0013-functions-load-what-they-use.md). `index.ts`
 * loads only the named function's module when Cloud Functions or the emulator start a function (`FUNCTION_TARGET`),
 * and every module when the deploy discovers the functions; `index.test.ts` checks each entry against its module and
 * the contract.
 */
export const DEPLOYED = {
  // leads/: the two forms and the dashboard's admin callables.
  submitContact: { module: "leads/submitContact" },
  submitCoachApplication: { module: "leads/submitCoachApplication" },
  listSubmissions: { module: "leads/listSubmissions" },
  getSubmission: { module: "leads/getSubmission" },
  setSubmissionStatus: { module: "leads/setSubmissionStatus" },
  addSubmissionNote: { module: "leads/addSubmissionNote" },
  deleteSubmission: { module: "leads/deleteSubmission" },
  exportSubmissions: { module: "leads/exportSubmissions" },
  submissionOverview: { module: "leads/submissionOverview" },
  submissionCounts: { module: "leads/submissionCounts" },
  // payments/: Checkout, the second installment, the Stripe webhook.
  createPayment: { module: "payments/createPayment" },
  createLaunchPayment: { module: "payments/createLaunchPayment" },
  chargeInstallment: { module: "payments/chargeInstallment" },
  reconcileInstallment: { module: "payments/reconcileInstallment" },
  stripeWebhook: { module: "payments/stripeWebhook" },
  // payments/: invoices from a lead, refunds, the Revenue view (issue 44).
  createInvoice: { module: "payments/invoices" },
  sendInvoice: { module: "payments/invoices" },
  voidInvoice: { module: "payments/invoices" },
  listInvoices: { module: "payments/invoices" },
  refundPayment: { module: "payments/refundPayment" },
  revenueReport: { module: "payments/revenueReport", export: "revenueReportCallable" },
  createQuote: { module: "payments/quotes" },
  sendQuote: { module: "payments/quotes" },
  acceptQuote: { module: "payments/quotes" },
  cancelQuote: { module: "payments/quotes" },
  listQuotes: { module: "payments/quotes" },
  // mails.ts: the mail queue's sender, with the mails of every kind of document (mail/ sends them).
  sendMail: { module: "mails" },
  // bookings/: the visitor's booking callables, hosts' availability and feed, the agenda, the reminder sweep.
  bookingFreeTimes: { module: "bookings/bookingFreeTimes" },
  createBooking: { module: "bookings/createBooking" },
  getBookingByToken: { module: "bookings/getBookingByToken" },
  rescheduleBooking: { module: "bookings/rescheduleBooking" },
  cancelBooking: { module: "bookings/cancelBooking" },
  cancelBookingAsStaff: { module: "bookings/staffChanges" },
  rescheduleBookingAsStaff: { module: "bookings/staffChanges" },
  getMyAvailability: { module: "bookings/availability" },
  setMyAvailability: { module: "bookings/availability" },
  rotateCalendarFeed: { module: "bookings/rotateCalendarFeed" },
  sendInterviewLink: { module: "bookings/sendInterviewLink" },
  bookingAgenda: { module: "bookings/bookingAgenda" },
  calendarFeed: { module: "bookings/calendarFeed", export: "calendarFeedFunction" },
  bookingReminders: { module: "bookings/reminders" },
  // calendars/: hosts' own calendars.
  connectCalendar: { module: "calendars/manage" },
  disconnectCalendar: { module: "calendars/manage" },
  myCalendars: { module: "calendars/manage", export: "myCalendarsCallable" },
  setBookingCalendar: { module: "calendars/manage" },
  syncCalendarNow: { module: "calendars/manage" },
  syncCalendars: { module: "calendars/schedule" },
  // traffic/: the visit collector, its roll-up, the Traffic view.
  collectTraffic: { module: "traffic/collector" },
  rollUpTraffic: { module: "traffic/rollUp", export: "rollUpTrafficSchedule" },
  trafficReport: { module: "traffic/trafficReport", export: "trafficReportCallable" },
  // team/: the dashboard's session, invitations, members, the audit log.
  dashboardSession: { module: "team/session" },
  acceptInvitation: { module: "team/invitations" },
  inviteTeamMember: { module: "team/invitations" },
  resendInvitation: { module: "team/invitations" },
  withdrawInvitation: { module: "team/invitations" },
  listTeam: { module: "team/members" },
  setMemberActive: { module: "team/members" },
  setMemberRole: { module: "team/members" },
  exportAuditLog: { module: "team/auditLog" },
  listAuditLog: { module: "team/auditLog" },
  // conversations/: staff's mails to a lead, the timeline, templates, the inbound webhook.
  sendLeadMessage: { module: "conversations/sendLeadMessage" },
  clearNewReply: { module: "conversations/leadConversation" },
  leadConversation: { module: "conversations/leadConversation" },
  createMessageTemplate: { module: "conversations/templates" },
  deleteMessageTemplate: { module: "conversations/templates" },
  listMessageTemplates: { module: "conversations/templates" },
  updateMessageTemplate: { module: "conversations/templates" },
  inboundMail: { module: "conversations/inbound" },
  // content/: the Content tab's pages, drafts, preview, publish and rollback (issue 43).
  listContentPages: { module: "content/listContentPages" },
  getContentPage: { module: "content/getContentPage" },
  saveContentDraft: { module: "content/saveContentDraft" },
  previewContentPage: { module: "content/previewContentPage" },
  publishContentPage: { module: "content/publishContentPage" },
  rollbackContentPage: { module: "content/rollbackContentPage" },
} satisfies Record<string, DeployedFunction>;
