import { Alert, Button, NativeSelect, SimpleGrid, Stack, TextInput, Textarea } from "@mantine/core";
import { BookingDetailsSchema, HONEYPOT_FIELD, ORGANISATION_TYPES, type BookingDetails } from "@domain";
import { useId, useRef } from "react";
import { HoneypotField } from "../../components/HoneypotField/HoneypotField";
import { type FormValues, useSchemaForm } from "../../lib/useSchemaForm";
import { sendFormStart } from "../../lib/visit";
import { BOOKING_FAILED_MESSAGE, refusalMessage } from "./api";

/** Every field in form order (focus goes to the first invalid one) and the honeypot: the schema's keys, checked. */
const EMPTY = {
  name: "",
  email: "",
  organisation: "",
  organisationType: "",
  topics: "",
  [HONEYPOT_FIELD]: "",
} satisfies FormValues<typeof BookingDetailsSchema>;
type Field = Exclude<keyof typeof EMPTY, typeof HONEYPOT_FIELD>;

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
  const formId = useId();
  const { form, submitting, onSubmit, notice, dismissNotice } = useSchemaForm({
    name: `booking-${formId}`,
    schema: BookingDetailsSchema,
    initialValues: EMPTY,
    send: ({ [HONEYPOT_FIELD]: honeypot, ...details }) => onBook(details, honeypot),
    failure: (error) => ({ title: "Not booked", message: refusalMessage(error, BOOKING_FAILED_MESSAGE) }),
  });
  const props = (field: Field) => ({
    ...form.getInputProps(field),
    id: `${formId}-${field}`,
    label: DETAILS_LABELS[field],
  });

  // "Form started" in the Traffic view's funnel: the first input into the booking form on this page, counted once.
  const started = useRef(false);
  const onInput = () => {
    if (started.current) return;
    started.current = true;
    sendFormStart(window.location.pathname);
  };

  return (
    <form
      onSubmit={(event) => {
        dismissNotice();
        void onSubmit(event);
      }}
      onInput={onInput}
      noValidate
      aria-busy={submitting}
    >
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
          value={form.values[HONEYPOT_FIELD]}
          onChange={(event) => form.setFieldValue(HONEYPOT_FIELD, event.currentTarget.value)}
        />
        {notice ? (
          <Alert color="red" variant="light" role="alert" title={notice.title}>
            {notice.message}
          </Alert>
        ) : null}
        <Button type="submit" size="md" disabled={submitting} style={{ alignSelf: "flex-start" }}>
          {submitting ? "Booking..." : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
