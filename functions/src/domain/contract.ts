import * as v from "valibot";
import {
  AvailabilitySchema,
  BookingAgendaSchema,
  BookingTokenSchema,
  CancelBookingSchema,
  CreateBookingSchema,
  FreeTimesSchema,
  RescheduleBookingSchema,
  RotateFeedSchema,
  SendInterviewLinkSchema,
  StaffCancelBookingSchema,
  StaffRescheduleBookingSchema,
  type BookingAgendaResponse,
  type BookingByTokenResponse,
  type BookingChangeResponse,
  type CreateBookingResponse,
  type FreeTimesResponse,
  type MyAvailabilityResponse,
  type RotateFeedResponse,
} from "./bookings";
import {
  CalendarRefSchema,
  ConnectCalendarSchema,
  SetBookingCalendarSchema,
  type MyCalendarsResponse,
} from "./calendars";
import { CreateLaunchPaymentRequestSchema, CreatePaymentRequestSchema, type CheckoutResponse } from "./checkout";
import {
  AddNoteSchema,
  DeleteSubmissionSchema,
  ExportPageSchema,
  ListPageSchema,
  SetStatusSchema,
  SubmissionRefSchema,
  type ExportChunk,
  type ExportPageResponse,
  type ListPageResponse,
  type OverviewResponse,
  type SubmissionDetailResponse,
  type TabCountsResponse,
} from "./dashboard";
import {
  ConversationPageSchema,
  CreateTemplateSchema,
  DeleteTemplateSchema,
  LeadConversationRefSchema,
  SendMessageSchema,
  UpdateTemplateSchema,
  type ConversationPageResponse,
  type TemplatesResponse,
} from "./conversations";
import {
  ContentPageRefSchema,
  PreviewContentSchema,
  PublishContentSchema,
  RollbackContentSchema,
  SaveContentDraftSchema,
  type ContentDraftResponse,
  type ContentPageResponse,
  type ContentPagesResponse,
  type ContentPreviewResponse,
  type ContentPublishResponse,
} from "./content";
import { CoachApplicationRequestSchema, ContactRequestSchema } from "./forms";
import { TrafficReportSchema, type TrafficReportResponse } from "./traffic";
import {
  AcceptInvitationSchema,
  AuditPageSchema,
  InvitationRefSchema,
  InviteMemberSchema,
  SetMemberActiveSchema,
  SetMemberRoleSchema,
  type AcceptInvitationResponse,
  type AuditPageResponse,
  type DashboardSessionResponse,
  type MemberChangeResponse,
  type TeamResponse,
} from "./team";
import {
  CreateInvoiceSchema,
  InvoiceRefSchema,
  ListInvoicesSchema,
  RefundPaymentSchema,
  RevenueReportSchema,
  VoidInvoiceSchema,
  type InvoiceResponse,
  type InvoicesResponse,
  type RefundResponse,
  type RevenueReportResponse,
} from "./invoices";
import {
  CancelQuoteSchema,
  CreateQuoteSchema,
  ListQuotesSchema,
  QuoteRefSchema,
  type QuoteResponse,
  type QuotesResponse,
} from "./quotes";
import {
  ChargeInstallmentSchema,
  ReconcileInstallmentSchema,
  type ChargeInstallmentResponse,
  type ReconcileInstallmentResponse,
} from "./payments";

/**
 * The contract between the web app and the functions: every callable with its request schema and its answer, every
 * collection, the region. The web app's `callFunction` / `streamFunction` and the functions' `callable` wrapper
 * (platform/callable.ts) are typed from {@link CONTRACT}, so a renamed field or callable fails the typecheck on both
 * sides; `functions/src/index.ts` exports each callable under its key here (index.test.ts checks).
 */

export { COLLECTIONS } from "./collections";

export { REGION } from "./region";

/** The answer of a submit callable. */
export interface SubmitResponse {
  ok: true;
}

/** The answer of `deleteSubmission`. */
export interface DeletedResponse {
  ok: true;
}

/** The request of a callable that reads nothing from its data (the dashboard's counts and overview): `{}`. */
const NoInputSchema = v.object({});

