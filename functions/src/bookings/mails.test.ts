import { describe, expect, it } from "vitest";
import type { MeetingTypeId } from "../domain/meetingTypes";
import type { MailBooking } from "../domain/bookingRecord";
import { changeMails } from "./mails";

const booking = (meetingType: MeetingTypeId): MailBooking => ({
  meetingType,
  start: new Date("2027-03-11T16:00:00Z"),
  end: new Date("2027-03-11T16:30:00Z"),
  timeZone: "America/Boise",
  icsUid: "uid-1@example.com",
  sequence: 1,
  name: "Ada Lovelace",
  email: "ada@example.com",
  organisation: "Engines",
  organisationType: "business",
  topics: "",
});

/** The visitor's cancellation mail's link lines ("Book another time", or "Write to us"), from its text part. */
function cancellationLinks(meetingType: MeetingTypeId) {
  const { record } = changeMails(booking(meetingType), { kind: "cancelled" }, { origin: "https://example.com" });
  return record.confirmation?.text.match(/(?:Book another time|Write to us): \S+/g);
}

describe("a cancellation's 'Book another time' link", () => {
  it("opens the meeting's own booking page (a page that exists)", () => {
    expect(cancellationLinks("demo")).toEqual(["Book another time: https://example.com/book/demo"]);
  });

  it("opens the contact page for the coach interview, whose page needs the link staff send", () => {
    expect(cancellationLinks("coach-interview")).toEqual(["Write to us: https://example.com/contact"]);
  });
});
