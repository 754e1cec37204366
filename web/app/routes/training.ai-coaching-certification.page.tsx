import { CheckList, CtaBand, HeroFacts, ModuleList, PageHero, Section, type Action } from "../components/sections";
import { Paper, SimpleGrid, Stack, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import { coachingCertification, coachingPracticum, programFacts, programLevelLabel } from "../content/training";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.ai-coaching-certification.page";
import classes from "./programPages.module.css";

const program = coachingCertification;

const applyNow: Action = {
  label: "Apply Now",
  to: paths.coachRegistration,
  ariaLabel: `Apply Now for the ${program.title}`,
};

export const meta: Route.MetaFunction = ({ matches }) =>
  withStructuredData(matches, courseJsonLd(coachingCertification));

export default function CoachingCertificationPage() {
  return (
    <>
      <PageHero
        eyebrow={programLevelLabel(program)}
        title={program.title}
        lead={program.description}
        actions={[
          { ...applyNow, variant: "white" },
          { label: "About the AI Coach Role", to: paths.becomeAiCoach, variant: "outline" },
        ]}
      >
        <HeroFacts facts={[...programFacts(program), { label: "Practicum", value: coachingPracticum.duration }]} />
      </PageHero>

      <Section
        title="Who should apply"
        lead={
          <>
            AI Coaches are trusted local guides who help schools, businesses and community groups use AI with
            confidence. Over {program.duration} of hybrid study you learn to teach our full curriculum and to coach
            organizations through change. You do not need a technical degree; you need to enjoy helping people learn.
          </>
        }
      >
        <CheckList items={program.audience} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Curriculum"
        title="Six modules to certified coach"
        lead="Online coursework you fit around your schedule, plus in-person sessions to practice with your cohort."
      >
        <ModuleList modules={program.modules} />
      </Section>

      <Section
        eyebrow="Hands-on practice"
        title={`The ${coachingPracticum.name}`}
        lead="Before you certify, you prove your skills where it counts: in front of a real group, with a senior coach supporting you."
      >
        <Paper padding="lg" tone="tint">
          <Stack gap="md">
            <Title order={3} size="h4" className={classes.heading}>
              {coachingPracticum.title}: {coachingPracticum.duration}
            </Title>
            <CheckList items={coachingPracticum.points} columns={2} />
          </Stack>
        </Paper>
      </Section>

      <Section tone="muted" title="Prerequisites and benefits">
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="md">
              <Title order={3} size="h4" className={classes.heading}>
                What you need to apply
              </Title>
              <CheckList items={program.prerequisites} columns={1} />
            </Stack>
            <Stack gap="md">
              <Title order={3} size="h4" className={classes.heading}>
                What you get as a certified coach
              </Title>
              <CheckList items={program.benefits} columns={1} />
            </Stack>
          </SimpleGrid>
          <Text size="sm" tone="body">
            Admissions are rolling: we review every application and reply within 1-2 weeks.
          </Text>
        </Stack>
      </Section>

      <CtaBand
        title="Become a certified AI Coach"
        text="Apply today to train as an AI Coach and bring AI learning to the schools, businesses and communities around you."
        actions={[
          { ...applyNow, variant: "white" },
          { label: "Ask a Question", to: paths.contact, variant: "outline" },
        ]}
      />
    </>
  );
}
