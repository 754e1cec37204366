import type * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  AI_EXPERIENCE_LEVELS,
  CoachApplicationSchema,
  ContactSchema,
  CredentialsSchema,
  TEACHING_EXPERIENCE_LEVELS,
  validate,
  WORK_PREFERENCES,
} from "./forms";

const chars = (length: number) => "x".repeat(length);
/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

const validApplication = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "208-555-0142",
  city: "Rexburg",
  state: "ID",
  currentOccupation: "High school science teacher",
  professionalBackground: chars(50),
  aiExperience: "intermediate",
  teachingExperience: "some",
  workPreference: "part-time",
  availableStartDate: "After the spring semester",
  motivation: chars(100),
  heardAboutUs: "A colleague",
  additionalInfo: "Bilingual in English and Spanish",
};

const validContact = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Training for our district",
  message: "We would like to bring Talk to AI to our teachers.",
};

const validCredentials = { email: "admin@example.com", password: "secret" };

/** One failing input: `value` in `field` (undefined = the key is missing) is refused with `message`. */
type Refusal = [field: string, value: unknown, message: string];

const applicationRefusals: Refusal[] = [
  ["firstName", undefined, "First name is required"],
  ["firstName", "", "First name is required"],
  ["firstName", "   ", "First name is required"],
  ["firstName", 42, "First name is required"],
  ["firstName", chars(51), "First name must be less than 50 characters"],
  ["lastName", "", "Last name is required"],
  ["lastName", chars(51), "Last name must be less than 50 characters"],
  ["email", "", "Invalid email address"],
  ["email", "ada@", "Invalid email address"],
  ["email", "not an email", "Invalid email address"],
  ["email", emailOfLength(256), "Email must be less than 255 characters"],
  ["phone", "", "Valid phone number is required"],
  ["phone", "208555014", "Valid phone number is required"],
  ["phone", "2".repeat(21), "Phone number is too long"],
  ["phone", "call me maybe!", "Valid phone number is required"],
  ["phone", "twelve digits", "Valid phone number is required"],
  ["phone", "555-CALL-NOW", "Valid phone number is required"],
  ["phone", "--------------", "Valid phone number is required"],
  ["phone", "+1 208 555 0142\u200B", "Phone number contains characters that are not allowed"],
  ["city", "", "City is required"],
  ["city", chars(101), "City must be less than 100 characters"],
  ["state", "", "State is required"],
  ["state", "I", "State is required"],
  ["state", chars(51), "State must be less than 50 characters"],
  ["currentOccupation", "", "Current occupation is required"],
  ["currentOccupation", chars(201), "Occupation must be less than 200 characters"],
  ["professionalBackground", "", "Please provide at least 50 characters about your background"],
  ["professionalBackground", chars(49), "Please provide at least 50 characters about your background"],
  ["professionalBackground", ` ${chars(49)} `, "Please provide at least 50 characters about your background"],
  ["professionalBackground", chars(1001), "Professional background must be less than 1000 characters"],
  ["aiExperience", undefined, "Please select your AI experience level"],
  ["aiExperience", "", "Please select your AI experience level"],
  ["aiExperience", "expert", "Please select your AI experience level"],
  ["teachingExperience", "", "Please select your teaching experience level"],
  ["teachingExperience", "a lot", "Please select your teaching experience level"],
  ["workPreference", "", "Please select your work preference"],
  ["workPreference", "weekends", "Please select your work preference"],
  ["availableStartDate", "", "Start date is required"],
  ["availableStartDate", chars(101), "Start date must be less than 100 characters"],
  ["motivation", "", "Please provide at least 100 characters about your motivation"],
  ["motivation", chars(99), "Please provide at least 100 characters about your motivation"],
  ["motivation", chars(1001), "Motivation must be less than 1000 characters"],
  ["heardAboutUs", chars(201), "Response must be less than 200 characters"],
  ["heardAboutUs", 7, "Response must be less than 200 characters"],
  ["additionalInfo", chars(1001), "Additional information must be less than 1000 characters"],
];

