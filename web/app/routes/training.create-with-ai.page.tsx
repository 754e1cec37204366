import { CheckList, CtaBand, HeroFacts, ModuleList, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { contactAbout } from "../content/links";
import { buildWithAi, createWithAi, programFacts, programLevelLabel, talkToAi } from "../content/training";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.create-with-ai.page";

const learnMore = {
  label: "Learn More",
  to: contactAbout(`${createWithAi.title} workshop`),
  ariaLabel: `Learn more about booking ${createWithAi.title}`,
};

export const meta: Route.MetaFunction = ({ matches }) => withStructuredData(matches, courseJsonLd(createWithAi));

export default function CreateWithAiPage() {
  return (
    <>
      <PageHero
        eyebrow={programLevelLabel(createWithAi)}
        title={createWithAi.title}
        lead={createWithAi.description}
        actions={[
          { ...learnMore, variant: "white" },
          { label: "View All Programs", to: paths.training, variant: "outline" },
        ]}
      >
        <HeroFacts facts={programFacts(createWithAi)} />
      </PageHero>

      <Section
        title="From trying AI to producing real work"
        lead={
          <>
            {createWithAi.title} picks up where {talkToAi.title} leaves off. Over {createWithAi.duration} in a studio
            setting, participants bring their own projects and build them with AI, coached one-to-one as they go.
          </>
        }
      >
        <CheckList items={createWithAi.audience} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Curriculum"
        title="Four studio modules"
        lead="Each module ends with a finished piece, so the day produces work rather than notes."
      >
        <ModuleList modules={createWithAi.modules} />
      </Section>

      <Section title="Four deliverables you take home">
        <CheckList items={createWithAi.deliverables} columns={2} />
      </Section>

      <Section tone="muted" title="Before you join">
        <CheckList items={createWithAi.prerequisites} columns={1} />
      </Section>

      <CtaBand
        title="Turn AI curiosity into finished work"
        text={`Book a ${createWithAi.title} studio day for your team, then take the next step with ${buildWithAi.title}.`}
        actions={[
          { ...learnMore, variant: "white" },
          { label: `Next: ${buildWithAi.title}`, to: buildWithAi.path, variant: "outline" },
        ]}
      />
    </>
  );
}
