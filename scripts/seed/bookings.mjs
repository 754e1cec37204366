import { randomUUID } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { seedSource } from "./leads.mjs";

/**
 * The demo admin as a host, and a believable agenda: upcoming bookings this week and next (different meeting types,
 * visitors in different zones, one rescheduled), and past ones (Completed, No-show, one Cancelled). Every booking is
 * built with `newBookingRecord` as createBooking builds it, at a time inside the host's hours on a working day
 * counted from the day of the start (Boise time), with its time locks (so its time is not offered again), its
 * history and the mail events the product keeps. No mail is sent at seed time (nothing is queued), and:
 *
 * - a mail the booking's history says went (its confirmation, a change, a reminder already due) is recorded as sent:
 *   the reminder sweep creates each reminder once (`create()` on `reminder-<kind>-<sequence>`), so it finds those and
 *   sends nothing for the past; a reminder that falls due while the stack runs goes, as it would for any booking,
 *   one at a time to maildev;
 * - every visitor's address is on a reserved `.example` domain (RFC 2606), which no mail can ever reach.
 */

/** The host's weekly hours (Boise time): weekdays 9–12 and 13–17. */
const HOURS = [
  { start: "09:00", end: "12:00" },
  { start: "13:00", end: "17:00" },
];

/**
 * @typedef {{
 *   day: number,
 *   time: string,
 *   meetingType: import("../../functions/src/domain/index.ts").MeetingTypeId,
 *   timeZone: string,
 *   bookedDaysAgo: number,
 *   details: { name: string, email: string, organisation: string, organisationType: string, topics?: string },
 *   source?: Record<string, string>,
 *   rescheduledFrom?: { day: number, time: string, daysAgo: number },
 *   outcome?: { status: "completed" | "no_show", note?: string },
 *   cancelled?: { daysAgo: number, reason: string },
 * }} SampleBooking
 */

/**
 * The sample agenda. `day` counts working days (Monday to Friday, Boise time) from the day of the start: 1 is the next
 * working day, -1 the last one before today.
 * @type {SampleBooking[]}
 */
