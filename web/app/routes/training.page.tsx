import { CardGrid, CheckList, CtaBand, PageHero, Section, type CardItem } from "../components/sections";
import type { IconName } from "../components/Icon/Icon";
import { paths } from "../config/paths";
import { programLevelLabel, trainingPrograms, type TrainingProgram } from "../content/training";

const trackIcons: Record<TrainingProgram["track"], IconName> = {
  pathway: "sparkles",
  certification: "certificate",
  bootcamp: "rocket",
};

function programCard(program: TrainingProgram): CardItem {
  return {
    icon: trackIcons[program.track],
    eyebrow: programLevelLabel(program),
    title: program.title,
    badges: [program.duration, program.format],
    description: program.description,
    actions: [
      { label: "Learn More", to: program.path, variant: "light", ariaLabel: `Learn more about ${program.title}` },
    ],
  };
}

function cardsFor(track: TrainingProgram["track"]): CardItem[] {
  return trainingPrograms.filter((program) => program.track === track).map(programCard);
}

const deliveryOptions = [
  "On site at your school, office, library or chamber",
  "Online cohorts for teams spread across the state",
  "Led by certified AI Coaches who live in your region",
  "Funded through state and federal grants, district budgets, chamber partnerships, sponsors or fee-for-service",
];

export default function TrainingPage() {
  return (
    <>
      <PageHero
        eyebrow="AI training for every starting point"
        title="Training Pathways"
        lead="Seven programs that take people from their first conversation with AI to building working solutions, leading innovation projects, coaching others, protecting inventions and launching businesses."
        actions={[
          { label: "Find Your Program", to: "#pathway", variant: "white" },
          { label: "Bring Training to Your Team", to: paths.contact, variant: "outline" },
        ]}
      />

      <Section
        id="pathway"
        eyebrow="The AI Skills Pathway"
        title="Three stages, from first prompt to working solution"
        lead="Each stage builds on the last, so a whole staff can start together and the most motivated can keep going. Organizations book a single workshop or the full pathway."
      >
        <CardGrid items={cardsFor("pathway")} columns={3} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Certifications"
        title="Prove what you can deliver"
        lead="Two certifications for people ready to lead: one for running AI innovation projects, one for teaching and coaching AI in your community."
      >
        <CardGrid items={cardsFor("certification")} columns={2} />
      </Section>

      <Section
        eyebrow="Specialized bootcamps"
        title="Protect your ideas and launch your business"
        lead="Short, intensive programs for inventors, founders and small-business owners who want results in days, not months."
      >
        <CardGrid items={cardsFor("bootcamp")} columns={2} />
      </Section>

      <Section
        tone="muted"
        title="Delivered where your people are"
        lead="We bring every program to your community and shape it around your schedule, your budget and your goals."
      >
        <CheckList items={deliveryOptions} columns={2} />
      </Section>

      <CtaBand
        title="Ready to start your pathway?"
        text="Get certified to teach AI in your community, or talk with us about training for your school, business or agency."
        actions={[
          { label: "Get Certified", to: paths.becomeAiCoach, variant: "white" },
          { label: "Contact Us", to: paths.contact, variant: "outline" },
        ]}
      />
    </>
  );
}
