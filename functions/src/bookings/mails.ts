import {
  HOST_TIME_ZONE,
  MEETING_TYPES,
  ORGANISATION_TYPES,
  bookingLinks,
  interviewLink,
  type OrganisationType,
} from "../domain/bookings";
import type { MailBooking } from "../domain/bookingRecord";
import { company } from "../domain/company";
import { canonicalZone, formatInZone, zoneName } from "../domain/zones";
import type { MailEventRecord, PreparedMail } from "../domain/mail";
import { renderMail, type MailBlock } from "../mail";
import { invitation } from "./invitation";
import { BOOKING_PAGES, SITE_PATHS, siteUrl } from "../domain/paths";

/**
 * The mails of a booking, prepared when the change is committed (stored as the booking's mail event, sent by the mail
 * queue): the visitor's confirmation (with the invitation attached and the reschedule / cancel links) and the staff
 * notice (the invitation again, so it lands in the host's calendar; Reply-To the visitor). A mail to the visitor
 * never repeats what they typed (not even their name), like every confirmation (leads/mails.ts). The booking is read
 * from its record (domain/bookingRecord.ts `bookingMailOf`).
 */

/** "Thursday, March 11, 2027, 9:00 AM India Standard Time": an instant in `zone`, named as the booking page names it. */
export function whenText(instant: Date, zone: string): string {
  return formatInZone(instant, zone, "long");
}

