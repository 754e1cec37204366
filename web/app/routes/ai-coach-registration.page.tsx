import { TextLink } from "../components/ActionButton/ActionButton";
import { CheckList, NumberedSteps, PageHero, Section } from "../components/sections";
import { Paper, Split, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import { applicationHighlights, nextSteps } from "../content/coach-application";
import { CoachApplicationForm } from "../features/leads/CoachApplicationForm";
import classes from "./leadPages.module.css";

export default function CoachRegistrationPage() {
  return (
    <>
      <PageHero
        eyebrow="Become a Certified AI Coach"
        title="AI Coach Certification Application"
        lead="Join the local AI Coaches helping Idaho's schools, businesses and communities put AI to work. Set your own flexible schedule, with $50K-$75K potential as a full-time coach."
        badges={["Flexible schedule", "$50K-$75K potential", "Grant-funded certification"]}
      />

      <Section
        id="application"
        title="Tell us about yourself"
        lead="Your answers help us understand your experience and match you with the right cohort and partner organizations. Every application is read by our team."
      >
        <Split ratio={[8, 4]}>
          <CoachApplicationForm />
          <Paper tone="tint" className={classes.sticky}>
            <Stack gap="md">
              <Title order={3} size="h4" className={classes.heading}>
                Why coach with us
              </Title>
              <CheckList items={applicationHighlights} columns={1} />
              <Text size="sm" tone="body">
                Want the full picture first? Read about the{" "}
                <TextLink to={paths.becomeAiCoach} underline="always">
                  AI Coach program
                </TextLink>
                .
              </Text>
            </Stack>
          </Paper>
        </Split>
      </Section>

      <Section
        id="next-steps"
        tone="muted"
        title="What Happens Next"
        lead="From application to your first workshops, here is how the path to certification works."
      >
        <NumberedSteps steps={nextSteps} horizontal />
      </Section>
    </>
  );
}
