import { LAUNCH_PACKAGES } from "@domain/catalog";
import { ActionButton } from "../components/ActionButton/ActionButton";
import {
  CardGrid,
  CheckList,
  CtaBand,
  DaySchedule,
  HeroFacts,
  PageHero,
  Section,
  type Action,
} from "../components/sections";
import { Stack, Text } from "../components/ui";
import { paths } from "../config/paths";
import { contactAbout } from "../content/links";
import {
  launchMentoringOptions,
  launchWithAi,
  patentWithAi,
  programFacts,
  programLevelLabel,
} from "@domain/pages/data/training";
import { LaunchPackageCards } from "../features/payments/LaunchPackageCards";
import { courseJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/training.launch-with-ai.page";
import classes from "./programPages.module.css";

const program = launchWithAi;
const PACKAGES_ID = "packages";
const fullLaunch = LAUNCH_PACKAGES["full-launch"];
const oneDay = LAUNCH_PACKAGES["one-day"];
const mentorship = LAUNCH_PACKAGES.mentorship;

const enroll: Action = {
  label: "Enroll Now",
  to: `#${PACKAGES_ID}`,
  ariaLabel: `Enroll Now: choose a ${program.title} package`,
};

export const meta: Route.MetaFunction = ({ matches }) => withStructuredData(matches, courseJsonLd(launchWithAi));

export default function LaunchWithAiPage() {
  return (
    <>
      <PageHero
        eyebrow={programLevelLabel(program)}
        title={program.title}
        lead={program.description}
        actions={[
          { ...enroll, variant: "white" },
          { label: "Talk to Us", to: contactAbout(program.title), variant: "outline" },
        ]}
      >
        <HeroFacts facts={programFacts(program)} />
      </PageHero>

      <Section eyebrow="Overview" title="From idea to open for business in three days">
        <Stack gap="md" className={classes.overview}>
          <Text size="lg" tone="body">
            Starting a business usually means months of juggling designers, web builders and marketing advice. In{" "}
            {program.title}, you do the work yourself in {program.duration}, with AI tools and an experienced coach at
            your side, and you own everything you create.
          </Text>
          <Text size="lg" tone="body">
            Each day has one clear goal: define your brand and offer, publish your website, then set up the marketing
            and simple automations that bring customers in. You leave with a business people can find, trust and pay.
          </Text>
        </Stack>
      </Section>

      <Section tone="muted" title="Who it is for">
        <CheckList items={program.audience} columns={2} />
      </Section>

      <Section
        eyebrow="The 3-day structure"
        title="Three focused days"
        lead="Every day ends with something live or ready to use, not homework."
      >
        <DaySchedule days={program.days} />
      </Section>

      <Section
        tone="muted"
        title="What you get"
        lead={`With the ${fullLaunch.name} you also get ${fullLaunch.support} after the intensive, so questions never stall your launch.`}
      >
        <CheckList items={program.deliverables} columns={2} />
      </Section>

      <Section
        id={PACKAGES_ID}
        eyebrow="Packages"
        title="Choose your package"
        lead={`Only need a website? The ${oneDay.name} gets you online in a day with ${oneDay.support}. Want ongoing guidance? Add the ${mentorship.name}.`}
      >
        <LaunchPackageCards />
      </Section>

      <Section
        tone="muted"
        eyebrow="Optional add-on"
        title="Keep growing with mentoring"
        lead="Add a 3- or 12-month mentoring plan to any launch package and keep an experienced coach in your corner."
      >
        <CardGrid
          columns={2}
          items={launchMentoringOptions.map((option) => ({
            icon: "handshake",
            title: option.title,
            description: option.description,
            actions: [
              option.months === 12
                ? {
                    label: `Choose ${mentorship.name}`,
                    to: `#${PACKAGES_ID}`,
                    variant: "light",
                  }
                : {
                    label: "Ask About 3-Month Mentoring",
                    to: contactAbout(`${program.title}: 3-month mentoring add-on`),
                    variant: "light",
                  },
            ],
          }))}
        />
      </Section>

      <Section
        eyebrow="Have an invention?"
        title={`Protect it first with ${patentWithAi.title}`}
        lead="If your business is built on a new product or process, our three-day patent bootcamp helps you search prior art and draft a provisional patent application before you go public."
      >
        <ActionButton to={patentWithAi.path} variant="outline" size="md">
          Explore {patentWithAi.title}
        </ActionButton>
      </Section>

      <CtaBand
        title="Ready to launch your business?"
        text="Pick the package that fits, enroll in minutes and start building with AI on day one."
        actions={[
          { ...enroll, variant: "white" },
          { label: "Contact Us", to: paths.contact, variant: "outline" },
        ]}
      />
    </>
  );
}
