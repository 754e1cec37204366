import { describe, expect, it } from "vitest";
import { bookingMailOf, bookingViewOf, newBookingRecord, type NewBooking } from "./bookingRecord";
import { BOOKING_LISTED_FIELDS, BOOKING_STATUS, BOOKING_STATUSES } from "./bookings";
import { UNKNOWN_SOURCE } from "./channel";
import { newLeadRecord } from "./leads";

const start = new Date("2027-03-11T16:00:00.000Z");
const end = new Date("2027-03-11T16:30:00.000Z");
const booking: NewBooking<Date> = {
  details: {
    name: "Ada Lovelace",
    email: "ada@example.com",
    organisation: "Rexburg School District",
    organisationType: "school",
    topics: "AI in the classroom",
  },
  source: UNKNOWN_SOURCE,
  meetingType: "demo",
  timeZone: "America/Chicago",
  start,
  end,
  hostUid: "host-1",
  icsUid: "uid-1@example.com",
  tokenHash: "token-hash",
  mailboxHash: "mailbox-hash",
  lockIds: ["host-1_2027-03-11T16:00"],
  scheduledAt: new Date("2027-03-01T00:00:00.000Z"),
};

describe("newBookingRecord", () => {
  it("is the lead record of a booking plus its time, host, invitation, hashes and locks, Scheduled at sequence 0", () => {
    const record = newBookingRecord(booking);
    expect(record).toEqual({
      ...newLeadRecord("bookings", booking.details, UNKNOWN_SOURCE),
      status: "scheduled",
      meeting_type: "demo",
      time_zone: "America/Chicago",
      start_at: start,
      end_at: end,
      host_uid: "host-1",
      sequence: 0,
      ics_uid: "uid-1@example.com",
      token_hash: "token-hash",
      mailbox_hash: "mailbox-hash",
      lock_ids: ["host-1_2027-03-11T16:00"],
      scheduled_at: booking.scheduledAt,
    });
    expect(record).not.toHaveProperty("created_at");
    expect(record).not.toHaveProperty("application_id");
    expect(newBookingRecord({ ...booking, applicationId: "app-1" }).application_id).toBe("app-1");
  });

  it("holds every field the dashboard lists (but the optional application)", () => {
    const record: Record<string, unknown> = newBookingRecord(booking);
    for (const field of BOOKING_LISTED_FIELDS) {
      if (field === "application_id") continue;
      expect(record, field).toHaveProperty(field);
    }
  });

  it("is read back the same by the mails and by the visitor's view", () => {
    const record = newBookingRecord(booking);
    expect(bookingMailOf(record, (time) => time)).toEqual({
      meetingType: "demo",
      start,
      end,
      timeZone: "America/Chicago",
      icsUid: "uid-1@example.com",
      sequence: 0,
      name: "Ada Lovelace",
      email: "ada@example.com",
      organisation: "Rexburg School District",
      organisationType: "school",
      topics: "AI in the classroom",
    });
    expect(bookingViewOf(record, (time) => time)).toEqual({
      meetingType: "demo",
      start: start.toISOString(),
      end: end.toISOString(),
      timeZone: "America/Chicago",
      status: "scheduled",
      name: "Ada Lovelace",
      organisation: "Rexburg School District",
    });
  });

  it("names every status once", () => {
    expect(Object.values(BOOKING_STATUS)).toEqual([...BOOKING_STATUSES]);
  });
});
