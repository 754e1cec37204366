import * as v from "valibot";
import { withSource } from "./source";

/*
 * Text rules shared by the browser forms and the callables (browser-safe: no Node APIs, no Intl).
 *
 * Every text field is trimmed and normalised to NFC (so "José" typed as e + combining accent is stored as the
 * same four characters as the precomposed form), then refused with "<Field> contains characters that are not
 * allowed" when it holds a control character (Unicode Cc: NUL, escape, backspace…; newline and tab are allowed in
 * the long free-text fields only, and a Windows line break becomes a newline) or an invisible format character
 * (Unicode Cf: zero-width space, soft hyphen, byte-order mark, the bidirectional overrides and isolates that make
 * text read differently than it is stored). The zero-width joiner and non-joiner are the exception when they sit
 * between two letters, marks or emoji: Persian and Indic scripts and emoji sequences need them there, and there
 * they cannot make a field look filled in or reorder it.
 *
 * Lengths are counted in Unicode code points after that normalisation, not UTF-16 units: an emoji or a CJK
 * extension character counts once, and since invisible characters are refused, only characters a reader sees
 * (and the accents composed onto them) count toward a minimum.
 */

/** Control characters (Cc) and invisible format characters (Cf). */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;
const HIDDEN_EXCEPT_LINES = /(?![\n\t])[\p{Cc}\p{Cf}]/u;
/** ZWNJ / ZWJ between two letters, marks or pictographs: allowed (removed only for the check). */
const JOINER_IN_WORD =
  /(?<=[\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D](?=[\p{L}\p{M}\p{Extended_Pictographic}])/gu;

/** True when `value` holds no character the field refuses. */
function allowedCharacters(value: string, multiline: boolean): boolean {
  const checked = value.replace(JOINER_IN_WORD, "");
  return !(multiline ? HIDDEN_EXCEPT_LINES : HIDDEN).test(checked);
}

/**
 * valibot's `minLength` / `maxLength` counting code points instead of UTF-16 units. They keep their type and
 * `requirement`, so the forms still read a field's bounds from its schema (web lengthHint).
 */
/* @__NO_SIDE_EFFECTS__ */
function inCodePoints<
  TAction extends v.MinLengthAction<string, number, string> | v.MaxLengthAction<string, number, string>,
>(action: TAction): TAction {
  const run = action["~run"];
  return {
    ...action,
    "~run"(dataset, config) {
      if (!dataset.typed) return dataset;
      const { value } = dataset;
      // The action reads only `.length`: an array of the code points has the length we count.
      const checked = run.call(this, { ...dataset, value: Array.from(value) as never }, config);
      return { ...checked, value } as typeof dataset;
    },
  };
}

interface TextOptions {
  /** The field's name as its messages begin ("Name", "First name"): "<label> contains characters that are not allowed". */
  label: string;
  required?: string;
  min?: [number, string];
  max: [number, string];
  /** A long free-text field: newlines and tabs are allowed. */
  multiline?: boolean;
}

/* @__NO_SIDE_EFFECTS__ */
function normalisedText(options: Pick<TextOptions, "label" | "multiline">, typeMessage: string) {
  return v.pipe(
    v.string(typeMessage),
    v.transform((value) => (options.multiline ? value.replace(/\r\n?/g, "\n") : value).normalize("NFC").trim()),
    v.check(
      (value) => allowedCharacters(value, options.multiline === true),
      `${options.label} contains characters that are not allowed`,
    ),
  );
}

/**
 * A trimmed, NFC-normalised text field without hidden characters (see above). `required` is the message for an
 * empty value (a minimum of one character); `min` sets a larger minimum with its own message; `max` bounds the
 * length. Lengths count code points.
 */
/* @__NO_SIDE_EFFECTS__ */
function text(options: TextOptions) {
  const [minLength, minMessage] = options.min ?? [1, options.required ?? "This field is required"];
  return v.pipe(
    normalisedText(options, minMessage),
    inCodePoints(v.minLength<string, number, string>(minLength, minMessage)),
    inCodePoints(v.maxLength<string, number, string>(options.max[0], options.max[1])),
  );
}

/** An optional text field with the same rules: missing and empty are both accepted. */
/* @__NO_SIDE_EFFECTS__ */
function optionalText(label: string, max: number, message: string, multiline = false) {
  return v.optional(
    v.pipe(
      normalisedText({ label, multiline }, message),
      inCodePoints(v.maxLength<string, number, string>(max, message)),
    ),
    "",
  );
}

/** The text rules above, for another feature's form (the booking details): same trimming, characters, lengths. */
export { text as formText, optionalText as optionalFormText };

/**
 * The hidden form field that only bots fill in. The forms render it invisibly and send it with the payload; the
 * submit callables answer a filled one with the normal success and store nothing. The schemas drop it.
 */
export const HONEYPOT_FIELD = "website";

export const PHONE_MESSAGE = "Valid phone number is required";

/**
 * A phone number as people write one: digits with spaces, dots, dashes or parentheses, an optional leading `+`
 * and an optional extension (`x12`, `ext. 12`): `208-555-0142`, `(208) 555 0142`, `+1 208 555 0142`. At least
 * seven digits; no letters otherwise.
 */
const PHONE_PATTERN = /^\+?[\d\s().-]+(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;
const isPhone = (value: string) => PHONE_PATTERN.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;

/**
 * `v.object` whose missing required key is reported with that field's own message (what the field says for an
 * empty value, e.g. "Name is required") instead of valibot's generic "Invalid key" text.
 */
/* @__NO_SIDE_EFFECTS__ */
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

/** The coach application as the form sends it (camelCase) with the rules and messages of docs/product.md, Forms and their rules. */
export const CoachApplicationSchema = fields({
  firstName: text({
    label: "First name",
    required: "First name is required",
    max: [50, "First name must be less than 50 characters"],
  }),
  lastName: text({
    label: "Last name",
    required: "Last name is required",
    max: [50, "Last name must be less than 50 characters"],
  }),
  email,
  phone: v.pipe(
    text({ label: "Phone number", min: [10, PHONE_MESSAGE], max: [20, "Phone number is too long"] }),
    v.check(isPhone, PHONE_MESSAGE),
  ),
  city: text({ label: "City", required: "City is required", max: [100, "City must be less than 100 characters"] }),
  state: text({ label: "State", min: [2, "State is required"], max: [50, "State must be less than 50 characters"] }),
  currentOccupation: text({
    label: "Occupation",
    required: "Current occupation is required",
    max: [200, "Occupation must be less than 200 characters"],
  }),
  professionalBackground: text({
    label: "Professional background",
    multiline: true,
    min: [50, "Please provide at least 50 characters about your background"],
    max: [1000, "Professional background must be less than 1000 characters"],
  }),
  aiExperience: v.picklist(AI_EXPERIENCE_LEVELS, "Please select your AI experience level"),
  teachingExperience: v.picklist(TEACHING_EXPERIENCE_LEVELS, "Please select your teaching experience level"),
  workPreference: v.picklist(WORK_PREFERENCES, "Please select your work preference"),
  availableStartDate: text({
    label: "Start date",
    required: "Start date is required",
    max: [100, "Start date must be less than 100 characters"],
  }),
  motivation: text({
    label: "Motivation",
    multiline: true,
    min: [100, "Please provide at least 100 characters about your motivation"],
    max: [1000, "Motivation must be less than 1000 characters"],
  }),
  heardAboutUs: optionalText("Response", 200, "Response must be less than 200 characters"),
  additionalInfo: optionalText(
    "Additional information",
    1000,
    "Additional information must be less than 1000 characters",
    true,
  ),
});
export type CoachApplication = v.InferOutput<typeof CoachApplicationSchema>;
export type CoachApplicationInput = v.InferInput<typeof CoachApplicationSchema>;

/** The contact message with the rules and messages of docs/product.md, Forms and their rules. */
export const ContactSchema = fields({
  name: text({ label: "Name", required: "Name is required", max: [100, "Name must be less than 100 characters"] }),
  email,
  subject: text({
    label: "Subject",
    required: "Subject is required",
    max: [200, "Subject must be less than 200 characters"],
  }),
  message: text({
    label: "Message",
    multiline: true,
    required: "Message is required",
    max: [1000, "Message must be less than 1000 characters"],
  }),
});
export type ContactMessage = v.InferOutput<typeof ContactSchema>;

/** Sign-in and sign-up credentials (docs/product.md, Forms and their rules). Passwords are not trimmed: spaces are part of a password. */
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

/** The contact form's request: its fields and the visit's source (the `submitContact` entry of the contract). */
export const ContactRequestSchema = withSource(ContactSchema);
/** The coach application's request: its fields and the visit's source (`submitCoachApplication` in the contract). */
export const CoachApplicationRequestSchema = withSource(CoachApplicationSchema);
