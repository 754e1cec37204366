import * as v from "valibot";

/**
 * A trimmed text field. `required` is the message for an empty value (a minimum of one character); `min` sets a
 * larger minimum with its own message; `max` bounds the trimmed length.
 */
function text(options: { required?: string; min?: [number, string]; max: [number, string] }) {
  const [minLength, minMessage] = options.min ?? [1, options.required ?? "This field is required"];
  return v.pipe(
    v.string(minMessage),
    v.trim(),
    v.minLength(minLength, minMessage),
    v.maxLength(options.max[0], options.max[1]),
  );
}

/** An optional trimmed text field: missing and empty are both accepted. */
function optionalText(max: number, message: string) {
  return v.optional(v.pipe(v.string(message), v.trim(), v.maxLength(max, message)), "");
}

/**
 * `v.object` whose missing required key is reported with that field's own message (what the field says for an
 * empty value, e.g. "Name is required") instead of valibot's generic "Invalid key" text.
 */
function fields<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.at(-1)?.key;
    const entry = typeof key === "string" && Object.hasOwn(entries, key) ? entries[key] : undefined;
    const result = entry ? v.safeParse(entry, undefined) : undefined;
    return result?.success === false ? (result.issues[0]?.message ?? issue.message) : "Invalid input";
  });
}

export const EMAIL_MESSAGE = "Invalid email address";

const email = v.pipe(
  v.string(EMAIL_MESSAGE),
  v.trim(),
  v.nonEmpty(EMAIL_MESSAGE),
  v.email(EMAIL_MESSAGE),
  v.maxLength(255, "Email must be less than 255 characters"),
);

export const AI_EXPERIENCE_LEVELS = ["none", "beginner", "intermediate", "advanced"] as const;
export const TEACHING_EXPERIENCE_LEVELS = ["none", "some", "extensive"] as const;
export const WORK_PREFERENCES = ["part-time", "full-time", "contract"] as const;

/** The coach application as the form sends it (spec §3, camelCase) with the rules and messages of spec §5. */
export const CoachApplicationSchema = fields({
  firstName: text({ required: "First name is required", max: [50, "First name must be less than 50 characters"] }),
  lastName: text({ required: "Last name is required", max: [50, "Last name must be less than 50 characters"] }),
  email,
  phone: text({ min: [10, "Valid phone number is required"], max: [20, "Phone number is too long"] }),
  city: text({ required: "City is required", max: [100, "City must be less than 100 characters"] }),
  state: text({ min: [2, "State is required"], max: [50, "State must be less than 50 characters"] }),
  currentOccupation: text({
    required: "Current occupation is required",
    max: [200, "Occupation must be less than 200 characters"],
  }),
  professionalBackground: text({
    min: [50, "Please provide at least 50 characters about your background"],
    max: [1000, "Professional background must be less than 1000 characters"],
  }),
  aiExperience: v.picklist(AI_EXPERIENCE_LEVELS, "Please select your AI experience level"),
  teachingExperience: v.picklist(TEACHING_EXPERIENCE_LEVELS, "Please select your teaching experience level"),
  workPreference: v.picklist(WORK_PREFERENCES, "Please select your work preference"),
  availableStartDate: text({
    required: "Start date is required",
    max: [100, "Start date must be less than 100 characters"],
  }),
  motivation: text({
    min: [100, "Please provide at least 100 characters about your motivation"],
    max: [1000, "Motivation must be less than 1000 characters"],
  }),
  heardAboutUs: optionalText(200, "Response must be less than 200 characters"),
  additionalInfo: optionalText(1000, "Additional information must be less than 1000 characters"),
});
export type CoachApplication = v.InferOutput<typeof CoachApplicationSchema>;
export type CoachApplicationInput = v.InferInput<typeof CoachApplicationSchema>;

/** The contact message (spec §3) with the rules and messages of spec §5. */
export const ContactSchema = fields({
  name: text({ required: "Name is required", max: [100, "Name must be less than 100 characters"] }),
  email,
  subject: text({ required: "Subject is required", max: [200, "Subject must be less than 200 characters"] }),
  message: text({ required: "Message is required", max: [1000, "Message must be less than 1000 characters"] }),
});
export type ContactMessage = v.InferOutput<typeof ContactSchema>;

/** Sign-in and sign-up credentials (spec §5). Passwords are not trimmed: spaces are part of a password. */
export const CredentialsSchema = fields({
  email: v.pipe(v.string(EMAIL_MESSAGE), v.trim(), v.email(EMAIL_MESSAGE)),
  password: v.pipe(
    v.string("Password must be at least 6 characters"),
    v.minLength(6, "Password must be at least 6 characters"),
  ),
});
export type Credentials = v.InferOutput<typeof CredentialsSchema>;

/** Per-field messages of a failed parse: the first message for each top-level field. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === "string" ? key : "_form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Parses `input`; returns either the trimmed output or the per-field messages. */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): { success: true; output: v.InferOutput<TSchema> } | { success: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  return result.success
    ? { success: true, output: result.output }
    : { success: false, errors: fieldErrors(result.issues) };
}
