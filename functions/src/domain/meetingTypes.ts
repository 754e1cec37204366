/*
 * The meetings visitors can book (docs/booking.md), apart from the rest of bookings.ts so that a page which only asks
 * "does this contact subject name a meeting?" (/contact) ships these few lines and not the booking schemas.
 */

/**
 * The meetings visitors can book. `public: false` is reachable only through a link staff send (the coach interview).
 * `subjects` are the words of a contact subject that name the meeting (the spec's buttons carry a subject to
 * /contact: "Schedule a Demo" → demo).
 */
export const MEETING_TYPES = {
  demo: {
    label: "Demo",
    minutes: 30,
    public: true,
    summary: "A 30-minute walk-through of our training, certifications, competitions and software for your team.",
    subjects: ["demo"],
  },
  "partnership-call": {
    label: "Partnership call",
    minutes: 45,
    public: true,
    summary: "A 45-minute call about partnering with us: chambers, districts, agencies and sponsors.",
    subjects: ["partnership", "partner"],
  },
  consultation: {
    label: "Consultation",
    minutes: 30,
    public: true,
    summary: "A 30-minute conversation about your goals with AI and where we can help.",
    subjects: ["consultation", "consult"],
  },
  "coach-interview": {
    label: "Coach interview",
    minutes: 30,
    public: false,
    summary: "A 30-minute interview about your application to become an AI Coach.",
    subjects: [],
  },
} as const satisfies Record<
  string,
  { label: string; minutes: number; public: boolean; summary: string; subjects: readonly string[] }
>;
export type MeetingTypeId = keyof typeof MEETING_TYPES;
export const MEETING_TYPE_IDS = Object.keys(MEETING_TYPES) as MeetingTypeId[];
export const PUBLIC_MEETING_TYPE_IDS = MEETING_TYPE_IDS.filter((id) => MEETING_TYPES[id].public);

/** The meeting a contact subject names ("Schedule a Partnership Call" → partnership-call), if any. */
export function meetingTypeOfSubject(subject: string): MeetingTypeId | undefined {
  const words = subject.toLowerCase();
  return PUBLIC_MEETING_TYPE_IDS.find((id) =>
    MEETING_TYPES[id].subjects.some((word) => new RegExp(`\\b${word}`).test(words)),
  );
}
