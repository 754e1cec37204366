import { BookingDetailsSchema, HONEYPOT_FIELD, ORGANISATION_TYPES, type BookingDetails } from "@domain";
import { useId } from "react";
import { Button } from "../../components/ActionButton/ActionButton";
import { SelectField, TextAreaField, TextField } from "../../components/fields/fields";
import { HoneypotField } from "../../components/HoneypotField/HoneypotField";
import { LeadForm } from "../../components/LeadForm/LeadForm";
import { SimpleGrid, Stack } from "../../components/ui";
import { type FormValues, useSchemaForm } from "../../lib/useSchemaForm";
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

const ORGANISATION_TYPE_CHOICES = Object.entries(ORGANISATION_TYPES).map(([value, label]) => ({ value, label }));

/**
 * The visitor's details for a booking, with the lead forms' plain controls and toast (components/fields, LeadForm):
 * validated by the domain's BookingDetailsSchema (the same trimming, limits and messages the callable applies), each
 * message beside its field and focus on the first; the server's per-field messages come back onto their fields and its
 * refusal into the toast; the button is disabled while sending.
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
  const props = (field: Field) => ({ ...form.getInputProps(field), label: DETAILS_LABELS[field] });

  return (
    <LeadForm onSubmit={onSubmit} submitting={submitting} notice={notice} dismissNotice={dismissNotice}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField {...props("name")} required autoComplete="name" />
          <TextField {...props("email")} type="email" required autoComplete="email" />
          <TextField {...props("organisation")} required autoComplete="organization" />
          <SelectField
            {...props("organisationType")}
            required
            prompt="Select your organization type"
            choices={ORGANISATION_TYPE_CHOICES}
          />
        </SimpleGrid>
        <TextAreaField {...props("topics")} rows={3} description="Optional" />
        <HoneypotField
          value={form.values[HONEYPOT_FIELD]}
          onChange={(event) => form.setFieldValue(HONEYPOT_FIELD, event.currentTarget.value)}
        />
        <Button type="submit" size="md" disabled={submitting} style={{ alignSelf: "flex-start" }}>
          {submitting ? "Booking..." : submitLabel}
        </Button>
      </Stack>
    </LeadForm>
  );
}
