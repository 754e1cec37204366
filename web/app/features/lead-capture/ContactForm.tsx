import { CALLABLES, ContactSchema, HONEYPOT_FIELD, type SubmitResponse } from "@domain";
import { Button } from "../../components/ActionButton/ActionButton";
import { SimpleGrid, Stack } from "../../components/ui";
import { callFunction } from "../../lib/firebase";
import { TextAreaField, TextField } from "./fields";
import { HoneypotField } from "./HoneypotField";
import { LeadForm } from "./LeadForm";
import { lengthHint } from "./lengthHint";
import { contactNotices } from "./messages";
import { type FormValues, useSchemaForm } from "./useSchemaForm";

const initialValues = {
  name: "",
  email: "",
  subject: "",
  message: "",
  [HONEYPOT_FIELD]: "",
} satisfies FormValues<typeof ContactSchema>;

/** The contact form (spec §2 /contact): name, email, subject and message, sent to `submitContact`. */
export function ContactForm() {
  const { form, submitting, onSubmit, notice, dismissNotice } = useSchemaForm({
    name: "contact",
    schema: ContactSchema,
    initialValues,
    send: (payload) => callFunction<typeof payload, SubmitResponse>(CALLABLES.submitContact, payload),
    ...contactNotices,
  });

  return (
    <LeadForm onSubmit={onSubmit} submitting={submitting} notice={notice} dismissNotice={dismissNotice}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField label="Name" required autoComplete="name" {...form.getInputProps("name")} />
          <TextField label="Email" type="email" required autoComplete="email" {...form.getInputProps("email")} />
        </SimpleGrid>
        <TextField label="Subject" required {...form.getInputProps("subject")} />
        <TextAreaField
          label="Message"
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