/**
 * A type the contract carries, never read as a value. Marked free of side effects, so a bundle that does not read
 * {@link CONTRACT} (the web app names callables through {@link CALLABLES}) drops it and every schema only it holds.
 */
/* @__NO_SIDE_EFFECTS__ */
function answer<T>(): T {
  return undefined as unknown as T;
}

/** One callable: the schema it parses its data with, its answer and, for a streaming one, its chunks. */
interface CallableEntry {
  request: v.GenericSchema;
  response: unknown;
  chunk?: unknown;
}

export const CONTRACT = {
  /** The form's fields and the visit's `source` (domain/source.ts), which the server stores with its channel. */
  submitContact: { request: ContactRequestSchema, response: answer<SubmitResponse>() },
  submitCoachApplication: { request: CoachApplicationRequestSchema, response: answer<SubmitResponse>() },
  createPayment: { request: CreatePaymentRequestSchema, response: answer<CheckoutResponse>() },
  createLaunchPayment: { request: CreateLaunchPaymentRequestSchema, response: answer<CheckoutResponse>() },
  /** Admin: charges installment 2 of 2 to the card saved by the first Checkout. */
  chargeInstallment: { request: ChargeInstallmentSchema, response: answer<ChargeInstallmentResponse>() },
  /** Admin: re-reads a stale installment-2 charge from Stripe and records what Stripe says. */
  reconcileInstallment: { request: ReconcileInstallmentSchema, response: answer<ReconcileInstallmentResponse>() },
  /** Admin (owner, staff): a draft invoice for a lead; the total is computed on the server from the lines. */
  createInvoice: { request: CreateInvoiceSchema, response: answer<InvoiceResponse>() },
  /** Admin (owner, staff): finalizes a draft as a Stripe invoice and mails the buyer its hosted page. */
  sendInvoice: { request: InvoiceRefSchema, response: answer<InvoiceResponse>() },
  /** Admin (owner, staff): voids a draft or an open invoice, with the reason. */
  voidInvoice: { request: VoidInvoiceSchema, response: answer<InvoiceResponse>() },
  /** Admin (owner, staff): the invoices, newest first, of a status or of one lead. */
  listInvoices: { request: ListInvoicesSchema, response: answer<InvoicesResponse>() },
  /** Admin (owner, staff): paid revenue by month, channel, campaign and landing page, refunds subtracted. */
  revenueReport: { request: RevenueReportSchema, response: answer<RevenueReportResponse>() },
  /** Owner: refunds a paid invoice or checkout payment, in full or in part, and mails the buyer. */
  refundPayment: { request: RefundPaymentSchema, response: answer<RefundResponse>() },
  /** Admin (owner, staff): a draft quote for a lead, of the same items an invoice takes. */
  createQuote: { request: CreateQuoteSchema, response: answer<QuoteResponse>() },
  /** Admin (owner, staff): finalizes a draft as a Stripe quote and mails it to the buyer. */
  sendQuote: { request: QuoteRefSchema, response: answer<QuoteResponse>() },
  /** Admin (owner, staff): records the buyer's acceptance in Stripe, which makes the quote an invoice. */
  acceptQuote: { request: QuoteRefSchema, response: answer<QuoteResponse>() },
  /** Admin (owner, staff): cancels a draft or open quote, with the reason. */
  cancelQuote: { request: CancelQuoteSchema, response: answer<QuoteResponse>() },
  /** Admin (owner, staff): one lead's quotes, newest first. */
  listQuotes: { request: ListQuotesSchema, response: answer<QuotesResponse>() },
  listSubmissions: { request: ListPageSchema, response: answer<ListPageResponse>() },
  getSubmission: { request: SubmissionRefSchema, response: answer<SubmissionDetailResponse>() },
  setSubmissionStatus: { request: SetStatusSchema, response: answer<SubmissionDetailResponse>() },
  addSubmissionNote: { request: AddNoteSchema, response: answer<SubmissionDetailResponse>() },
  deleteSubmission: { request: DeleteSubmissionSchema, response: answer<DeletedResponse>() },
  /** Streams the rows as {@link ExportChunk}s to a client that accepts streaming. */
  exportSubmissions: {
    request: ExportPageSchema,
    response: answer<ExportPageResponse>(),
    chunk: answer<ExportChunk>(),
  },
  submissionOverview: { request: NoInputSchema, response: answer<OverviewResponse>() },
  /** Admin: the tabs' totals and New counts. */
  submissionCounts: { request: NoInputSchema, response: answer<TabCountsResponse>() },
  /** Public: free start times of a meeting type in a window (never who is busy). */
  bookingFreeTimes: { request: FreeTimesSchema, response: answer<FreeTimesResponse>() },
  /** Public: books a free time; "That time was just taken" when another booking got it first. */
  createBooking: { request: CreateBookingSchema, response: answer<CreateBookingResponse>() },
  /** Public, with a booking's token: what the reschedule / cancel link opens. */
  getBookingByToken: { request: BookingTokenSchema, response: answer<BookingByTokenResponse>() },
  rescheduleBooking: { request: RescheduleBookingSchema, response: answer<BookingChangeResponse>() },
  cancelBooking: { request: CancelBookingSchema, response: answer<BookingChangeResponse>() },
  /** Admin (host): own availability and calendar-feed state. */
  getMyAvailability: { request: NoInputSchema, response: answer<MyAvailabilityResponse>() },
  setMyAvailability: { request: AvailabilitySchema, response: answer<MyAvailabilityResponse>() },
  /** Admin (host): a new secret calendar-feed address, or none. */
  rotateCalendarFeed: { request: RotateFeedSchema, response: answer<RotateFeedResponse>() },
  /** Admin: mails an applicant a coach-interview booking link; answers the application's detail (with history). */
  sendInterviewLink: { request: SendInterviewLinkSchema, response: answer<SubmissionDetailResponse>() },
  /** Admin: cancels a booking; mails the visitor the cancellation (with the reason) and tells the host. */
  cancelBookingAsStaff: { request: StaffCancelBookingSchema, response: answer<SubmissionDetailResponse>() },
  /** Admin: moves a booking to another free time; mails the visitor and the host the update. */
  rescheduleBookingAsStaff: { request: StaffRescheduleBookingSchema, response: answer<SubmissionDetailResponse>() },
  /** Admin: bookings by start time, upcoming (soonest first) or past (latest first). */
  bookingAgenda: { request: BookingAgendaSchema, response: answer<BookingAgendaResponse>() },
  /** Admin (host): connects one of the caller's own calendars (read once first; refused with the reason). */
  connectCalendar: { request: ConnectCalendarSchema, response: answer<MyCalendarsResponse>() },
  /** Admin (host): the caller's calendars (never an address or password) and their next 14 days. */
  myCalendars: { request: NoInputSchema, response: answer<MyCalendarsResponse>() },
  syncCalendarNow: { request: CalendarRefSchema, response: answer<MyCalendarsResponse>() },
  /** Admin (host): deletes a connection, its sealed secret and its stored busy times at once. */
  disconnectCalendar: { request: CalendarRefSchema, response: answer<MyCalendarsResponse>() },
  /** Admin (host): which calendar of a CalDAV connection receives bookings. */
  setBookingCalendar: { request: SetBookingCalendarSchema, response: answer<MyCalendarsResponse>() },
  /** Admin: the Traffic view's counts for a period (rolls up waiting events first, a bounded number per call). */
  trafficReport: { request: TrafficReportSchema, response: answer<TrafficReportResponse>() },
  /** Admin (any role): who is signed in and their role (the dashboard shows only what it allows); logs the sign-in. */
  dashboardSession: { request: NoInputSchema, response: answer<DashboardSessionResponse>() },
  /** Owner: the members and the pending invitations. */
  listTeam: { request: NoInputSchema, response: answer<TeamResponse>() },
  /** Owner: mails a single-use invitation link with a role; answers the team. */
  inviteTeamMember: { request: InviteMemberSchema, response: answer<TeamResponse>() },
  /** Owner: a new link for a pending invitation (the old one stops working), valid 7 days from now. */
  resendInvitation: { request: InvitationRefSchema, response: answer<TeamResponse>() },
  withdrawInvitation: { request: InvitationRefSchema, response: answer<TeamResponse>() },
  setMemberRole: { request: SetMemberRoleSchema, response: answer<MemberChangeResponse>() },
  /** Owner: deactivates (ends the sessions at once, removes as host, lists future bookings) or reactivates. */
  setMemberActive: { request: SetMemberActiveSchema, response: answer<MemberChangeResponse>() },
  /** Owner: the audit log, newest first, a page at flat cost. */
  listAuditLog: { request: AuditPageSchema, response: answer<AuditPageResponse>() },
  /** Owner: the audit log for the CSV, 500 entries a page; the first page records the export. */
  exportAuditLog: { request: AuditPageSchema, response: answer<AuditPageResponse>() },
  /** Signed in with a verified address (no admin claim yet): accepts an invitation sent to that address. */
  acceptInvitation: { request: AcceptInvitationSchema, response: answer<AcceptInvitationResponse>() },
  /** Admin: writes to a lead from its drawer (placeholders filled by the server); answers the message's id. */
  sendLeadMessage: { request: SendMessageSchema, response: answer<{ id: string }>() },
  /** Admin: a page of a lead's conversation, newest first, with the sent mails' delivery states. */
  leadConversation: { request: ConversationPageSchema, response: answer<ConversationPageResponse>() },
  /** Admin: the lead was opened; clears its "New reply" mark for everyone. */
  clearNewReply: { request: LeadConversationRefSchema, response: answer<{ cleared: boolean }>() },
  /** Admin: the message templates (each answers every template). */
  listMessageTemplates: { request: NoInputSchema, response: answer<TemplatesResponse>() },
  createMessageTemplate: { request: CreateTemplateSchema, response: answer<TemplatesResponse>() },
  updateMessageTemplate: { request: UpdateTemplateSchema, response: answer<TemplatesResponse>() },
  deleteMessageTemplate: { request: DeleteTemplateSchema, response: answer<TemplatesResponse>() },
  /** Content (issue 43): the editable pages, each with its live version and pending draft. */
  listContentPages: { request: NoInputSchema, response: answer<ContentPagesResponse>() },
  /** Content: one page's draft (else live data), its revision and its history. */
  getContentPage: { request: ContentPageRefSchema, response: answer<ContentPageResponse>() },
  /** Content: saves a draft over the revision it started from (a newer draft is never overwritten). */
  saveContentDraft: { request: SaveContentDraftSchema, response: answer<ContentDraftResponse>() },
  /** Content: the page as the form holds it, rendered as it would be published (staff only, stored nowhere). */
  previewContentPage: { request: PreviewContentSchema, response: answer<ContentPreviewResponse>() },
  /** Content: the saved draft goes live (rendered, released to Hosting, a new version, audited). */
  publishContentPage: { request: PublishContentSchema, response: answer<ContentPublishResponse>() },
  /** Content: an earlier version goes live again (a new version naming it, audited). */
  rollbackContentPage: { request: RollbackContentSchema, response: answer<ContentPublishResponse>() },
} as const satisfies Record<string, CallableEntry>;

type Contract = typeof CONTRACT;

/** The name of a deployed callable. */
export type CallableName = keyof Contract;

/** What a caller sends to `TName` (the schema's input: before trimming and defaults). */
export type CallableInput<TName extends CallableName> = v.InferInput<Contract[TName]["request"]>;

/** What `TName` answers. */
export type CallableOutput<TName extends CallableName> = Contract[TName]["response"];

/** The callables that stream, and what each piece of their stream is. */
export type StreamingCallableName = {
  [TName in CallableName]: Contract[TName] extends { chunk: unknown } ? TName : never;
}[CallableName];
export type CallableChunk<TName extends CallableName> = Contract[TName] extends { chunk: infer TChunk }
  ? TChunk
  : never;

/**
 * Each callable's name under its own name, for code that names one: `CALLABLES.submitContact`. It answers the name it
 * is asked for without reading {@link CONTRACT}, so a page that calls one callable does not ship every callable's
 * request schema (the web bundle keeps only what it uses); the type allows only the contract's names.
 */
export const CALLABLES = new Proxy(Object.freeze({}), {
  get: (_target, name) => (typeof name === "string" ? name : undefined),
}) as { readonly [TName in CallableName]: TName };
