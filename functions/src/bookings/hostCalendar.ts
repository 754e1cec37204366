import type { DocumentReference, DocumentSnapshot } from "firebase-admin/firestore";
import { MEETING_TYPES } from "../domain/bookings";
import { company } from "../domain/company";
import { bookingEventOf, CALENDAR_EVENT_FIELD } from "../calendars";
import { errorCode } from "../platform/errors";
import { calendarFeed, type FeedEvent } from "./invitation";
import type { MailBooking } from "../domain/bookingRecord";
import type { BookingDeps } from "./shared";

/*
 * A booking in its host's own calendar (calendars/bookingEvents.ts does the CalDAV part): the event is the host's
 * feed's event of the booking (same UID as the invitation, same SEQUENCE), written after the booking's commit, moved
 * on a reschedule (rewritten in place, or deleted from the old host's calendar and written to the new host's),
 * deleted on a cancel. Never raises: the booking stands whatever the calendar answers.
 */

/** A booking as an event of the host's calendars (the subscription feed and the CalDAV calendar say the same). */
export function feedEventOf(booking: MailBooking, status: FeedEvent["status"] = "CONFIRMED"): FeedEvent {
  const type = MEETING_TYPES[booking.meetingType];
  return {
    uid: booking.icsUid,
    sequence: booking.sequence,
    start: booking.start,
    end: booking.end,
    summary: `${type.label}: ${booking.name} (${booking.organisation})`,
    description: [`${booking.name} <${booking.email}>`, booking.topics].filter(Boolean).join("\n"),
    status,
  };
}

function eventText(booking: MailBooking): string {
  return calendarFeed({ name: `${company.name} bookings`, events: [feedEventOf(booking)] });
}

/**
 * After a booking's commit (new or moved): writes its event into the host's receiving calendar, deleting the
 * previous event first when it was in another calendar (another host, or the host picked another calendar).
 */
export async function syncBookingEvent(
  deps: BookingDeps,
  ref: DocumentReference,
  hostUid: string,
  booking: MailBooking,
  previous?: DocumentSnapshot,
): Promise<void> {
  if (!deps.calendars) return;
  try {
    const before = previous && bookingEventOf(previous);
    const written = await deps.calendars.write(hostUid, booking.icsUid, eventText(booking));
    if (before && (!written || written.url !== before.url)) await deps.calendars.remove(before);
    if (written || before) await ref.update({ [CALENDAR_EVENT_FIELD]: written ?? null });
  } catch (error) {
    deps.log.error("bookingEvent", { outcome: "failed", id: ref.id, error: errorCode(error) });
  }
}
