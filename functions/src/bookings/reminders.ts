import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/scheduler";
import { BOOKING_STATUS, REMINDER_OFFSETS_MINUTES, type ReminderKind } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";
import { mailBookingOf } from "./change";
import { reminderMail } from "./mails";
import { isAlreadyExists } from "./shared";

/** How often the sweep runs in production (Cloud Scheduler). A reminder goes at most this late. */
export const SWEEP_EVERY_MINUTES = 5;

export interface ReminderDeps {
  db: Firestore;
  notify?: NotifyEvent;
  log: Pick<typeof logger, "info" | "warn" | "error">;
}

/**
 * Which reminder of a booking is due at `now`, if any: the latest kind whose time (start minus its offset) has come,
 * provided the booking's current time was chosen before that moment (a meeting booked 3 hours ahead gets the 1-hour
 * reminder, not a "tomorrow" one) and it has not started.
 */
export function dueReminder(start: Date, scheduledAt: Date, now: Date): ReminderKind | undefined {
  if (now >= start) return undefined;
  const kinds = (Object.keys(REMINDER_OFFSETS_MINUTES) as ReminderKind[]).sort(
    (a, b) => REMINDER_OFFSETS_MINUTES[a] - REMINDER_OFFSETS_MINUTES[b],
  );
  for (const kind of kinds) {
    const at = start.getTime() - REMINDER_OFFSETS_MINUTES[kind] * 60_000;
    if (now.getTime() >= at) return scheduledAt.getTime() < at ? kind : undefined;
  }
  return undefined;
}

/**
 * One sweep at `now`: reads the scheduled bookings starting within the longest reminder offset (one range query on
 * `status`, `start_at`), and for each whose reminder is due creates its mail event `reminder-<kind>-<sequence>` with
 * `create()` (a second sweep, or a concurrent one, finds it and sends nothing) and queues it. Keyed by the sequence and
 * bound to it: once rescheduled (another sequence) or cancelled, the mail queue records it skipped ("outdated")
 * instead of sending it, and the next sweep keys the new time's reminders afresh. Production runs it every
 * {@link SWEEP_EVERY_MINUTES} minutes; tests call it with the clock they set.
 */
export async function sweepReminders(now: Date, deps: ReminderDeps): Promise<{ queued: string[] }> {
  const longest = Math.max(...Object.values(REMINDER_OFFSETS_MINUTES)) * 60_000;
  const snapshot = await deps.db
    .collection(COLLECTIONS.bookings)
    .where("status", "==", BOOKING_STATUS.scheduled)
    .where("start_at", ">", Timestamp.fromDate(now))
    .where("start_at", "<=", Timestamp.fromMillis(now.getTime() + longest))
    .orderBy("start_at")
    .get();
  const queued: string[] = [];
  for (const doc of snapshot.docs) {
    const booking = mailBookingOf(doc);
    const scheduledAt = (doc.get("scheduled_at") as Timestamp | undefined)?.toDate() ?? new Date(0);
    const kind = dueReminder(booking.start, scheduledAt, now);
    if (!kind) continue;
    const mail = reminderMail(booking, kind);
    try {
      await doc.ref
        .collection(COLLECTIONS.mailEvents)
        .doc(mail.id)
        .create({ ...mail.record, created_at: Timestamp.fromDate(now) });
    } catch (error) {
      if (isAlreadyExists(error)) continue;
      deps.log.error("sweepReminders", { outcome: "store_failed", id: doc.id, error: errorCode(error) });
      continue;
    }
    queued.push(`${doc.id}/${mail.id}`);
    if (deps.notify) await deps.notify("bookings", doc.id, mail.id, ["confirmation"]);
  }
  deps.log.info("sweepReminders", { outcome: "swept", read: snapshot.size, queued: queued.length });
  return { queued };
}

/** The sweep on Cloud Scheduler. Locally onSchedule never fires: the tests drive {@link sweepReminders} with a clock. */
export const bookingReminders = onSchedule(
  { schedule: `every ${SWEEP_EVERY_MINUTES} minutes`, timeZone: "UTC", retryCount: 0 },
  async () => {
    const firestore = db();
    await sweepReminders(new Date(), { db: firestore, notify: firestoreEventNotifier(firestore), log: logger });
  },
);
