import { CheckList, CtaBand, HeroFacts, ModuleList, PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { contactAbout } from "../content/links";
import { buildWithAi, innovationCertification, programFacts, programLevelLabel } from "../content/training";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.build-with-ai.page";

const learnMore = {
  label: "Learn More",
  to: contactAbout(`${buildWithAi.title} cohort`),
  ariaLabel: `Learn more about joining ${buildWithAi.title}`,
};

export const meta: Route.MetaFunction = ({ matches }) => withStructuredData(matches, courseJsonLd(buildWithAi));

export default function BuildWithAiPage() {
  return (
    <>
      <PageHero
        eyebrow={programLevelLabel(buildWithAi)}
        title={buildWithAi.title}
        lead={buildWithAi.description}
        actions={[
          { ...learnMore, variant: "white" },
          { label: "View All Programs", to: paths.training, variant: "outline" },
        ]}
      >
        <HeroFacts facts={programFacts(buildWithAi)} />
      </PageHero>

      <Section
        title="Build something your organization keeps using"
        lead={
          <>
            Over {buildWithAi.duration}, participants meet online each week and come together in person for build days.
            Everyone works on a real problem from their own workplace, school or community, so the program ends with a
            solution in use, not just a certificate.
          </>
        }
      >
        <CheckList items={buildWithAi.audience} columns={2} />
      </Section>

      <Section
        tone="muted"
        eyebrow="Curriculum"
        title="Six modules from idea to launch"
        lead="Modules follow the life of your project: frame it, build it, test it responsibly and put it to work."
      >
        <ModuleList modules={buildWithAi.modules} />
      </Section>

      <Section title="What you will have at the end">
        <CheckList items={buildWithAi.deliverables} columns={2} />
      </Section>

      <Section tone="muted" title="Prerequisites">
        <CheckList items={buildWithAi.prerequisites} columns={2} />
      </Section>

      <CtaBand
        title="Build your first AI solution with a cohort"
        text={`Ask about the next ${buildWithAi.title} cohort, or a private cohort for your organization. Graduates can go on to the ${innovationCertification.title}.`}
        actions={[
          { ...learnMore, variant: "white" },
          { label: `Next: ${innovationCertification.title}`, to: innovationCertification.path, variant: "outline" },
        ]}
      />
    </>
  );
}