const SAMPLE_BOOKINGS = [
  {
    day: 1,
    time: "10:00",
    meetingType: "demo",
    timeZone: "America/Boise",
    bookedDaysAgo: 3,
    details: {
      name: "Dana Whitfield",
      email: "dwhitfield@bonnevillesd.example",
      organisation: "Bonneville Joint School District",
      organisationType: "school",
      topics: "AI literacy for our 9th-grade teachers before the spring semester",
    },
    source: { referrer: "www.google.com", landingPage: "/training/talk-to-ai", formPage: "/book/demo" },
  },
  {
    day: 2,
    time: "14:00",
    meetingType: "consultation",
    timeZone: "America/Los_Angeles",
    bookedDaysAgo: 2,
    details: {
      name: "Marcus Chen",
      email: "mchen@snakeriverlogistics.example",
      organisation: "Snake River Logistics",
      organisationType: "business",
      topics: "Launch with AI for a new dispatch service",
    },
    source: { referrer: "www.linkedin.com", landingPage: "/training/launch-with-ai", formPage: "/book/consultation" },
  },
  {
    day: 4,
    time: "09:30",
    meetingType: "partnership-call",
    timeZone: "America/New_York",
    bookedDaysAgo: 4,
    details: {
      name: "Priya Raman",
      email: "praman@mountainwestedfund.example",
      organisation: "Mountain West Education Fund",
      organisationType: "other",
      topics: "Sponsoring Idaho AI Week competitions in rural districts",
    },
    source: {
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "fall-partners",
      landingPage: "/partner-with-us",
      formPage: "/book/partnership-call",
    },
  },
  {
    day: 5,
    time: "11:00",
    meetingType: "demo",
    timeZone: "America/Chicago",
    bookedDaysAgo: 6,
    rescheduledFrom: { day: 2, time: "15:00", daysAgo: 1 },
    details: {
      name: "Tom Okafor",
      email: "tokafor@easternidahotech.example",
      organisation: "Eastern Idaho Technical College",
      organisationType: "university",
      topics: "AI coaching certification for adjunct faculty",
    },
    source: {
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "ai-workshops",
      landingPage: "/training",
      formPage: "/book/demo",
    },
  },
  {
    day: 7,
    time: "13:30",
    meetingType: "consultation",
    timeZone: "America/Denver",
    bookedDaysAgo: 1,
    details: {
      name: "Elena Vasquez",
      email: "evasquez@idahocommerce.example",
      organisation: "Idaho Department of Commerce",
      organisationType: "state_agency",
      topics: "",
    },
  },
  {
    day: -1,
    time: "10:00",
    meetingType: "demo",
    timeZone: "America/Boise",
    bookedDaysAgo: 8,
    outcome: {
      status: "completed",
      note: "Great fit: 12 teachers for Talk to AI in January. Sent the on-site quote.",
    },
    details: {
      name: "Grace Lindqvist",
      email: "glindqvist@sugarsalemschools.example",
      organisation: "Sugar-Salem School District",
      organisationType: "school",
      topics: "Professional development day in January",
    },
    source: { referrer: "www.idahoednews.org", landingPage: "/training", formPage: "/book/demo" },
  },
  {
    day: -2,
    time: "14:00",
    meetingType: "consultation",
    timeZone: "America/Los_Angeles",
    bookedDaysAgo: 5,
    outcome: { status: "no_show" },
    details: {
      name: "Ryan Beck",
      email: "rbeck@beckhardware.example",
      organisation: "Beck Hardware",
      organisationType: "business",
    },
    source: {
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "launch-fall",
      landingPage: "/training/launch-with-ai",
      formPage: "/book/consultation",
    },
  },
  {
    day: -3,
    time: "09:00",
    meetingType: "demo",
    timeZone: "America/Phoenix",
    bookedDaysAgo: 9,
    cancelled: { daysAgo: 5, reason: "Our board meeting moved; we will book again in the spring." },
    details: {
      name: "Luis Ortega",
      email: "lortega@valleyyouthcenter.example",
      organisation: "Valley Youth Center",
      organisationType: "other",
    },
  },
  {
    day: -4,
    time: "11:00",
    meetingType: "partnership-call",
    timeZone: "America/Boise",
    bookedDaysAgo: 10,
    outcome: { status: "completed", note: "BYU-Idaho wants to co-host two events. Draft agreement by Friday." },
    details: {
      name: "Hannah Moore",
      email: "hmoore@byui-continuing.example",
      organisation: "BYU-Idaho Continuing Education",
      organisationType: "university",
      topics: "Co-hosting Idaho AI Week events on campus",
    },
    source: { referrer: "www.bing.com", landingPage: "/events", formPage: "/book/partnership-call" },
  },
];

/**
 * The date `offset` working days (Monday–Friday) from `today`, both `YYYY-MM-DD` in the hosts' zone.
 * @param {import("./index.mjs").Product} product
 * @param {string} today
 * @param {number} offset
 */
function workingDay({ slots, domain }, today, offset) {
  const step = offset > 0 ? 1 : -1;
  let date = today;
  for (let left = Math.abs(offset); left > 0;) {
    date = slots.addDays(date, step);
    const { weekday } = slots.instantToZoned(
      slots.zonedToInstant(date, "12:00", domain.HOST_TIME_ZONE),
      domain.HOST_TIME_ZONE,
    );
    if (weekday !== "sat" && weekday !== "sun") left--;
  }
  return date;
}

/** @type {import("./index.mjs").Seeder} */
export async function seedBookings(context) {
  const { db, domain, product, now, admin, log } = context;
  const zone = domain.HOST_TIME_ZONE;
  const bookings = db.collection(domain.COLLECTIONS.bookings);
  if (!(await bookings.limit(1).get()).empty) return;

  // The demo admin takes the public meeting types on weekdays, as setMyAvailability stores it (validated by its schema).
  const availability = domain.validate(domain.AvailabilitySchema, {
    ...product.shared.defaultAvailability(),
    active: true,
    meetingTypes: domain.PUBLIC_MEETING_TYPE_IDS,
    weekly: { mon: HOURS, tue: HOURS, wed: HOURS, thu: HOURS, fri: HOURS, sat: [], sun: [] },
  });
  if (!availability.success) throw new Error(`the demo host's hours: ${JSON.stringify(availability.errors)}`);
  /** @type {import("../../functions/src/bookings/shared.ts").StoredHost & { updated_at: Timestamp }} */
  const host = {
    availability: availability.output,
    active: true,
    email: admin.email,
    updated_at: Timestamp.fromDate(now),
  };
  await db.collection(domain.COLLECTIONS.bookingHosts).doc(admin.uid).set(host, { merge: true });

  const today = product.slots.instantToZoned(now, zone).date;
  let upcoming = 0;
  for (const [index, sample] of SAMPLE_BOOKINGS.entries()) {
    await seedBooking(context, sample, today, `scripts/seed/bookings.mjs SAMPLE_BOOKINGS[${index}]`);
    if (sample.day > 0) upcoming++;
  }
  log(
    `• Seeded the demo admin's weekday hours and ${SAMPLE_BOOKINGS.length} bookings (${upcoming} upcoming from ${workingDay(product, today, 1)})`,
  );
}

