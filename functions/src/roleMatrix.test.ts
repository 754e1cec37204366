import { createInvoiceHandler, listInvoicesHandler, sendInvoiceHandler, voidInvoiceHandler } from "./payments/invoices";
import {
  acceptQuoteHandler,
  cancelQuoteHandler,
  createQuoteHandler,
  listQuotesHandler,
  sendQuoteHandler,
} from "./payments/quotes";
import { refundPaymentHandler } from "./payments/refundPayment";
import { revenueReportHandler } from "./payments/revenueReport";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it, vi } from "vitest";
import { COLLECTIONS } from "./domain/collections";
import { CALLABLE_ROLES as ADMIN_CALLABLE_ROLES, type AdminCallableName } from "./domain/permissions";
import { ROLES, type Role } from "./domain/roles";
import { bookingAgendaHandler } from "./bookings/bookingAgenda";
import { clearNewReplyHandler, leadConversationHandler } from "./conversations/leadConversation";
import { sendLeadMessageHandler } from "./conversations/sendLeadMessage";
import {
  createMessageTemplateHandler,
  deleteMessageTemplateHandler,
  listMessageTemplatesHandler,
  updateMessageTemplateHandler,
} from "./conversations/templates";
import {
  connectCalendarHandler,
  disconnectCalendarHandler,
  myCalendarsHandler,
  setBookingCalendarHandler,
  syncCalendarNowHandler,
} from "./calendars/manage";
import { cancelBookingAsStaffHandler, rescheduleBookingAsStaffHandler } from "./bookings/staffChanges";
import { getMyAvailabilityHandler, setMyAvailabilityHandler } from "./bookings/availability";
import { rotateCalendarFeedHandler } from "./bookings/rotateCalendarFeed";
import { sendInterviewLinkHandler } from "./bookings/sendInterviewLink";
import { addSubmissionNoteHandler } from "./leads/addSubmissionNote";
import { deleteSubmissionHandler } from "./leads/deleteSubmission";
import { exportSubmissionsHandler } from "./leads/exportSubmissions";
import { getSubmissionHandler } from "./leads/getSubmission";
import { listSubmissionsHandler } from "./leads/listSubmissions";
import { setSubmissionStatusHandler } from "./leads/setSubmissionStatus";
import { submissionCountsHandler } from "./leads/submissionCounts";
import { submissionOverviewHandler } from "./leads/submissionOverview";
import { chargeInstallmentHandler } from "./payments/chargeInstallment";
import { firestorePayments } from "./payments/payments";
import { reconcileInstallmentHandler } from "./payments/reconcileInstallment";
import type { StripeApi } from "./payments/stripe";
import type { AdminRequest } from "./platform/adminCallable";
import {
  DEACTIVATED_MESSAGE,
  NO_STAFF_RECORD_MESSAGE,
  NOT_YOUR_BOOKING_MESSAGE,
  firestoreStaff,
  roleRefusedMessage,
} from "./platform/roles";
import { exportAuditLogHandler, listAuditLogHandler } from "./team/auditLog";
import {
  acceptInvitationHandler,
  inviteTeamMemberHandler,
  resendInvitationHandler,
  withdrawInvitationHandler,
} from "./team/invitations";
import { listTeamHandler, setMemberActiveHandler, setMemberRoleHandler } from "./team/members";
import { dashboardSessionHandler } from "./team/session";
import { adminDeps, adminRequest, useStandinFirestore } from "./testing/standinFirestore";
import { trafficReportHandler } from "./traffic/trafficReport";
import { getContentPageHandler } from "./content/getContentPage";
import { listContentPagesHandler } from "./content/listContentPages";
import { SITE_CONTENT_MODEL } from "./content/model";
import { previewContentPageHandler } from "./content/previewContentPage";
import { publishContentPageHandler } from "./content/publishContentPage";
import { rollbackContentPageHandler } from "./content/rollbackContentPage";
import { saveContentDraftHandler } from "./content/saveContentDraft";

/**
 * The role matrix (issue 34): every admin callable × every role, against the handlers with the Firestore stand-in
 * and the caller's real staff record `staff/{uid}` in it. A role the callable admits (platform/roles.ts) gets past
 * the gate (its answer may still be a refusal of the request itself); any other role is refused with what its role
 * may not do, before anything is read or written.
 */

