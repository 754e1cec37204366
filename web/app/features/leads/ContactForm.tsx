import { ContactSchema, HONEYPOT_FIELD } from "@domain/forms";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ActionButton/ActionButton";
import { SimpleGrid, Stack } from "../../components/ui";
import { callFunction } from "../../lib/firebase";
import { visitSource } from "../../lib/visitSource";
import { TextAreaField, TextField } from "../../components/fields/fields";
import { HoneypotField } from "../../components/HoneypotField/HoneypotField";
import { CONTACT_LABELS } from "./labels";
import { LeadForm } from "../../components/LeadForm/LeadForm";
import { lengthHint } from "./lengthHint";
import { contactNotices } from "./messages";
import { type FormValues, useSchemaForm } from "../../lib/useSchemaForm";

const initialValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
} satisfies FormValues<typeof ContactSchema>;

/** The longest subject the form takes (the schema's limit): a longer `?subject=` is cut there. */
const SUBJECT_MAX = 200;

/** The subject a link asks for (`/contact?subject=…`, built by contactAbout()), tidied; null when there is none. */
export function subjectFromQuery(value: string | null): string | null {
  const subject = value?.replace(/\s+/g, " ").trim().slice(0, SUBJECT_MAX).trim();
  return subject ? subject : null;
}

/** The contact form (docs/product.md, Forms and their rules): name, email, subject and message, sent to `submitContact`. */
export function ContactForm() {
  const { form, submitting, onSubmit, notice, dismissNotice } = useSchemaForm({
    name: "contact",
    schema: ContactSchema,
    initialValues,
    send: (payload) => callFunction("submitContact", { ...payload, source: visitSource() }),
    ...contactNotices,
  });

  // A link such as "Learn More" on a programme page names the subject (contactAbout()). The prerendered page cannot
  // know the query, so the field is filled once React runs, before its fields are enabled; a new subject in the
  // address (another such link followed on this page) fills it again.
  const [searchParams] = useSearchParams();
  const requestedSubject = subjectFromQuery(searchParams.get("subject"));
  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    if (!requestedSubject || prefilled.current === requestedSubject) return;
    prefilled.current = requestedSubject;
    form.setFieldValue("subject", requestedSubject);
  });

  return (
    <LeadForm onSubmit={onSubmit} submitting={submitting} notice={notice} dismissNotice={dismissNotice}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField label={CONTACT_LABELS.name} required autoComplete="name" {...form.getInputProps("name")} />
          <TextField
            label={CONTACT_LABELS.email}
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps("email")}
          />
        </SimpleGrid>
        <TextField label={CONTACT_LABELS.subject} required {...form.getInputProps("subject")} />
        <TextAreaField
          label={CONTACT_LABELS.message}
          required
          rows={6}
          maxRows={14}
          description={lengthHint(ContactSchema.entries.message, form.values.message)}
          {...form.getInputProps("message")}
        />
        <HoneypotField
          value={form.values[HONEYPOT_FIELD]}
          onChange={(event) => form.setFieldValue(HONEYPOT_FIELD, event.currentTarget.value)}
        />
        <Button type="submit" size="md" disabled={submitting} style={{ alignSelf: "flex-start" }}>
          {submitting ? "Sending..." : "Send Message"}
        </Button>
      </Stack>
    </LeadForm>
  );
}
