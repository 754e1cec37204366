import { CheckList, CtaBand, FrameworkLetters, HeroFacts, ModuleList, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { contactAbout } from "../content/links";
import { createWithAi, programFacts, programLevelLabel, sparkFramework, talkToAi } from "../content/training";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.talk-to-ai.page";

const learnMore = {
  label: "Learn More",
  to: contactAbout(`${talkToAi.title} workshop`),
  ariaLabel: `Learn more about booking ${talkToAi.title}`,
};

export const meta: Route.MetaFunction = ({ matches }) => withStructuredData(matches, courseJsonLd(talkToAi));

export default function TalkToAiPage() {
  return (
    <>
      <PageHero
        eyebrow={programLevelLabel(talkToAi)}
        title={talkToAi.title}
        lead={talkToAi.description}
        actions={[
          { ...learnMore, variant: "white" },
          { label: "View All Programs", to: paths.training, variant: "outline" },
        ]}
      >
        <HeroFacts facts={programFacts(talkToAi)} />
      </PageHero>

      <Section
        title="The best first step into AI"
        lead={
          <>
            In {talkToAi.duration} your group goes from curious to confident. A certified AI Coach explains how AI chat
            assistants work, then everyone practices on real tasks from their own work, with time for questions
            throughout. No technical background is needed.
          </>
        }
      >
        <CheckList items={talkToAi.audience} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Curriculum"
        title="Four modules in one interactive session"
        lead="Short explanations, live demonstrations and plenty of hands-on practice."
      >
        <ModuleList modules={talkToAi.modules} />
      </Section>

      <Section
        eyebrow="Prompting made simple"
        title="The SPARK prompt framework"
        lead="Five elements that turn a vague request into a precise prompt. Participants practice each one and leave with templates they can reuse."
      >
        <FrameworkLetters letters={sparkFramework} />
      </Section>

      <Section tone="muted" title="What participants take away">
        <CheckList items={talkToAi.deliverables} columns={1} />
      </Section>

      <CtaBand
        title="Bring Talk to AI to your team"
        text={`Book a ${talkToAi.title} workshop for your staff, members or community, then continue with ${createWithAi.title}.`}
        actions={[
          { ...learnMore, variant: "white" },
          { label: `Next: ${createWithAi.title}`, to: createWithAi.path, variant: "outline" },
        ]}
      />
    </>
  );
}
