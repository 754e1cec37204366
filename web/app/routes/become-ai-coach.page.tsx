import {
  CardGrid,
  type CardItem,
  CheckList,
  CtaBand,
  FaqAccordion,
  NumberedSteps,
  PageHero,
  Section,
} from "../components/sections";
import { Paper, SimpleGrid, Text, Title } from "../components/ui";
import { paths } from "../config/paths";
import {
  additionalBenefits,
  bonusExperience,
  coachFaq,
  coachResponsibilities,
  essentialQualities,
  fundingSources,
  modelStrengths,
  programSteps,
  type TimelinePhase,
  timelinePhases,
  workModels,
} from "../content/become-ai-coach";
import classes from "./become-ai-coach.module.css";

function phaseCard(phase: TimelinePhase, index: number): CardItem {
  return {
    icon: phase.icon,
    eyebrow: `Phase ${index + 1}`,
    title: phase.title,
    badges: [phase.duration],
    description: phase.description,
  };
}

/** A titled checklist in a bordered panel; the title sits one level below the section's h2. */
function ListPanel({ title, items }: { title: string; items: string[] }) {
  return (
    <Paper padding="xl">
      <Title order={3} size="h4" className={classes.panelTitle}>
        {title}
      </Title>
      <CheckList items={items} columns={1} />
    </Paper>
  );
}

export default function BecomeAiCoachPage() {
  return (
    <>
      <PageHero
        eyebrow="AI Coach Certification"
        title="Become a Certified AI Coach"
        lead="Get paid to help your community put AI to work. Our grant-funded certification prepares you in 6-8 weeks, then places you with schools, chambers and businesses near you."
        badges={["Free for accepted applicants", "6-8 weeks", "Rolling admissions"]}
        actions={[
          { label: "Apply Now", to: paths.coachRegistration, variant: "white" },
          { label: "Ask Us a Question", to: paths.contact, variant: "outline" },
        ]}
      />

      <Section
        id="what-is-an-ai-coach"
        title="What is an AI Coach?"
        lead="An AI Coach is a certified local professional who teaches people in their own community to use AI with confidence. Coaches work with schools, chambers of commerce, businesses and public agencies, turning a fast-moving technology into practical skills people use the next day."
      >
        <CheckList items={coachResponsibilities} columns={2} />
      </Section>

      <Section
        id="why-it-works"
        tone="muted"
        title="Why the AI Coach Model Works"
        lead="Outside trainers come and go. Local coaches stay, and so do the skills they build."
      >
        <CardGrid items={modelStrengths} columns={3} />
      </Section>

      <Section
        id="program-structure"
        title="Complete Program Structure"
        lead="From application to your own coaching practice, here is every step of the journey."
      >
        <NumberedSteps steps={programSteps} />
      </Section>

      <Section
        id="compensation"
        tone="muted"
        title="Compensation & Work Models"
        lead="Choose the arrangement that fits your life. Experienced coaches can earn $100,000 or more."
      >
        <CardGrid items={workModels} columns={3} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.panels}>
          <ListPanel title="Funding Sources" items={fundingSources} />
          <ListPanel title="Additional Benefits" items={additionalBenefits} />
        </SimpleGrid>
        <Text size="sm" tone="body" className={classes.note}>
          Earnings depend on your work model, your location and the engagements available in your region.
        </Text>
      </Section>

      <Section
        id="who-thrives"
        title="Who Thrives as an AI Coach?"
        lead="You do not need to be a programmer. You need to enjoy learning, explaining and helping people succeed."
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ListPanel title="Essential Qualities" items={essentialQualities} />
          <ListPanel title="Bonus Experience" items={bonusExperience} />
        </SimpleGrid>
      </Section>

      <Section
        id="timeline"
        tone="muted"
        title="Timeline & Expectations"
        lead="What to expect at each stage, from your application to an established coaching practice."
      >
        <CardGrid items={timelinePhases.map(phaseCard)} columns={4} />
      </Section>

      <Section id="faq" title="Frequently Asked Questions" size="md">
        <FaqAccordion items={coachFaq} />
      </Section>

      <CtaBand
        title="Your community needs an AI Coach. It could be you."
        text="Applications are reviewed on a rolling basis, and you will hear from us within 1-2 weeks."
        actions={[{ label: "Start Your Application", to: paths.coachRegistration, variant: "white" }]}
      />
    </>
  );
}