/** One accepted input at a boundary: `value` in `field` passes and is stored as `stored`. */
type Acceptance = [field: string, value: unknown, stored?: unknown];

const applicationAcceptances: Acceptance[] = [
  ["firstName", chars(50)],
  ["firstName", `  ${chars(50)}  `, chars(50)],
  ["lastName", chars(50)],
  ["email", emailOfLength(255)],
  ["email", "  ada@example.com ", "ada@example.com"],
  ["phone", "2085550142"],
  ["phone", "208-555-0142"],
  ["phone", "(208) 555 0142"],
  ["phone", "+1 208 555 0142"],
  ["phone", "+1 (208) 555-0142"],
  ["phone", "208.555.0142 x12"],
  ["phone", `${"2".repeat(20)}`],
  ["city", chars(100)],
  ["state", "ID"],
  ["state", chars(50)],
  ["currentOccupation", chars(200)],
  ["professionalBackground", chars(1000)],
  ["professionalBackground", `\n${chars(1000)}\n`, chars(1000)],
  ...AI_EXPERIENCE_LEVELS.map((level): Acceptance => ["aiExperience", level]),
  ...TEACHING_EXPERIENCE_LEVELS.map((level): Acceptance => ["teachingExperience", level]),
  ...WORK_PREFERENCES.map((preference): Acceptance => ["workPreference", preference]),
  ["availableStartDate", chars(100)],
  ["motivation", chars(1000)],
  ["heardAboutUs", undefined, ""],
  ["heardAboutUs", "", ""],
  ["heardAboutUs", chars(200)],
  ["additionalInfo", undefined, ""],
  ["additionalInfo", "  ", ""],
  ["additionalInfo", chars(1000)],
];

const contactRefusals: Refusal[] = [
  ["name", undefined, "Name is required"],
  ["name", "", "Name is required"],
  ["name", " \t ", "Name is required"],
  ["name", chars(101), "Name must be less than 100 characters"],
  ["email", "", "Invalid email address"],
  ["email", "ada.example.com", "Invalid email address"],
  ["email", emailOfLength(256), "Email must be less than 255 characters"],
  ["subject", "", "Subject is required"],
  ["subject", chars(201), "Subject must be less than 200 characters"],
  ["message", "", "Message is required"],
  ["message", ["an", "array"], "Message is required"],
  ["message", chars(1001), "Message must be less than 1000 characters"],
];

const contactAcceptances: Acceptance[] = [
  ["name", chars(100)],
  ["name", "  Ada  ", "Ada"],
  ["email", emailOfLength(255)],
  ["subject", chars(200)],
  ["message", chars(1000)],
  ["message", `  ${chars(1000)}  `, chars(1000)],
];

const credentialsRefusals: Refusal[] = [
  ["email", "", "Invalid email address"],
  ["email", "admin", "Invalid email address"],
  ["password", undefined, "Password must be at least 6 characters"],
  ["password", "12345", "Password must be at least 6 characters"],
];

const credentialsAcceptances: Acceptance[] = [
  ["email", " admin@example.com ", "admin@example.com"],
  ["password", "123456"],
  // Spaces are part of a password: never trimmed.
  ["password", " 1234 ", " 1234 "],
];

function withField(base: Record<string, unknown>, field: string, value: unknown) {
  const input = { ...base, [field]: value };
  if (value === undefined) delete input[field];
  return input;
}

const schemas: {
  name: string;
  schema: v.GenericSchema;
  valid: Record<string, unknown>;
  refusals: Refusal[];
  acceptances: Acceptance[];
}[] = [
  {
    name: "CoachApplicationSchema",
    schema: CoachApplicationSchema,
    valid: validApplication,
    refusals: applicationRefusals,
    acceptances: applicationAcceptances,
  },
  {
    name: "ContactSchema",
    schema: ContactSchema,
    valid: validContact,
    refusals: contactRefusals,
    acceptances: contactAcceptances,
  },
  {
    name: "CredentialsSchema",
    schema: CredentialsSchema,
    valid: validCredentials,
    refusals: credentialsRefusals,
    acceptances: credentialsAcceptances,
  },
];

