import { describe, expect, it } from "vitest";
import { cancelBooking } from "./bookings/cancelBooking";
import { createBooking } from "./bookings/createBooking";
import { rescheduleBooking } from "./bookings/rescheduleBooking";
import {
  connectCalendar,
  disconnectCalendar,
  myCalendarsCallable as myCalendars,
  setBookingCalendar,
  syncCalendarNow,
} from "./calendars/manage";
import { syncCalendars } from "./calendars/schedule";
import { setSubmissionStatus } from "./leads/setSubmissionStatus";
import { submitCoachApplication } from "./leads/submitCoachApplication";
import { submitContact } from "./leads/submitContact";
import { sendMail } from "./mails";
import { createLaunchPayment } from "./payments/createLaunchPayment";
import { createPayment } from "./payments/createPayment";

/** The secrets a deployed function is given, as firebase-functions declares them to the deploy. */
function secretsOf(fn: unknown): string[] {
  const endpoint = (fn as { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } }).__endpoint;
  return (endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key);
}

describe("the HASH_KEY secret", () => {
  it.each([
    ["submitContact", submitContact],
    ["submitCoachApplication", submitCoachApplication],
    ["createPayment", createPayment],
    ["createLaunchPayment", createLaunchPayment],
    ["sendMail", sendMail],
  ])("is given to %s, which keys its counters with it", (_name, fn) => {
    expect(secretsOf(fn)).toContain("HASH_KEY");
  });
});

describe("the CALENDAR_KEY secret (hosts' calendar addresses and passwords, calendars/secretBox.ts)", () => {
  it.each([
    ["connectCalendar", connectCalendar],
    ["myCalendars", myCalendars],
    ["syncCalendarNow", syncCalendarNow],
    ["disconnectCalendar", disconnectCalendar],
    ["setBookingCalendar", setBookingCalendar],
    ["syncCalendars", syncCalendars],
    ["createBooking", createBooking],
    ["rescheduleBooking", rescheduleBooking],
    ["cancelBooking", cancelBooking],
    ["setSubmissionStatus", setSubmissionStatus],
  ])("is given to %s, which opens them", (_name, fn) => {
    expect(secretsOf(fn)).toContain("CALENDAR_KEY");
  });
});
