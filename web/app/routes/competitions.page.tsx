import { CardGrid, CheckList, CtaBand, NumberedSteps, PageHero, Section, type CardItem } from "../components/sections";
import { paths } from "../config/paths";
import { competitionFormats, licenseIncludes, licensingSteps } from "../content/competitions";
import { contactAbout } from "../content/links";

const formatCards: CardItem[] = competitionFormats.map((format) => ({
  icon: format.icon,
  title: format.title,
  badges: format.duration ? [format.duration] : undefined,
  facts: [{ label: "Audience", value: format.audience }],
  description: format.description,
  pointsTitle: "Benefits",
  points: format.benefits,
  actions: [
    {
      label: "View Demo",
      to: format.demoUrl,
      variant: "light",
      ariaLabel: `View Demo of the ${format.title} (opens in a new tab)`,
    },
  ],
}));

export default function CompetitionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Competition formats"
        title="License Our Competition Formats"
        lead="Proven AI competitions for students, founders and working adults, ready to run under your brand. Each license includes the rules, rubrics, training and the contest platform, so you can launch in weeks."
        actions={[
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "See the Contest Platform", to: paths.contestPlatform, variant: "outline" },
        ]}
      />

      <Section
        title="Four formats, one platform"
        lead="Choose the format that fits your audience. Each demo site shows the participant experience from registration to results."
      >
        <CardGrid items={formatCards} columns={2} />
      </Section>

      <Section tone="muted" title="What every license includes">
        <CheckList items={licenseIncludes} columns={2} />
      </Section>

      <Section title="How Licensing Works" lead="From first conversation to your first winners, in four steps.">
        <NumberedSteps steps={licensingSteps} horizontal />
      </Section>

      <CtaBand
        title="Bring an AI competition to your community"
        text="See a format in action and get a license tailored to your schools, region or workforce program."
        actions={[
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "Explore Statewide Events", to: paths.events, variant: "outline" },
        ]}
      />
    </>
  );
}