describe.each(schemas)("$name", ({ schema, valid, refusals, acceptances }) => {
  it("accepts the valid example unchanged", () => {
    expect(validate(schema, valid)).toEqual({ success: true, output: valid });
  });

  it.each(refusals)("refuses %s = %j with “%s”", (field, value, message) => {
    const result = validate(schema, withField(valid, field, value));
    expect(result.success).toBe(false);
    expect(result.success ? {} : result.errors).toEqual({ [field]: message });
  });

  it.each(acceptances)("accepts %s = %j", (field, value, stored = value) => {
    const result = validate(schema, withField(valid, field, value));
    expect(result.success ? (result.output as Record<string, unknown>)[field] : result.errors).toEqual(stored);
  });

  it("drops keys the schema does not know", () => {
    const result = validate(schema, { ...valid, website: "https://spam.example", isAdmin: true });
    expect(result).toEqual({ success: true, output: valid });
  });
});

const ZWSP = "\u200B";
const RLO = "\u202E";

/** Hostile text: each is refused with the field's "contains characters that are not allowed" message. */
const forms = {
  contact: { schema: ContactSchema as v.GenericSchema, base: validContact },
  application: { schema: CoachApplicationSchema as v.GenericSchema, base: validApplication },
};
type Form = keyof typeof forms;

const hostile: [form: Form, field: string, value: string, label: string][] = [
  ["contact", "name", ZWSP.repeat(3), "Name"],
  ["contact", "name", `Ada${ZWSP}`, "Name"],
  ["contact", "name", "Ada\u0000Lovelace", "Name"],
  ["contact", "name", "Ada\nLovelace", "Name"],
  ["contact", "name", "Ada\u001b[31mLovelace", "Name"],
  ["contact", "subject", `Invoice ${RLO}fdp.exe`, "Subject"],
  ["contact", "subject", "Refund \u2066request\u2069", "Subject"],
  ["contact", "subject", "Train\uFEFFing", "Subject"],
  ["contact", "subject", "Train\u00ADing", "Subject"],
  ["contact", "message", `${"x".repeat(20)}\u0007`, "Message"],
  ["contact", "message", `Hello ${RLO}dlrow`, "Message"],
  ["contact", "message", `${ZWSP}\u200D${ZWSP}`, "Message"],
  ["application", "firstName", `${ZWSP}${ZWSP}${ZWSP}`, "First name"],
  ["application", "lastName", "\u200D", "Last name"],
  ["application", "city", "Rexburg\u0000", "City"],
  ["application", "state", `I${ZWSP}D`, "State"],
  ["application", "currentOccupation", `Teacher${RLO}`, "Occupation"],
  ["application", "availableStartDate", "June\tnext year", "Start date"],
  ["application", "motivation", ZWSP.repeat(150), "Motivation"],
  ["application", "motivation", `${chars(100)}\u0000`, "Motivation"],
  ["application", "professionalBackground", `${chars(60)}${RLO}`, "Professional background"],
  ["application", "heardAboutUs", `A friend${ZWSP}`, "Response"],
  ["application", "additionalInfo", "\u0008\u0008", "Additional information"],
];

describe("hostile text", () => {
  it.each(hostile)(
    "refuses the %s form's %s = %j with “%s contains characters that are not allowed”",
    (form, field, value, label) => {
      const { schema, base } = forms[form];
      const result = validate(schema, { ...base, [field]: value });
      expect(result.success ? {} : result.errors).toEqual({
        [field]: `${label} contains characters that are not allowed`,
      });
    },
  );

  it("does not let 150 zero-width spaces pass for a 100-character motivation, nor a name of three", () => {
    expect(validate(CoachApplicationSchema, { ...validApplication, motivation: ZWSP.repeat(150) }).success).toBe(false);
    expect(validate(ContactSchema, { ...validContact, name: ZWSP.repeat(3) }).success).toBe(false);
  });
});