/**
 * One sample booking with its locks, history and mail events, in one commit as createBooking (and then
 * rescheduleBooking, cancelBooking or the dashboard's status change) would leave it.
 * @param {import("./index.mjs").SeedContext} context
 * @param {SampleBooking} sample
 * @param {string} today
 * @param {string} where
 */
async function seedBooking(context, sample, today, where) {
  const { db, domain, product, now, admin, site, hashKey } = context;
  const zone = domain.HOST_TIME_ZONE;
  const minutes = domain.MEETING_TYPES[sample.meetingType].minutes;
  const details = domain.validate(domain.BookingDetailsSchema, sample.details);
  if (!details.success) throw new Error(`${where} is not a valid booking: ${JSON.stringify(details.errors)}`);
  const zoneCheck = domain.validate(domain.TimeZoneSchema, sample.timeZone);
  if (!zoneCheck.success) throw new Error(`${where}: unknown time zone ${sample.timeZone}`);
  const timeOf = (/** @type {number} */ day, /** @type {string} */ time) => {
    const start = product.slots.zonedToInstant(workingDay(product, today, day), time, zone);
    return { start, end: new Date(start.getTime() + minutes * 60_000) };
  };
  const daysAgo = (/** @type {number} */ days) => new Date(now.getTime() - days * 86_400_000);

  const first = timeOf(sample.rescheduledFrom?.day ?? sample.day, sample.rescheduledFrom?.time ?? sample.time);
  const bookedAt = new Date(Math.min(daysAgo(sample.bookedDaysAgo).getTime(), first.start.getTime() - 86_400_000));
  const bufferMinutes = domain.AVAILABILITY_DEFAULTS.bufferMinutes;
  const token = product.shared.newToken();
  const ref = db.collection(domain.COLLECTIONS.bookings).doc();
  const record = domain.newBookingRecord({
    details: details.output,
    source: seedSource(context, sample.source, where),
    meetingType: sample.meetingType,
    timeZone: sample.timeZone,
    start: Timestamp.fromDate(first.start),
    end: Timestamp.fromDate(first.end),
    hostUid: admin.uid,
    icsUid: `${randomUUID()}@${new URL(site).hostname}`,
    tokenHash: product.shared.tokenHash(hashKey, "booking", token),
    mailboxHash: product.shared.mailboxHash(hashKey, details.output.email),
    lockIds: product.slots.lockIds(admin.uid, first.start, first.end, bufferMinutes),
    scheduledAt: Timestamp.fromDate(bookedAt),
  });
  const label = domain.MEETING_TYPES[sample.meetingType].label;
  const visitor = { uid: domain.VISITOR_UID, email: details.output.email };
  const mailContext = { origin: site, token, hostEmail: admin.email };
  const batch = db.batch();
  const activity = ref.collection(domain.COLLECTIONS.activity);
  const mailsOf = ref.collection(domain.COLLECTIONS.mailEvents);
  /**
   * A mail event as the product stores it, recorded as sent a minute after it was made.
   * @param {{ id: string, record: object }} mail
   * @param {Date} at
   * @param {readonly ("staff" | "confirmation")[]} sent
   */
  const mailEvent = (mail, at, sent) => {
    const delivered = { state: "sent", attempts: 1, updated_at: Timestamp.fromMillis(at.getTime() + 60_000) };
    batch.set(mailsOf.doc(mail.id), {
      ...mail.record,
      created_at: Timestamp.fromDate(at),
      delivery: Object.fromEntries(sent.map((kind) => [kind, delivered])),
    });
  };
  const stamp = (/** @type {Date} */ at) => Timestamp.fromDate(at);

  /** @type {import("../../functions/src/domain/index.ts").BookingRecord<Timestamp>} */
  let stored = { ...record, created_at: stamp(bookedAt) };
  let mail = domain.bookingMailOf(record, (time) => time.toDate());
  mailEvent(product.mails.changeMails(mail, { kind: "booked" }, mailContext), bookedAt, ["staff", "confirmation"]);
  batch.set(
    activity.doc(),
    domain.eventEntry(`Booked: ${label}, ${product.mails.whenText(first.start, zone)}`, visitor, stamp(bookedAt)),
  );

  if (sample.rescheduledFrom) {
    const moved = timeOf(sample.day, sample.time);
    const at = daysAgo(sample.rescheduledFrom.daysAgo);
    const sequence = record.sequence + 1;
    const lockIds = product.slots.lockIds(admin.uid, moved.start, moved.end, bufferMinutes);
    mail = { ...mail, start: moved.start, end: moved.end, sequence };
    mailEvent(product.mails.changeMails(mail, { kind: "rescheduled", from: first.start }, mailContext), at, [
      "staff",
      "confirmation",
    ]);
    batch.set(
      activity.doc(),
      domain.eventEntry(
        `Rescheduled by the visitor: ${label}, from ${product.mails.whenText(first.start, zone)} to ${product.mails.whenText(moved.start, zone)}`,
        visitor,
        stamp(at),
      ),
    );
    stored = {
      ...stored,
      start_at: stamp(moved.start),
      end_at: stamp(moved.end),
      sequence,
      lock_ids: lockIds,
      scheduled_at: stamp(at),
      updated_at: stamp(at),
    };
  }

  if (sample.cancelled) {
    const at = daysAgo(sample.cancelled.daysAgo);
    const sequence = stored.sequence + 1;
    mail = { ...mail, sequence };
    mailEvent(
      product.mails.changeMails(
        mail,
        { kind: "cancelled", reason: sample.cancelled.reason },
        { origin: site, hostEmail: admin.email },
      ),
      at,
      ["staff", "confirmation"],
    );
    batch.set(
      activity.doc(),
      domain.eventEntry(`Cancelled by the visitor: ${sample.cancelled.reason}`, visitor, stamp(at)),
    );
    stored = {
      ...stored,
      status: domain.BOOKING_STATUS.cancelled,
      sequence,
      lock_ids: [],
      cancel_reason: sample.cancelled.reason,
      updated_at: stamp(at),
    };
  } else {
    // The reminders the sweep would have sent by now (the latest due at each sweep: all whose time has come and was
    // after the time was chosen), so it finds them and sends none again.
    const scheduledAt = (stored.scheduled_at ?? stored.created_at).toDate();
    for (const kind of /** @type {const} */ (["day", "hour"])) {
      const due = new Date(mail.start.getTime() - domain.REMINDER_OFFSETS_MINUTES[kind] * 60_000);
      if (due > now || due <= scheduledAt) continue;
      if (product.reminders.dueReminder(mail.start, scheduledAt, due) !== kind) continue;
      mailEvent(product.mails.reminderMail(mail, kind), due, ["confirmation"]);
    }
    for (const id of stored.lock_ids ?? []) {
      batch.set(product.locks.lockDoc(db, id), product.locks.lockRecord(ref.id, mail.end, admin.uid));
    }
  }

  if (sample.outcome) {
    const at = new Date(mail.end.getTime() + 30 * 60_000);
    batch.set(activity.doc(), domain.statusChangeEntry(stored.status, sample.outcome.status, admin, stamp(at)));
    if (sample.outcome.note) {
      batch.set(activity.doc(), domain.noteEntry(sample.outcome.note, admin, stamp(new Date(at.getTime() + 60_000))));
    }
    stored = {
      ...stored,
      status: sample.outcome.status,
      notes_count: sample.outcome.note ? 1 : 0,
      updated_at: stamp(new Date(at.getTime() + 60_000)),
    };
  }
  batch.set(ref, stored);
  await batch.commit();
}
