import type { CoachApplicationInput, ContactMessage } from "@domain/forms";

/**
 * Each form field's visible label, keyed by the schema's field names and checked against them: the forms render
 * these, and the tests find fields by them (the shared fixtures are filled in through these labels).
 */
export const CONTACT_LABELS = {
  name: "Name",
  email: "Email",
  subject: "Subject",
  message: "Message",
} as const satisfies { [K in keyof ContactMessage]-?: string };

export const APPLICATION_LABELS = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  city: "City",
  state: "State",
  currentOccupation: "Current occupation",
  professionalBackground: "Professional background",
  aiExperience: "AI experience level",
  teachingExperience: "Teaching or training experience",
  workPreference: "Work preference",
  availableStartDate: "Available start date",
  motivation: "Why do you want to become a Certified AI Coach?",
  heardAboutUs: "How did you hear about us? (optional)",
  additionalInfo: "Anything else we should know? (optional)",
} as const satisfies { [K in keyof CoachApplicationInput]-?: string };