function attachment(ics: string, method: "REQUEST" | "CANCEL"): NonNullable<PreparedMail["attachments"]>[number] {
  return { filename: "invite.ics", content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

const organizer = { name: company.name, email: company.email };
const site = company.origin.replace(/^https?:\/\//, "");

/** The event both invitations of a booking describe: its uid and sequence (so a change replaces it) and its time. */
function eventOf(booking: MailBooking, method: "REQUEST" | "CANCEL") {
  return { method, uid: booking.icsUid, sequence: booking.sequence, start: booking.start, end: booking.end };
}

/** The visitor's invitation: their own address as the attendee (no typed text), the meeting's summary. */
export function visitorInvitation(booking: MailBooking, method: "REQUEST" | "CANCEL", origin: string, token?: string) {
  const type = MEETING_TYPES[booking.meetingType];
  const links = token ? bookingLinks(origin, token) : undefined;
  return invitation({
    ...eventOf(booking, method),
    summary: `${type.label} with ${company.name}`,
    description: [type.summary, ...(links ? [`Reschedule: ${links.reschedule}`, `Cancel: ${links.cancel}`] : [])].join(
      "\n",
    ),
    organizer,
    attendee: { name: booking.email, email: booking.email },
  });
}

/** The staff's invitation: who booked and what they want to talk about. */
function staffInvitation(booking: MailBooking, method: "REQUEST" | "CANCEL", origin: string) {
  const type = MEETING_TYPES[booking.meetingType];
  return invitation({
    ...eventOf(booking, method),
    summary: `${type.label}: ${booking.name} (${booking.organisation})`,
    description: [
      `${booking.name} <${booking.email}>, ${booking.organisation}`,
      booking.topics ? `Topics: ${booking.topics}` : "",
      siteUrl(origin, SITE_PATHS.dashboard),
    ]
      .filter(Boolean)
      .join("\n"),
    organizer,
    attendee: { name: booking.name, email: booking.email },
  });
}

/** Who changed a booking: the visitor through their link, or staff from the dashboard. */
export type ChangedBy = "visitor" | "staff";
export type BookingChange =
  | { kind: "booked" }
  | { kind: "rescheduled"; from: Date; by?: ChangedBy }
  | { kind: "cancelled"; reason?: string; by?: ChangedBy };

const HEADLINES = {
  booked: (label: string) => `Your ${label} is booked`,
  rescheduled: (label: string) => `Your ${label} was moved`,
  cancelled: (label: string) => `Your ${label} was cancelled`,
};

/**
 * "Book another time" in a cancellation: the meeting's own booking page, or the contact page for a meeting booked only
 * through a link staff send (the coach interview), whose page refuses a visitor without one.
 */
function anotherTimeLink(booking: MailBooking, origin: string): string {
  const page = MEETING_TYPES[booking.meetingType].public ? BOOKING_PAGES[booking.meetingType] : SITE_PATHS.contact;
  return siteUrl(origin, page);
}

/**
 * The mail event of a change: `booked-0`, `rescheduled-n`, `cancelled-n` (n the booking's new sequence), both mails.
 * A new booking's and a moved booking's confirmations count against the mailbox's daily cap (mail/cap.ts), so moving
 * a booking back and forth cannot flood the named address; a cancellation's does not (one per booking at most, and
 * the visitor must hear that the time is gone). Every confirmation counts against the hourly budget.
 */
export function changeMails(
  booking: MailBooking,
  change: BookingChange,
  context: { origin: string; token?: string; hostEmail?: string },
): { id: string; record: Omit<MailEventRecord<unknown>, "created_at"> } {
  const type = MEETING_TYPES[booking.meetingType];
  const method = change.kind === "cancelled" ? "CANCEL" : "REQUEST";
  const visitorWhen = whenText(booking.start, booking.timeZone);
  const hostWhen = whenText(booking.start, HOST_TIME_ZONE);
  const links = context.token && change.kind !== "cancelled" ? bookingLinks(context.origin, context.token) : undefined;
  const byStaff = change.kind !== "booked" && change.by === "staff";
  // Staff's reason goes to the visitor; a visitor's own is never repeated back to them (it goes to staff only).
  const staffReason = change.kind === "cancelled" && byStaff && change.reason ? change.reason : undefined;

  const confirmationBlocks: MailBlock[] = [
    { type: "paragraph", text: "Hello," },
    {
      type: "paragraph",
      text:
        change.kind === "cancelled"
          ? `${byStaff ? "We are sorry: we had to cancel your" : "Your"} ${type.label.toLowerCase()} with ${company.name} on ${visitorWhen}${byStaff ? "" : " is cancelled"}. The attached update removes it from your calendar.`
          : change.kind === "rescheduled"
            ? `Your ${type.label.toLowerCase()} with ${company.name} is moved${byStaff ? " by our team" : ""} to ${visitorWhen}. The attached invitation updates your calendar.`
            : `Your ${type.label.toLowerCase()} with ${company.name} is booked for ${visitorWhen}. Open the attached invitation to add it to your calendar.`,
    },
    {
      type: "fields",
      rows: [
        ["Meeting", `${type.label} (${type.minutes} minutes)`],
        ["When", visitorWhen],
        ...(staffReason ? ([["Reason", staffReason]] as [string, string][]) : []),
      ],
    },
    ...(links
      ? ([
          { type: "link", label: "Reschedule", href: links.reschedule },
          { type: "link", label: "Cancel", href: links.cancel },
        ] as MailBlock[])
      : []),
    ...(change.kind === "cancelled"
      ? ([
          {
            type: "link",
            label: MEETING_TYPES[booking.meetingType].public ? "Book another time" : "Write to us",
            href: anotherTimeLink(booking, context.origin),
          },
        ] as MailBlock[])
      : []),
    {
      type: "paragraph",
      text: `You are receiving this e-mail because this address was used to book a meeting on ${site}. If that was not you, you can ignore it${links ? " or cancel it with the link above" : ""}.`,
    },
  ];
  const confirmation = renderMail(`${HEADLINES[change.kind](type.label)}: ${visitorWhen}`, confirmationBlocks);

  const staffHeadline =
    change.kind === "booked" ? "New booking" : change.kind === "rescheduled" ? "Booking moved" : "Booking cancelled";
  const staff = renderMail(
    `${staffHeadline}: ${type.label}, ${hostWhen} — ${booking.name.slice(0, 100)}`,
    [
      {
        type: "paragraph",
        text:
          change.kind === "cancelled"
            ? `${byStaff ? "Staff cancelled this meeting from the dashboard; the visitor was sent the cancellation." : "The visitor cancelled this meeting."} The attached update removes it from your calendar.`
            : `${byStaff && change.kind === "rescheduled" ? "Staff moved this meeting from the dashboard; the visitor was sent the update. " : ""}Open the attached invitation to put it in your calendar. Reply to this e-mail to write to the visitor.`,
      },
      {
        type: "fields",
        rows: [
          ["Meeting", `${type.label} (${type.minutes} minutes)`],
          ["When", hostWhen],
          ...(change.kind === "rescheduled"
            ? ([["Was", whenText(change.from, HOST_TIME_ZONE)]] as [string, string][])
            : []),
          ["Visitor's zone", `${zoneName(booking.timeZone)}, ${canonicalZone(booking.timeZone)} (${visitorWhen})`],
          ["Name", booking.name],
          ["E-mail", booking.email],
          ["Organization", booking.organisation],
          [
            "Organization type",
            ORGANISATION_TYPES[booking.organisationType as OrganisationType] ?? booking.organisationType,
          ],
          ...(booking.topics ? ([["Topics", booking.topics]] as [string, string][]) : []),
          ...(change.kind === "cancelled" && change.reason ? ([["Reason", change.reason]] as [string, string][]) : []),
        ],
      },
      { type: "link", label: "Open the dashboard", href: siteUrl(context.origin, SITE_PATHS.dashboard) },
    ],
    { name: booking.name.slice(0, 100), address: booking.email },
  );

  return {
    id: `${change.kind}-${booking.sequence}`,
    record: {
      to: booking.email,
      ...(context.hostEmail ? { staff_extra: [context.hostEmail] } : {}),
      capped: change.kind !== "cancelled",
      confirmation: {
        ...confirmation,
        attachments: [attachment(visitorInvitation(booking, method, context.origin, context.token), method)],
      },
      staff: { ...staff, attachments: [attachment(staffInvitation(booking, method, context.origin), method)] },
    },
  };
}

/** A reminder to the visitor (no invitation: their calendar has it already), bound to the booking's sequence. */
export function reminderMail(
  booking: MailBooking,
  kind: "day" | "hour",
): { id: string; record: Omit<MailEventRecord<unknown>, "created_at"> } {
  const type = MEETING_TYPES[booking.meetingType];
  const when = whenText(booking.start, booking.timeZone);
  const soon = kind === "day" ? "tomorrow" : "in an hour";
  const confirmation = renderMail(`Reminder: your ${type.label} is ${soon} (${when})`, [
    { type: "paragraph", text: "Hello," },
    {
      type: "paragraph",
      text: `A reminder that your ${type.label.toLowerCase()} with ${company.name} is ${soon}: ${when}. To reschedule or cancel, use the links in your confirmation e-mail.`,
    },
  ]);
  return {
    id: `reminder-${kind}-${booking.sequence}`,
    record: { to: booking.email, capped: false, requires_sequence: booking.sequence, confirmation },
  };
}

/** The mail with the coach-interview booking link, to an applicant. */
export function interviewMail(
  to: string,
  inviteId: string,
  invite: string,
  origin: string,
  expiresAt: Date,
): { id: string; record: Omit<MailEventRecord<unknown>, "created_at"> } {
  const confirmation = renderMail(`Book your AI Coach interview with ${company.name}`, [
    { type: "paragraph", text: "Hello," },
    {
      type: "paragraph",
      text: `Thank you for applying to become a Certified AI Coach. We would like to meet you: pick a time for a ${MEETING_TYPES["coach-interview"].minutes}-minute interview with the link below. It works once and until ${whenText(expiresAt, HOST_TIME_ZONE)}.`,
    },
    { type: "link", label: "Book your interview", href: interviewLink(origin, invite) },
    {
      type: "paragraph",
      text: `You are receiving this e-mail because you applied on ${site}. If that was not you, you can ignore it.`,
    },
  ]);
  return { id: `interview-${inviteId}`, record: { to, capped: false, confirmation } };
}
