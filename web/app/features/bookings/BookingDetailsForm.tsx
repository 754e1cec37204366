import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import {
  BookingDetailsSchema,
  HONEYPOT_FIELD,
  ORGANISATION_TYPES,
  validate,
  type BookingDetails,
  type FieldErrors,
} from "@domain";
import { type FormEvent, useId, useRef, useState } from "react";
import { HoneypotField } from "../../components/HoneypotField/HoneypotField";
import { asCallableError } from "../../lib/firebase";
import { sendFormStart } from "../../lib/visit";
import { BOOKING_FAILED_MESSAGE, refusalMessage } from "./api";

const FIELDS = ["name", "email", "organisation", "organisationType", "topics"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string> & { [HONEYPOT_FIELD]: string };

const EMPTY: Values = { name: "", email: "", organisation: "", organisationType: "", topics: "", [HONEYPOT_FIELD]: "" };

export const DETAILS_LABELS: Record<Field, string> = {
  name: "Name",
  email: "Email",
  organisation: "Organization",
  organisationType: "Organization type",
  topics: "What would you like to cover?",
};

export interface BookingDetailsFormProps {
  /** Books with the parsed (trimmed) details and the honeypot; a refusal it throws is shown here. */
  onBook: (details: BookingDetails, honeypot: string) => Promise<void>;
  submitLabel?: string;
}

/**
 * The visitor's details for a booking: validated by the domain's BookingDetailsSchema (the same trimming, limits and
 * messages the callable applies), each message beside its field and focus on the first; the server's per-field
 * messages come back onto their fields; the button is disabled while sending.
 */
export function BookingDetailsForm({ onBook, submitLabel = "Book Meeting" }: BookingDetailsFormProps) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const formId = useId();

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };
  const showErrors = (fieldErrors: FieldErrors) => {
    const known = Object.fromEntries(
      Object.entries(fieldErrors).filter(([field]) => (FIELDS as readonly string[]).includes(field)),
    );
    setErrors(known);
    const first = FIELDS.find((field) => known[field]);
    if (first) document.getElementById(`${formId}-${first}`)?.focus();
  };
  const props = (field: Field) => ({
    id: `${formId}-${field}`,
    label: DETAILS_LABELS[field],
    value: values[field],
    error: errors[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  // "Form started" in the Traffic view's funnel: the first input into the booking form on this page, counted once.
  const started = useRef(false);
  const onInput = () => {
    if (started.current) return;
    started.current = true;
    sendFormStart(window.location.pathname);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setFailure(null);
    const result = validate(BookingDetailsSchema, values);
    if (!result.success) {
      showErrors(result.errors);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await onBook(result.output, values[HONEYPOT_FIELD]);
    } catch (error) {
      const { details } = asCallableError(error);
      const fields =
        details && typeof details === "object" && "fields" in details
          ? (details as { fields: FieldErrors }).fields
          : null;
      if (fields && typeof fields === "object") showErrors(fields);
      setFailure(refusalMessage(error, BOOKING_FAILED_MESSAGE));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} onInput={onInput} noValidate aria-busy={sending}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...props("name")} required autoComplete="name" />
          <TextInput {...props("email")} type="email" required autoComplete="email" />
          <TextInput {...props("organisation")} required autoComplete="organization" />
          <NativeSelect
            {...props("organisationType")}
            required
            data={[
              { value: "", label: "Select your organization type", disabled: true },
              ...Object.entries(ORGANISATION_TYPES).map(([value, label]) => ({ value, label })),
            ]}
          />
        </SimpleGrid>
        <Textarea
          {...props("topics")}
          rows={3}
          resize="vertical"
          description="Optional"
          styles={{ description: { color: "#4a5872" } }}
        />
        <HoneypotField
          value={values[HONEYPOT_FIELD]}
          onChange={(event) => set(HONEYPOT_FIELD, event.currentTarget.value)}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert" title="Not booked">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" size="md" disabled={sending} style={{ alignSelf: "flex-start" }}>
          {sending ? "Booking..." : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
