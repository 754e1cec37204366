import { CALLABLES, CoachApplicationSchema, HONEYPOT_FIELD, type SubmitResponse } from "@domain";
import {
  Button,
  Fieldset,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import type { ReactNode } from "react";
import { TextLink } from "../../components/ActionButton/ActionButton";
import { paths } from "../../config/paths";
import { callFunction } from "../../lib/firebase";
import { site } from "../../config/site";
import { aiExperienceChoices, type Choice, teachingExperienceChoices, workPreferenceChoices } from "./choices";
import { HoneypotField } from "./HoneypotField";
import { LeadForm } from "./LeadForm";
import { lengthHint } from "./lengthHint";
import { applicationNotices } from "./messages";
import { useSchemaForm } from "./useSchemaForm";

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
};

const fields = CoachApplicationSchema.entries;

/** The first, unselectable option of a choice: the select starts empty so a choice is a deliberate answer. */
function withPrompt(prompt: string, choices: Choice[]) {
  return [{ value: "", label: prompt, disabled: true }, ...choices];
}

/** One titled group of questions: a fieldset whose legend is also an h3 for heading navigation. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "xl" }}>
      <Fieldset
        variant="unstyled"
        legend={
          <Title order={3} size="h4" c="#0b1d3a" mb="md">
            {title}
          </Title>
        }
      >
        <Stack gap="md">{children}</Stack>
      </Fieldset>
    </Paper>
  );
}

/** The AI Coach Certification application (spec §2 /ai-coach-registration), sent to `submitCoachApplication`. */
export function CoachApplicationForm() {
  const { form, submitting, onSubmit } = useSchemaForm({
    name: "coach-application",
    schema: CoachApplicationSchema,
    initialValues,
    send: (payload) => callFunction<typeof payload, SubmitResponse>(CALLABLES.submitCoachApplication, payload),
    ...applicationNotices,
  });

  return (
    <LeadForm onSubmit={onSubmit} submitting={submitting}>
      <Stack gap="lg">
        <Text size="sm" c="#33415c">
          Fields marked with an asterisk (*) are required.
        </Text>

        <Section title="Personal Information">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps("lastName")} />
            <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps("email")} />
            <TextInput label="Phone" type="tel" required autoComplete="tel" {...form.getInputProps("phone")} />
            <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps("city")} />
            <TextInput label="State" required autoComplete="address-level1" {...form.getInputProps("state")} />
          </SimpleGrid>
        </Section>

        <Section title="Professional Background">
          <TextInput
            label="Current occupation"
            required
            autoComplete="organization-title"
            {...form.getInputProps("currentOccupation")}
          />
          <Textarea
            label="Professional background"
            required
            autosize
            minRows={4}
            maxRows={12}
            description={`Your work, education and any teaching, training or technology experience. ${lengthHint(fields.professionalBackground, form.values.professionalBackground)}`}
            {...form.getInputProps("professionalBackground")}
          />
        </Section>

        <Section title="Experience & Skills">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label="AI experience level"
              required
              data={withPrompt("Select your AI experience", aiExperienceChoices)}
              {...form.getInputProps("aiExperience")}
            />
            <NativeSelect
              label="Teaching or training experience"
              required
              data={withPrompt("Select your teaching experience", teachingExperienceChoices)}
              {...form.getInputProps("teachingExperience")}
            />
          </SimpleGrid>
        </Section>

        <Section title="Work Preferences">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label="Work preference"
              required
              data={withPrompt("Select how you'd like to work", workPreferenceChoices)}
              {...form.getInputProps("workPreference")}
            />
            <TextInput
              label="Available start date"
              required
              description="For example: immediately, June 2026, or after the school year ends."
              inputWrapperOrder={["label", "input", "description", "error"]}
              {...form.getInputProps("availableStartDate")}
            />
          </SimpleGrid>
        </Section>

        <Section title="Your Motivation">
          <Textarea
            label="Why do you want to become a Certified AI Coach?"
            required
            autosize
            minRows={5}
            maxRows={14}
            description={`What draws you to this work and the communities you'd like to serve. ${lengthHint(fields.motivation, form.values.motivation)}`}
            {...form.getInputProps("motivation")}
          />
        </Section>

        <Section title="Additional Information">
          <TextInput label="How did you hear about us? (optional)" {...form.getInputProps("heardAboutUs")} />
          <Textarea
            label="Anything else we should know? (optional)"
            autosize
            minRows={3}
            maxRows={10}
            description={lengthHint(fields.additionalInfo, form.values.additionalInfo)}
            {...form.getInputProps("additionalInfo")}
          />
        </Section>

        <HoneypotField
          value={form.values[HONEYPOT_FIELD]}
          onChange={(event) => form.setFieldValue(HONEYPOT_FIELD, event.currentTarget.value)}
        />

        <Text size="sm" c="#33415c">
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