/** Real text in many scripts: accepted and stored NFC-normalised. */
const welcome: [form: Form, field: string, value: string, stored?: string][] = [
  ["contact", "name", "José Núñez-O'Brien"],
  ["contact", "name", "Jose\u0301 Nu\u0301n\u0303ez-O'Brien", "José Núñez-O'Brien"],
  ["contact", "name", "Jose\u0301", "José"],
  ["contact", "name", "Анна Каренина"],
  ["contact", "name", "محمد عبد الله"],
  ["contact", "name", "山田 太郎"],
  ["contact", "name", "देवनागरी नाम"],
  ["contact", "name", "क्‍ष"],
  ["contact", "name", "Zoë Ødegård-Łukasiewicz"],
  ["contact", "name", "Nguyễn Thị Minh Khai"],
  ["contact", "name", "نرگس\u200Cها"],
  ["contact", "subject", "Family training 👨\u200D👩\u200D👧 this spring"],
  ["contact", "message", "Line one\nLine two\n\tIndented"],
  ["contact", "message", "Line one\r\nLine two", "Line one\nLine two"],
  ["application", "motivation", `${"Je veux aider. ".repeat(7)}\n\n${"学".repeat(20)}`],
  ["application", "additionalInfo", "Fluent in Spanish\nand Tagalog"],
  ["application", "city", "Coeur d'Alene"],
];

describe("real names and text in any script", () => {
  it.each(welcome)("accepts the %s form's %s = %j", (form, field, value, stored = value) => {
    const { schema, base } = forms[form];
    const result = validate(schema, { ...base, [field]: value });
    expect(result.success ? (result.output as Record<string, unknown>)[field] : result.errors).toBe(stored);
  });

  it("counts length in code points: 50 emoji fill a 50-character name, 51 do not", () => {
    expect(validate(CoachApplicationSchema, { ...validApplication, firstName: "😀".repeat(50) }).success).toBe(true);
    expect(validate(CoachApplicationSchema, { ...validApplication, firstName: "😀".repeat(51) })).toEqual({
      success: false,
      errors: { firstName: "First name must be less than 50 characters" },
    });
  });
});

describe("the field messages of docs/product.md", () => {
  // Every message docs/product.md, Forms and their rules lists, as quoted there; each must be produced by at least one refusal above.
  const specMessages = [
    "First name is required",
    "First name must be less than 50 characters",
    "Last name is required",
    "Last name must be less than 50 characters",
    "Invalid email address",
    "Email must be less than 255 characters",
    "Valid phone number is required",
    "Phone number is too long",
    "City is required",
    "City must be less than 100 characters",
    "State is required",
    "State must be less than 50 characters",
    "Current occupation is required",
    "Occupation must be less than 200 characters",
    "Please provide at least 50 characters about your background",
    "Professional background must be less than 1000 characters",
    "Please select your AI experience level",
    "Please select your teaching experience level",
    "Please select your work preference",
    "Start date is required",
    "Please provide at least 100 characters about your motivation",
    "Motivation must be less than 1000 characters",
    "Response must be less than 200 characters",
    "Additional information must be less than 1000 characters",
    "Name is required",
    "Name must be less than 100 characters",
    "Subject is required",
    "Subject must be less than 200 characters",
    "Message is required",
    "Message must be less than 1000 characters",
    "Password must be at least 6 characters",
  ];
  const tested = new Set(schemas.flatMap(({ refusals }) => refusals.map(([, , message]) => message)));

  it.each(specMessages)("“%s” has a failing case", (message) => {
    expect(tested).toContain(message);
  });

  it("reports every invalid field of one payload at once, in form order", () => {
    const result = validate(ContactSchema, {});
    expect(result).toEqual({
      success: false,
      errors: {
        name: "Name is required",
        email: "Invalid email address",
        subject: "Subject is required",
        message: "Message is required",
      },
    });
  });
});
