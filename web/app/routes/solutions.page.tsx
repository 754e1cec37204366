import { CardGrid, CtaBand, NumberedSteps, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { audienceSolutions, pillars, processSteps } from "../content/solutions";
import { contactAbout } from "../content/links";

export default function SolutionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Solutions"
        title="A complete AI education ecosystem for your state"
        lead="Training, certified local coaches, competitions, statewide events and software, designed as one system. Each pillar stands on its own; together they build AI skills that last."
      />

      <Section
        id="pillars"
        eyebrow="The ecosystem"
        title="Five pillars, one connected program"
        lead="Pick the pillars that match your goals today. Each one connects to the others as your program grows."
      >
        <CardGrid items={pillars} columns={3} />
      </Section>

      <Section
        id="process"
        tone="muted"
        eyebrow="Our process"
        title="From first conversation to measurable results in five steps"
        lead="A proven path for launching AI programs, whether you are serving one school or an entire state."
      >
        <NumberedSteps steps={processSteps} />
      </Section>

      <Section
        id="by-audience"
        eyebrow="Solutions by audience"
        title="Solutions for every partner we serve"
        lead="The same ecosystem, tailored to the people you serve and the results you are accountable for."
      >
        <CardGrid items={audienceSolutions} columns={3} />
      </Section>

      <CtaBand
        title="Let's design the right solution for your organization"
        text="Schedule a conversation with our team, compare our products side by side, or learn more about who we are."
        actions={[
          { label: "Schedule a Consultation", to: contactAbout("Schedule a Consultation"), variant: "white" },
          { label: "Browse Products", to: paths.products, variant: "outline" },
          { label: "About Us", to: paths.about, variant: "outline" },
        ]}
      />
    </>
  );
}
