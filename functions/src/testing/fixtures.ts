import type { Availability } from "../domain/bookings";
import type { CoachApplicationInput, ContactMessage } from "../domain/forms";
import type { PaymentRecord } from "../domain/payments";

/**
 * Valid inputs for every test layer (unit, integration, browser): one contact message, one coach application, one
 * first Patent installment. Each takes overrides; `email` is the usual one to vary so tests do not share an address.
 * Not deployed (tsconfig.build.json leaves `src/testing` out).
 */

/** A contact message that passes `ContactSchema`. */
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Training for our district",
    message: "We would like AI training for forty teachers this spring. Who should we talk to?",
    ...overrides,
  };
}

/** A coach application that passes `CoachApplicationSchema`, as the form sends it (camelCase). */
export function coachApplication(
  overrides: Partial<CoachApplicationInput> = {},
): CoachApplicationInput & Required<Pick<CoachApplicationInput, "heardAboutUs" | "additionalInfo">> {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phone: "(208) 555-0142",
    city: "Rexburg",
    state: "Idaho",
    currentOccupation: "High school science teacher",
    professionalBackground: "Twelve years teaching chemistry and running our district's robotics club.",
    aiExperience: "intermediate",
    teachingExperience: "extensive",
    workPreference: "part-time",
    availableStartDate: "June 2026",
    motivation:
      "I want every student and small business in the Upper Valley to feel confident using AI tools, and I love teaching adults as much as teenagers.",
    heardAboutUs: "A colleague at Madison High",
    additionalInfo: "Fluent in Spanish.",
    ...overrides,
  };
}

/** The payment the webhook records for a paid first installment of Patent with AI, with the card saved for the second. */
export function patentFirstInstallment(
  overrides: Partial<PaymentRecord<never>> = {},
): Omit<PaymentRecord<never>, "created_at"> {
  return {
    program: "patent-with-ai",
    package_type: null,
    payment_type: "installment",
    installment: "1 of 2",
    amount_total: 257_500,
    currency: "usd",
    customer_email: "buyer@example.com",
    session_id: "cs_test_1",
    event_id: "evt_1",
    payment_intent_id: "pi_1",
    customer_id: "cus_1",
    payment_method_id: "pm_1",
    ...overrides,
  };
}

/** A host taking demos on weekdays 9–5 (Boise) under the default rules, as `booking_hosts/{uid}` stores it. */
export function weekdayHost(uid: string, overrides: Partial<Availability> = {}) {
  const day = [{ start: "09:00", end: "17:00" }];
  const availability: Availability = {
    active: true,
    meetingTypes: ["demo"],
    weekly: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: [], sun: [] },
    daysOff: [],
    minimumNoticeHours: 12,
    horizonDays: 30,
    bufferMinutes: 10,
    dailyCap: 6,
    ...overrides,
  };
  return { availability, active: availability.active, email: `${uid}@example.test` };
}
