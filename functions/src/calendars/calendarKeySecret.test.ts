import { describe, expect, it } from "vitest";
import { cancelBooking, createBooking, rescheduleBooking } from "../bookings";
import { setSubmissionStatus } from "../leads";
import {
  connectCalendar,
  disconnectCalendar,
  myCalendars,
  setBookingCalendar,
  syncCalendarNow,
  syncCalendars,
} from "./index";

/** The secrets a deployed function is given, as firebase-functions declares them to the deploy. */
function secretsOf(fn: unknown): string[] {
  const endpoint = (fn as { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } }).__endpoint;
  return (endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key);
}

describe("the CALENDAR_KEY secret", () => {
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
  ])("is given to %s, which opens hosts' calendar secrets", (_name, fn) => {
    expect(secretsOf(fn)).toContain("CALENDAR_KEY");
  });
});