const standin = useStandinFirestore();
const KEY = "matrix-test-key-0123456789";
const NOW = new Date("2027-03-01T12:00:00.000Z");

function deps() {
  return { ...adminDeps(standin.db), staff: firestoreStaff(standin.db) };
}
function teamDeps() {
  return {
    ...deps(),
    now: () => NOW,
    key: () => KEY,
    origin: () => "http://127.0.0.1:5000",
    auth: { setAdminClaim: vi.fn(async () => {}), revokeSessions: vi.fn(async () => {}) },
  };
}
/** A booking change's deps: the team's, with a limiter that admits and a quiet log. */
function bookingChangeDeps() {
  return {
    ...teamDeps(),
    rateLimiter: { consume: async () => true },
    log: { info: () => {}, warn: () => {}, error: () => {} },
  };
}
/** A host's calendars' deps: the stand-in, a fetch that must not be reached for a refused call. */
function calendarDeps() {
  return {
    ...deps(),
    now: () => NOW,
    key: () => KEY,
    fetch: async () => {
      throw new Error("no calendar is fetched here");
    },
    log: { info: () => {}, warn: () => {}, error: () => {} },
  };
}
function paymentDeps() {
  const never = vi.fn(() => {
    throw new Error("Stripe must not be called here");
  });
  const stripe = { paymentIntents: { create: never, retrieve: never, confirm: never } } as unknown as StripeApi;
  const { verify, staff } = deps();
  return { stripe: async () => stripe, payments: firestorePayments(standin.db), verifyToken: verify, staff };
}

/** An invoice callable's deps: Stripe must not be reached by a refused call (nor by the empty requests here). */
function invoiceDeps() {
  const stripe = new Proxy(
    {},
    {
      get: () => {
        throw new Error("Stripe must not be called here");
      },
    },
  ) as StripeApi;
  return {
    ...deps(),
    stripe: async () => stripe,
    notify: async () => {},
    origin: () => "http://127.0.0.1:5000",
    now: () => NOW,
  };
}

/** The content callables' deps: nothing is rendered or released by a refused call (nor by the empty requests here). */
function contentDeps() {
  const never = async () => {
    throw new Error("nothing is rendered or released here");
  };
  return { ...deps(), now: () => NOW, model: SITE_CONTENT_MODEL, renderer: never, release: never };
}

type Invoke = (request: AdminRequest) => Promise<unknown>;

