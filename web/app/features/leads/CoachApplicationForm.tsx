import { CoachApplicationSchema, HONEYPOT_FIELD } from "@domain/forms";
import type { ReactNode } from "react";
import { Button, TextLink } from "../../components/ActionButton/ActionButton";
import { Paper, SimpleGrid, Stack, Text, Title } from "../../components/ui";
import { paths } from "../../config/paths";
import { site } from "../../config/site";
import { callFunction } from "../../lib/firebase";
import { visitSource } from "../../lib/visitSource";
import { aiExperienceChoices, teachingExperienceChoices, workPreferenceChoices } from "./choices";
import classes from "./CoachApplicationForm.module.css";
import { SelectField, TextAreaField, TextField } from "../../components/fields/fields";
import { HoneypotField } from "../../components/HoneypotField/HoneypotField";
import { APPLICATION_LABELS } from "./labels";
import { LeadForm } from "../../components/LeadForm/LeadForm";
import { lengthHint } from "./lengthHint";
import { applicationNotices } from "./messages";
import { type FormValues, useSchemaForm } from "../../lib/useSchemaForm";

const initialValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  city: "",
  state: "",
  currentOccupation: "",
  professionalBackground: "",
  aiExperience: "",
  teachingExperience: "",
  workPreference: "",
  availableStartDate: "",
  motivation: "",
  heardAboutUs: "",
  additionalInfo: "",
  [HONEYPOT_FIELD]: "",
} satisfies FormValues<typeof CoachApplicationSchema>;

const fields = CoachApplicationSchema.entries;

/** One titled group of questions: a fieldset whose legend is also an h3 for heading navigation. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper padding="md">
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>
          <Title order={3} size="h4" className={classes.title}>
            {title}
          </Title>
        </legend>
        <Stack gap="md">{children}</Stack>
      </fieldset>
    </Paper>
  );
}

/** The AI Coach Certification application (docs/product.md, Forms and their rules), sent to `submitCoachApplication`. */
export function CoachApplicationForm() {
  const { form, submitting, onSubmit, notice, dismissNotice } = useSchemaForm({
    name: "coach-application",
    schema: CoachApplicationSchema,
    initialValues,
    send: (payload) => callFunction("submitCoachApplication", { ...payload, source: visitSource() }),
    ...applicationNotices,
  });

  return (
    <LeadForm onSubmit={onSubmit} submitting={submitting} notice={notice} dismissNotice={dismissNotice}>
      <Stack gap="lg">
        <Text size="sm" tone="body">
          Fields marked with an asterisk (*) are required.
        </Text>

        <Section title="Personal Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              label={APPLICATION_LABELS.firstName}
              required
              autoComplete="given-name"
              {...form.getInputProps("firstName")}
            />
            <TextField
              label={APPLICATION_LABELS.lastName}
              required
              autoComplete="family-name"
              {...form.getInputProps("lastName")}
            />
            <TextField
              label={APPLICATION_LABELS.email}
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps("email")}
            />
            <TextField
              label={APPLICATION_LABELS.phone}
              type="tel"
              required
              autoComplete="tel"
              {...form.getInputProps("phone")}
            />
            <TextField
              label={APPLICATION_LABELS.city}
              required
              autoComplete="address-level2"
              {...form.getInputProps("city")}
            />
            <TextField
              label={APPLICATION_LABELS.state}
              required
              autoComplete="address-level1"
              {...form.getInputProps("state")}
            />
          </SimpleGrid>
        </Section>

        <Section title="Professional Background">
          <TextField
            label={APPLICATION_LABELS.currentOccupation}
            required
            autoComplete="organization-title"
            {...form.getInputProps("currentOccupation")}
          />
          <TextAreaField
            label={APPLICATION_LABELS.professionalBackground}
            required
            rows={4}
            maxRows={12}
            description={`Your work, education and any teaching, training or technology experience. ${lengthHint(fields.professionalBackground, form.values.professionalBackground)}`}
            {...form.getInputProps("professionalBackground")}
          />
        </Section>

        <Section title="Experience & Skills">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              label={APPLICATION_LABELS.aiExperience}
              required
              prompt="Select your AI experience"
              choices={aiExperienceChoices}
              {...form.getInputProps("aiExperience")}
            />
            <SelectField
              label={APPLICATION_LABELS.teachingExperience}
              required
              prompt="Select your teaching experience"
              choices={teachingExperienceChoices}
              {...form.getInputProps("teachingExperience")}
            />
          </SimpleGrid>
        </Section>

        <Section title="Work Preferences">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              label={APPLICATION_LABELS.workPreference}
              required
              prompt="Select how you'd like to work"
              choices={workPreferenceChoices}
              {...form.getInputProps("workPreference")}
            />
            <TextField
              label={APPLICATION_LABELS.availableStartDate}
              required
              description="For example: immediately, June 2026, or after the school year ends."
              descriptionBelow
              {...form.getInputProps("availableStartDate")}
            />
          </SimpleGrid>
        </Section>

        <Section title="Your Motivation">
          <TextAreaField
            label={APPLICATION_LABELS.motivation}
            required
            rows={5}
            maxRows={14}
            description={`What draws you to this work and the communities you'd like to serve. ${lengthHint(fields.motivation, form.values.motivation)}`}
            {...form.getInputProps("motivation")}
          />
        </Section>

        <Section title="Additional Information">
          <TextField label={APPLICATION_LABELS.heardAboutUs} {...form.getInputProps("heardAboutUs")} />
          <TextAreaField
            label={APPLICATION_LABELS.additionalInfo}
            rows={3}
            maxRows={10}
            description={lengthHint(fields.additionalInfo, form.values.additionalInfo)}
            {...form.getInputProps("additionalInfo")}
          />
        </Section>

        <HoneypotField
          value={form.values[HONEYPOT_FIELD]}
          onChange={(event) => form.setFieldValue(HONEYPOT_FIELD, event.currentTarget.value)}
        />

        <Text size="sm" tone="body">
          By submitting this application, you agree to be contacted by {site.name} by email or phone about the AI Coach
          Certification program. We use your answers only to review your application; see our{" "}
          <TextLink to={paths.privacyPolicy} underline="always">
            Privacy Policy
          </TextLink>
          .
        </Text>
        <Button type="submit" size="lg" disabled={submitting} style={{ alignSelf: "flex-start" }}>
          {submitting ? "Submitting..." : "Submit Application"}
        </Button>
      </Stack>
    </LeadForm>
  );
}
