import {
  CardGrid,
  CheckList,
  CtaBand,
  HeroFacts,
  NumberedSteps,
  PageHero,
  Section,
  type Action,
} from "../components/sections";
import { contactAbout } from "../content/links";
import { capstoneExamples, innovationCertification, programFacts, programLevelLabel } from "../content/training";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.ai-innovation-certification.page";

const program = innovationCertification;

const actions: Action[] = [
  {
    label: "Apply Now",
    to: contactAbout(`${program.title} application`),
    variant: "white",
    ariaLabel: `Apply Now for the ${program.title}`,
  },
  {
    label: "Schedule Consultation",
    to: contactAbout(`${program.title} consultation`),
    variant: "outline",
    ariaLabel: `Schedule Consultation about the ${program.title}`,
  },
];

export const meta: Route.MetaFunction = ({ matches }) =>
  withStructuredData(matches, courseJsonLd(innovationCertification));

export default function InnovationCertificationPage() {
  return (
    <>
      <PageHero eyebrow={programLevelLabel(program)} title={program.title} lead={program.description} actions={actions}>
        <HeroFacts facts={programFacts(program)} />
      </PageHero>

      <Section
        title="Lead a real AI project, with a mentor beside you"
        lead={
          <>
            Over {program.duration} you take one AI project from opportunity to measured results inside a real
            organization: your employer, your school or a partner we help you find. Your mentor reviews your work at
            every phase, and a review panel certifies the outcome.
          </>
        }
      >
        <CheckList items={program.audience} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Program structure"
        title="Four phases from idea to impact"
        lead="Each phase ends with a mentor check-in, so you always know what good looks like before you move on."
      >
        <NumberedSteps
          horizontal
          steps={program.phases.map((phase) => ({
            number: phase.number,
            title: phase.title,
            meta: `Phase ${phase.number}`,
            items: phase.activities,
          }))}
        />
      </Section>

      <Section
        eyebrow="Example capstone projects"
        title="What participants build"
        lead="Capstones solve a real problem for a real organization. A few examples of the kind of projects we mentor:"
      >
        <CardGrid
          columns={2}
          items={capstoneExamples.map((example) => ({
            icon: "bulb",
            title: example.title,
            description: example.description,
            pointsTitle: "Impact",
            points: [example.impact],
          }))}
        />
      </Section>

      <Section tone="muted" title="Benefits of certification">
        <CheckList items={program.benefits} columns={2} />
      </Section>

      <Section title="Prerequisites">
        <CheckList items={program.prerequisites} columns={1} />
      </Section>

      <CtaBand
        title="Ready to lead your capstone?"
        text="Apply for the next cohort, or schedule a consultation to talk through a project for your organization."
        actions={actions}
      />
    </>
  );
}
