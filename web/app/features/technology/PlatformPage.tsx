import {
  CardGrid,
  CtaBand,
  NumberedSteps,
  PageHero,
  Section,
  StatGrid,
  type StatItem,
} from "../../components/sections";
import { paths } from "../../config/paths";
import { platforms, type Platform } from "../../content/technology";
import { contactAbout } from "../../content/links";

export interface PlatformPageProps {
  platform: Platform;
  /** Headline figures shown after the features. */
  stats?: StatItem[];
}

/** The page of one software platform: hero, features, who uses it, how it works, the other platforms, a demo CTA. */
export function PlatformPage({ platform, stats }: PlatformPageProps) {
  const others = platforms.filter((other) => other.path !== platform.path);
  // Bands alternate white and muted; the optional stats band shifts the ones after it.
  const tone = (index: number) => ((index + (stats ? 1 : 0)) % 2 === 0 ? "muted" : "white");
  return (
    <>
      <PageHero
        eyebrow="Technology Platform"
        title={platform.title}
        lead={platform.lead}
        actions={[
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "All Platforms", to: paths.technology, variant: "outline" },
        ]}
      />

      <Section title="Features">
        <CardGrid items={platform.features} columns={3} />
      </Section>

      {stats ? (
        <Section tone="muted" title="Proven at every scale">
          <StatGrid items={stats} />
        </Section>
      ) : null}

      <Section tone={tone(0)} title="Built for everyone involved">
        <CardGrid items={platform.users} columns={3} />
      </Section>

      <Section tone={tone(1)} title="How it works">
        <NumberedSteps steps={platform.steps} horizontal />
      </Section>

      <Section tone={tone(2)} title="Works even better together">
        <CardGrid
          columns={2}
          items={others.map((other) => ({
            icon: other.icon,
            title: other.title,
            description: other.summary,
            actions: [
              {
                label: "Learn More",
                to: other.path,
                variant: "light",
                ariaLabel: `Learn more about the ${other.title}`,
              },
            ],
          }))}
        />
      </Section>

      <CtaBand
        title={`See the ${platform.title} in action`}
        text="Book a live walkthrough with our team, set up around your own programs, competitions or events."
        actions={[
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "Explore All Platforms", to: paths.technology, variant: "outline" },
        ]}
      />
    </>
  );
}
