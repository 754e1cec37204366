import type { CoachApplication, ContactMessage } from "./schemas";

/**
 * How a validated form becomes a stored record: each schema key (camelCase, as the form sends it) and its stored
 * name (snake_case, as the dashboard, the CSV and the rules read it; docs/product.md, "What is stored"). The maps are
 * checked against the schemas, so a field added to a schema fails the typecheck here until it is given a stored
 * name — and then the record types below, the form's initial values and the dashboard's field lists follow it.
 */
export const CONTACT_RECORD_NAMES = {
  name: "name",
  email: "email",
  subject: "subject",
  message: "message",
} as const satisfies { [K in keyof ContactMessage]-?: string };

export const APPLICATION_RECORD_NAMES = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  city: "city",
  state: "state",
  currentOccupation: "current_occupation",
  professionalBackground: "professional_background",
  aiExperience: "ai_experience",
  teachingExperience: "teaching_experience",
  workPreference: "work_preference",
  availableStartDate: "available_start_date",
  motivation: "motivation",
  heardAboutUs: "heard_about_us",
  additionalInfo: "additional_info",
} as const satisfies { [K in keyof CoachApplication]-?: string };

/** The stored fields of `TInput` under the names `TNames` gives them. */
export type StoredFields<TInput, TNames extends { [K in keyof TInput]-?: string }> = {
  -readonly [K in keyof TInput as TNames[K]]-?: Exclude<TInput[K], undefined>;
};

export type ContactFields = StoredFields<ContactMessage, typeof CONTACT_RECORD_NAMES>;
export type CoachApplicationFields = StoredFields<CoachApplication, typeof APPLICATION_RECORD_NAMES>;

/** The stored fields of a parsed form: every key renamed by `names`, nothing added, nothing dropped. */
export function toStoredFields<TInput extends object, TNames extends { [K in keyof TInput]-?: string }>(
  names: TNames,
  input: TInput,
): StoredFields<TInput, TNames> {
  const stored: Record<string, unknown> = {};
  for (const key of Object.keys(names) as (keyof TInput & keyof TNames)[]) {
    stored[names[key] as string] = input[key];
  }
  return stored as StoredFields<TInput, TNames>;
}
