import { CardGrid, CheckList, CtaBand, PageHero, Section, StatGrid, type CardItem } from "../components/sections";
import { paths } from "../config/paths";
import { platformCapabilities, platformStats, platforms } from "../content/technology";
import { contactAbout } from "../content/links";

const platformCards: CardItem[] = platforms.map((platform) => ({
  icon: platform.icon,
  title: platform.title,
  description: platform.summary,
  actions: [
    { label: "Learn More", to: platform.path, variant: "light", ariaLabel: `Learn more about the ${platform.title}` },
  ],
}));

export default function TechnologyPage() {
  return (
    <>
      <PageHero
        eyebrow="Software suite"
        title="Technology Platform"
        lead="Three connected platforms that run AI competitions, track skills and certifications, and manage statewide events, replacing spreadsheets and sign-in sheets with live dashboards."
        actions={[{ label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" }]}
      />

      <Section title="Three platforms, one connected suite" lead="Use one on its own or all three together.">
        <CardGrid items={platformCards} columns={3} />
      </Section>

      <Section tone="muted" title="Less admin, more impact">
        <StatGrid items={platformStats} />
      </Section>

      <Section title="Platform capabilities" lead="Every platform is built on the same foundation.">
        <CheckList items={platformCapabilities} columns={2} />
      </Section>

      <CtaBand
        title="See the platform in action"
        text="Book a walkthrough with our team and see how the suite fits your programs, competitions and events."
        actions={[
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "View Training Pathways", to: paths.training, variant: "outline" },
        ]}
      />
    </>
  );
}