/** Every admin callable's handler, as its deployed function calls it. */
const HANDLERS: Record<AdminCallableName, Invoke> = {
  listSubmissions: (r) => listSubmissionsHandler(r, deps()),
  getSubmission: (r) => getSubmissionHandler(r, deps()),
  setSubmissionStatus: (r) => setSubmissionStatusHandler(r, deps()),
  addSubmissionNote: (r) => addSubmissionNoteHandler(r, deps()),
  exportSubmissions: (r) => exportSubmissionsHandler(r, deps()),
  submissionOverview: (r) => submissionOverviewHandler(r, deps()),
  submissionCounts: (r) => submissionCountsHandler(r, deps()),
  deleteSubmission: (r) => deleteSubmissionHandler(r, deps()),
  chargeInstallment: (r) => chargeInstallmentHandler(r, { ...paymentDeps(), audit: async () => {} }),
  reconcileInstallment: (r) => reconcileInstallmentHandler(r, paymentDeps()),
  createInvoice: (r) => createInvoiceHandler(r, invoiceDeps()),
  sendInvoice: (r) => sendInvoiceHandler(r, invoiceDeps()),
  voidInvoice: (r) => voidInvoiceHandler(r, invoiceDeps()),
  listInvoices: (r) => listInvoicesHandler(r, invoiceDeps()),
  refundPayment: (r) => refundPaymentHandler(r, invoiceDeps()),
  revenueReport: (r) => revenueReportHandler(r, deps(), () => NOW),
  createQuote: (r) => createQuoteHandler(r, invoiceDeps()),
  sendQuote: (r) => sendQuoteHandler(r, invoiceDeps()),
  acceptQuote: (r) => acceptQuoteHandler(r, invoiceDeps()),
  cancelQuote: (r) => cancelQuoteHandler(r, invoiceDeps()),
  listQuotes: (r) => listQuotesHandler(r, invoiceDeps()),
  getMyAvailability: (r) => getMyAvailabilityHandler(r, deps()),
  setMyAvailability: (r) => setMyAvailabilityHandler(r, deps()),
  rotateCalendarFeed: (r) => rotateCalendarFeedHandler(r, teamDeps()),
  bookingAgenda: (r) => bookingAgendaHandler(r, deps(), () => NOW),
  cancelBookingAsStaff: (r) => cancelBookingAsStaffHandler(r, bookingChangeDeps()),
  rescheduleBookingAsStaff: (r) => rescheduleBookingAsStaffHandler(r, bookingChangeDeps()),
  sendInterviewLink: (r) => sendInterviewLinkHandler(r, teamDeps()),
  connectCalendar: (r) => connectCalendarHandler(r, calendarDeps()),
  myCalendars: (r) => myCalendarsHandler(r, calendarDeps()),
  syncCalendarNow: (r) => syncCalendarNowHandler(r, calendarDeps()),
  disconnectCalendar: (r) => disconnectCalendarHandler(r, calendarDeps()),
  setBookingCalendar: (r) => setBookingCalendarHandler(r, calendarDeps()),
  trafficReport: (r) => trafficReportHandler(r, deps(), () => NOW),
  sendLeadMessage: (r) =>
    sendLeadMessageHandler(r, {
      ...teamDeps(),
      domain: () => "reply.example.com",
      notify: async () => {},
    }),
  leadConversation: (r) => leadConversationHandler(r, deps()),
  clearNewReply: (r) => clearNewReplyHandler(r, deps()),
  listMessageTemplates: (r) => listMessageTemplatesHandler(r, deps()),
  createMessageTemplate: (r) => createMessageTemplateHandler(r, deps()),
  updateMessageTemplate: (r) => updateMessageTemplateHandler(r, deps()),
  deleteMessageTemplate: (r) => deleteMessageTemplateHandler(r, deps()),
  dashboardSession: (r) => dashboardSessionHandler(r, deps()),
  listTeam: (r) => listTeamHandler(r, teamDeps()),
  inviteTeamMember: (r) => inviteTeamMemberHandler(r, teamDeps()),
  resendInvitation: (r) => resendInvitationHandler(r, teamDeps()),
  withdrawInvitation: (r) => withdrawInvitationHandler(r, teamDeps()),
  setMemberRole: (r) => setMemberRoleHandler(r, teamDeps()),
  setMemberActive: (r) => setMemberActiveHandler(r, teamDeps()),
  listAuditLog: (r) => listAuditLogHandler(r, deps()),
  exportAuditLog: (r) => exportAuditLogHandler(r, deps()),
  listContentPages: (r) => listContentPagesHandler(r, contentDeps()),
  getContentPage: (r) => getContentPageHandler(r, contentDeps()),
  saveContentDraft: (r) => saveContentDraftHandler(r, contentDeps()),
  previewContentPage: (r) => previewContentPageHandler(r, contentDeps()),
  publishContentPage: (r) => publishContentPageHandler(r, contentDeps()),
  rollbackContentPage: (r) => rollbackContentPageHandler(r, contentDeps()),
};

const UID = "member-uid";

async function seedMember(role: Role, active = true) {
  await standin.db.collection(COLLECTIONS.staff).doc(UID).set({ email: "staff@example.com", role, active });
}

/** What the call settled with: "ok", or the error's code and message. */
async function outcome(invoke: Invoke): Promise<{ code?: string; message?: string } | "ok"> {
  try {
    await invoke(adminRequest({}, {}, UID));
    return "ok";
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    return { code, message };
  }
}

const MATRIX = (Object.keys(ADMIN_CALLABLE_ROLES) as AdminCallableName[]).flatMap((name) =>
  ROLES.map((role) => {
    const admitted = (ADMIN_CALLABLE_ROLES[name] as readonly Role[]).includes(role);
    return [name, admitted ? "admits" : "refuses", role, admitted] as const;
  }),
);

