// Every deployed function, re-exported from its feature. The export name is the deployed name, and for a callable its
// name in the contract (domain/contract.ts; index.test.ts checks both).
import { setGlobalOptions } from "firebase-functions";
import { REGION } from "./platform/params";

setGlobalOptions({ region: REGION, maxInstances: 10 });
export {
  addSubmissionNote,
  deleteSubmission,
  exportSubmissions,
  getSubmission,
  listSubmissions,
  setSubmissionStatus,
  submissionCounts,
  submissionOverview,
  submitCoachApplication,
  submitContact,
} from "./leads";
export {
  chargeInstallment,
  createInvoice,
  createLaunchPayment,
  createPayment,
  listInvoices,
  reconcileInstallment,
  refundPayment,
  revenueReport,
  sendInvoice,
  stripeWebhook,
  voidInvoice,
} from "./payments";
export { sendMail } from "./mail";
export {
  bookingAgenda,
  bookingFreeTimes,
  bookingReminders,
  calendarFeedFunction as calendarFeed,
  cancelBooking,
  cancelBookingAsStaff,
  createBooking,
  getBookingByToken,
  getMyAvailability,
  rescheduleBooking,
  rescheduleBookingAsStaff,
  rotateCalendarFeed,
  sendInterviewLink,
  setMyAvailability,
} from "./bookings";
export {
  connectCalendar,
  disconnectCalendar,
  myCalendars,
  setBookingCalendar,
  syncCalendarNow,
  syncCalendars,
} from "./calendars";
export { collectTraffic, rollUpTraffic, trafficReport } from "./traffic";
export {
  acceptInvitation,
  dashboardSession,
  exportAuditLog,
  inviteTeamMember,
  listAuditLog,
  listTeam,
  resendInvitation,
  setMemberActive,
  setMemberRole,
  withdrawInvitation,
} from "./team";
export {
  clearNewReply,
  createMessageTemplate,
  deleteMessageTemplate,
  inboundMail,
  leadConversation,
  listMessageTemplates,
  sendLeadMessage,
  updateMessageTemplate,
} from "./conversations";
