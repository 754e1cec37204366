import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { HOST_TIME_ZONE } from "../domain/bookings";
import { CALENDAR_FAILURE_NOTICE_MS } from "../domain/calendars";
import { COLLECTIONS } from "../domain/collections";
import type { MailEventRecord } from "../domain/mail";
import { SITE_PATHS, siteUrl } from "../domain/paths";
import { formatInZone } from "../domain/zones";
import { errorCode } from "../platform/errors";
import { renderMail, type NotifyEvent } from "../mail";

/*
 * One staff mail when a calendar has failed for an hour (issue 31), not one per attempt: the connection records since
 * when it fails (`failing_since`, the first failure after its last good read) and whether this failure streak was
 * told (`failure_notice_at`). The failed sync that finds the streak an hour old and untold writes the notice's mail
 * event and marks the streak told in one transaction, so two syncs at once (the tick and "Sync now") send one mail; a
 * good read clears both, so a later streak is told again.
 *
 * Who gets it: the staff notice recipients (the MAIL_STAFF_TO list every staff notice goes to) and the host. The host
 * is the one who can fix it (a new secret address, a new app password); the staff list learns that this host's free
 * times may offer times their calendar has since filled, and someone is told even when the host is away.
 */

/** What the notice names: the host, the calendar (its name and hint, never its address) and the error. */
export interface FailureNoticeFacts {
  hostEmail: string;
  calendarName: string;
  hint: string;
  error: string;
  failingSince: Date;
  lastSyncedAt: Date | null;
}

/** The mail event's id: one per failure streak (named by its first failure). */
export function failureNoticeId(failingSince: Date): string {
  return `failing-${failingSince.getTime()}`;
}

/** The staff notice: which calendar of which host fails since when, why, what it means for bookings, what to do. */
export function failureNoticeMail(
  facts: FailureNoticeFacts,
  origin: string,
): Omit<MailEventRecord<unknown>, "created_at"> {
  const since = formatInZone(facts.failingSince, HOST_TIME_ZONE);
  const staff = renderMail(`Calendar not syncing: "${facts.calendarName}" of ${facts.hostEmail}`, [
    {
      type: "paragraph",
      text: `The calendar "${facts.calendarName}" that ${facts.hostEmail} connected has failed to sync since ${since}: every attempt since then failed.`,
    },
    {
      type: "fields",
      rows: [
        ["Host", facts.hostEmail],
        ["Calendar", `${facts.calendarName} (${facts.hint})`],
        ["Error", facts.error],
        ["Failing since", since],
        ["Last good sync", facts.lastSyncedAt ? formatInZone(facts.lastSyncedAt, HOST_TIME_ZONE) : "never"],
      ],
    },
    {
      type: "paragraph",
      text: `Booking goes on: until the calendar syncs again, the busy times of its last good sync keep blocking this host's free times, but meetings added to it since then do not, so a visitor may book a time that is now taken.`,
    },
    {
      type: "steps",
      items: [
        "Open the dashboard's Availability tab (signed in as the host) and look at the Calendars section's error.",
        'Press "Sync now": a passing outage may be over.',
        "If the address or app password changed (a reset secret address, a revoked app password), Disconnect the calendar and connect it again with the new one.",
      ],
    },
    { type: "link", label: "Open the dashboard", href: siteUrl(origin, SITE_PATHS.dashboard) },
    {
      type: "paragraph",
      text: "This is the only mail about this failure: the next one comes only if the calendar syncs and then fails for an hour again.",
    },
  ]);
  return { to: "", staff_extra: [facts.hostEmail], staff, capped: false };
}

/**
 * Records a failed sync on the connection (its error, since when it fails) and, when the streak is an hour old and
 * untold, the notice's mail event; answers that event's id to queue, or undefined. A connection deleted meanwhile
 * (Disconnect) records nothing; without an `origin` (no mail queue: the benchmark) no notice is recorded.
 */
export async function recordFailure(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
  error: string,
  origin: string | undefined,
): Promise<string | undefined> {
  const at = Timestamp.fromDate(now);
  try {
    return await noticeTransaction(db, ref, now, at, error, origin);
  } catch (failure) {
    // Another sync recorded this streak's notice between our read and our commit: the error is all left to record.
    if (!ALREADY_EXISTS.has(errorCode(failure))) throw failure;
    await ref.update({ error });
    return undefined;
  }
}

/** Firestore's ALREADY_EXISTS, as the client library reports it (a gRPC status number, or its name). */
const ALREADY_EXISTS = new Set(["6", "already-exists", "ALREADY_EXISTS"]);

function noticeTransaction(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
  at: Timestamp,
  error: string,
  origin: string | undefined,
): Promise<string | undefined> {
  return db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    if (!doc.exists) return undefined;
    const failingSince = (doc.get("failing_since") as Timestamp | null | undefined) ?? at;
    const due = !doc.get("failure_notice_at") && now.getTime() - failingSince.toMillis() >= CALENDAR_FAILURE_NOTICE_MS;
    if (!due || origin === undefined) {
      transaction.update(ref, { error, failing_since: failingSince });
      return undefined;
    }
    const hostUid = String(doc.get("host_uid"));
    const host = await transaction.get(db.collection(COLLECTIONS.bookingHosts).doc(hostUid));
    const staff = await transaction.get(db.collection(COLLECTIONS.staff).doc(hostUid));
    const hostEmail = [host.get("email"), staff.get("email")].find(
      (value): value is string => typeof value === "string" && value.includes("@"),
    );
    const syncedAt = doc.get("synced_at") as Timestamp | null | undefined;
    const id = failureNoticeId(failingSince.toDate());
    const mail = failureNoticeMail(
      {
        hostEmail: hostEmail ?? `the host (account ${hostUid})`,
        calendarName: String(doc.get("name") ?? "Calendar"),
        hint: String(doc.get("hint") ?? ""),
        error,
        failingSince: failingSince.toDate(),
        lastSyncedAt: syncedAt ? syncedAt.toDate() : null,
      },
      origin,
    );
    if (!hostEmail) delete mail.staff_extra;
    transaction.update(ref, { error, failing_since: failingSince, failure_notice_at: at });
    transaction.create(ref.collection(COLLECTIONS.mailEvents).doc(id), { ...mail, created_at: at });
    return id;
  });
}

/** Queues a notice recorded by {@link recordFailure} (never throws: the notifier records a mail it could not queue). */
export async function queueFailureNotice(notify: NotifyEvent | undefined, calendarId: string, event: string) {
  if (notify) await notify("calendars", calendarId, event, ["staff"]);
}