describe("the role matrix: every admin callable × every role", () => {
  it("has a handler for every admin callable", () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(Object.keys(ADMIN_CALLABLE_ROLES).sort());
  });

  it.each(MATRIX)("%s %s a %s", async (name, _verb, role, admitted) => {
    await seedMember(role);
    const result = await outcome(HANDLERS[name]);
    if (admitted) {
      expect(result === "ok" || result.message !== roleRefusedMessage(role), JSON.stringify(result)).toBe(true);
    } else {
      expect(result).toEqual({ code: "permission-denied", message: roleRefusedMessage(role) });
      // Refused before anything was written: the one audit entry is the refusal itself, for the owners to see.
      const entries = (await standin.db.collection(COLLECTIONS.auditLog).get()).docs.map((doc) => doc.data());
      expect(entries).toEqual([
        expect.objectContaining({ action: "refused", by_uid: UID, target: name, details: { reason: `role-${role}` } }),
      ]);
    }
  });

  it.each(Object.keys(ADMIN_CALLABLE_ROLES) as AdminCallableName[])(
    "%s refuses an admin claim without a staff record, and a deactivated member",
    async (name) => {
      expect(await outcome(HANDLERS[name])).toEqual({ code: "permission-denied", message: NO_STAFF_RECORD_MESSAGE });
      await seedMember("owner", false);
      expect(await outcome(HANDLERS[name])).toEqual({ code: "permission-denied", message: DEACTIVATED_MESSAGE });
    },
  );
});

describe("a host sees only their own bookings", () => {
  async function seedBookings() {
    const booking = (host: string, start: string) => ({
      host_uid: host,
      start_at: Timestamp.fromDate(new Date(start)),
      end_at: Timestamp.fromDate(new Date(start)),
      created_at: Timestamp.fromDate(NOW),
      status: "scheduled",
      name: "Visitor",
      email: "visitor@example.com",
      meeting_type: "demo",
    });
    await standin.db.doc("bookings/mine").set(booking(UID, "2027-03-02T16:00:00.000Z"));
    await standin.db.doc("bookings/theirs").set(booking("other-host", "2027-03-02T17:00:00.000Z"));
    await standin.db.doc("contact_submissions/c1").set({ name: "Ada", created_at: Timestamp.fromDate(NOW) });
  }

  it("in the agenda, in a booking's detail, status and notes; never another lead", async () => {
    await seedMember("host");
    await seedBookings();
    const agenda = await bookingAgendaHandler(adminRequest({ when: "upcoming" }, {}, UID), deps(), () => NOW);
    expect(agenda.rows.map((row) => row.id)).toEqual(["mine"]);

    const detail = await getSubmissionHandler(adminRequest({ kind: "bookings", id: "mine" }, {}, UID), deps());
    expect(detail).toBeTruthy();
    for (const [invoke, data] of [
      [getSubmissionHandler, { kind: "bookings", id: "theirs" }],
      [getSubmissionHandler, { kind: "contact", id: "c1" }],
      [setSubmissionStatusHandler, { kind: "bookings", id: "theirs", status: "completed" }],
      [addSubmissionNoteHandler, { kind: "bookings", id: "theirs", text: "Mine now" }],
      [addSubmissionNoteHandler, { kind: "contact", id: "c1", text: "Peek" }],
    ] as const) {
      await expect(invoke(adminRequest(data, {}, UID), deps())).rejects.toMatchObject({
        code: "permission-denied",
        message: NOT_YOUR_BOOKING_MESSAGE,
      });
    }
    expect((await standin.db.doc("bookings/theirs").get()).get("status")).toBe("scheduled");
    await addSubmissionNoteHandler(
      adminRequest({ kind: "bookings", id: "mine", text: "Prep slides" }, {}, UID),
      deps(),
    );
  });

  it("while an owner's agenda holds every host's", async () => {
    await seedMember("owner");
    await seedBookings();
    const agenda = await bookingAgendaHandler(adminRequest({ when: "upcoming" }, {}, UID), deps(), () => NOW);
    expect(agenda.rows.map((row) => row.id)).toEqual(["mine", "theirs"]);
  });
});

describe("acceptInvitation is not an admin callable", () => {
  it("asks an anonymous caller to sign in", async () => {
    await expect(
      acceptInvitationHandler({ auth: undefined, data: { token: "x".repeat(43) } }, teamDeps()),
    ).rejects.toMatchObject({
      code: "unauthenticated",
    });
  });
});
