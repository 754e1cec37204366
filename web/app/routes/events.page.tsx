import {
  CardGrid,
  CheckList,
  CtaBand,
  NumberedSteps,
  PageHero,
  Section,
  StatGrid,
  type CardItem,
} from "../components/sections";
import { paths } from "../config/paths";
import { eventFunding, eventStats, eventSteps, statewideEvents } from "../content/events";
import { eventJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/events.page";
import { contactAbout } from "../content/links";

const eventCards: CardItem[] = statewideEvents.map((event) => ({
  icon: event.icon,
  eyebrow: event.type,
  title: event.title,
  description: event.description,
  pointsTitle: "Features",
  points: event.features,
  lists: [
    { title: "Highlights", items: event.highlights },
    { title: "What to expect", items: event.expectations },
  ],
  actions: [
    {
      label: `Visit ${event.title}`,
      to: event.url,
      variant: "light",
      ariaLabel: `Visit the ${event.title} website (opens in a new tab)`,
    },
  ],
}));

export const meta: Route.MetaFunction = ({ matches }) =>
  withStructuredData(matches, ...statewideEvents.map(eventJsonLd));

export default function EventsPage() {
  return (
    <>
      <PageHero
        eyebrow="Statewide events"
        title="Statewide AI Events"
        lead="Event frameworks that bring a whole state together around AI: a statewide AI week, a flagship expo and an education week for every school. We plan them with you, help you fill them and report their impact."
        actions={[
          { label: "Schedule a Consultation", to: contactAbout("Schedule a Consultation"), variant: "white" },
          { label: "See the Event Dashboard", to: paths.eventDashboard, variant: "outline" },
        ]}
      />

      <Section
        title="Three proven event frameworks"
        lead="Run one, or combine all three into a year-round AI calendar."
      >
        <CardGrid items={eventCards} columns={3} />
      </Section>

      <Section tone="muted" title="Built to scale">
        <StatGrid items={eventStats} />
      </Section>

      <Section title="How we run your event" lead="A partner from the first planning call to the final impact report.">
        <NumberedSteps steps={eventSteps} horizontal />
      </Section>

      <Section
        tone="muted"
        title="Funding your event"
        lead="We help partners combine funding sources so events stay free or low-cost for the people who attend."
      >
        <CheckList items={eventFunding} columns={2} />
      </Section>

      <CtaBand
        title="Plan an AI event for your state or region"
        text="Tell us what you want to achieve and we will recommend the right framework, scale and funding plan."
        actions={[
          { label: "Schedule a Consultation", to: contactAbout("Schedule a Consultation"), variant: "white" },
          { label: "View Competition Formats", to: paths.competitions, variant: "outline" },
        ]}
      />
    </>
  );
}
