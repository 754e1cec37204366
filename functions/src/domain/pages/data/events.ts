import { SITE_PATHS as paths } from "../../paths";
import type { Card as CardItem, PageData, SectionIcon as IconName, StatItem, Step as StepItem } from "../sections";
import { externalSites } from "./externalSites";
import { contactAbout } from "./links";

/** A statewide event framework (docs/product.md, Content: type, title, description, features, highlights, expectations, address). */
interface StatewideEvent {
  type: string;
  title: string;
  icon: IconName;
  description: string;
  features: string[];
  highlights: string[];
  expectations: string[];
  url: string;
}

const statewideEvents: StatewideEvent[] = [
  {
    type: "Statewide AI Week",
    title: "Idaho AI Week",
    icon: "map",
    description:
      "One week when communities across Idaho learn about AI together: 100+ events hosted by schools, libraries, chambers, colleges and employers.",
    features: [
      "100+ events across the state",
      "Host toolkits for schools, libraries and businesses",
      "A shared calendar and registration",
    ],
    highlights: ["Hands-on Talk to AI workshops", "Student showcases and challenges", "Employer and industry panels"],
    expectations: [
      "Free and low-cost events near you",
      "Sessions for every age and skill level",
      "A statewide kickoff and closing celebration",
    ],
    url: externalSites.idahoAiWeek,
  },
  {
    type: "Flagship Expo",
    title: "State AI Expo",
    icon: "building",
    description:
      "A statewide showcase where students, startups, employers and agencies show what AI is doing for Idaho, and where partnerships begin.",
    features: ["Exhibitor hall and demo stages", "Competition finals and awards", "Sponsor and partner pavilions"],
    highlights: ["AI Innovation Challenge finals", "AI Startup Accelerator demo day", "Keynotes from Idaho leaders"],
    expectations: [
      "Live demonstrations you can try",
      "Networking with employers and educators",
      "Workshops led by certified AI Coaches",
    ],
    url: externalSites.stateAiExpo,
  },
  {
    type: "Education Campaign",
    title: "AI Education Week",
    icon: "school",
    description:
      "A ready-made week of classroom lessons, family nights and teacher sessions that any school or district can run.",
    features: [
      "Grade-level lesson plans",
      "Family night and teacher session kits",
      "District-wide participation tracking",
    ],
    highlights: ["Classroom AI challenges", "Professional development for teachers", "Family and community nights"],
    expectations: [
      "Everything teachers need, ready to use",
      "Responsible-use guidance for students",
      "Participation reports for district leaders",
    ],
    url: externalSites.aiEducationWeek,
  },
];

/** How we deliver an event with a partner. */
const eventSteps: StepItem[] = [
  {
    title: "Plan",
    description: "Set goals, audiences, dates and a budget with our team, using a framework that has worked before.",
  },
  {
    title: "Recruit hosts and sponsors",
    description: "We help you enlist schools, libraries, employers and sponsors, with toolkits ready for each.",
  },
  {
    title: "Promote",
    description: "Shared calendars, registration pages and marketing kits bring participants through the door.",
  },
  {
    title: "Run and report",
    description:
      "The AI Event Dashboard tracks attendance, sponsorship and funding impact live, and builds the final report for you.",
  },
];

const eventStats: StatItem[] = [
  { value: "100+", label: "events during Idaho AI Week" },
  { value: "50 to 5,000+", label: "participants per event, from a single workshop to a statewide expo" },
];

/** How statewide events are typically funded (docs/product.md, Who it is for). */
const eventFunding: string[] = [
  "State and federal grants",
  "Chamber partnerships",
  "School district budgets",
  "Corporate sponsors",
  "Fee-for-service engagements",
];

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

export const eventsPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Statewide events",
      title: "Statewide AI Events",
      lead: "Event frameworks that bring a whole state together around AI: a statewide AI week, a flagship expo and an education week for every school. We plan them with you, help you fill them and report their impact.",
      actions: [
        { label: "Schedule a Consultation", to: contactAbout("Schedule a Consultation"), variant: "white" },
        { label: "See the Event Dashboard", to: paths.eventDashboard, variant: "outline" },
      ],
    },
    {
      kind: "cards",
      title: "Three proven event frameworks",
      lead: "Run one, or combine all three into a year-round AI calendar.",
      columns: 3,
      items: eventCards,
      structuredData: "event-series",
    },
    { kind: "stats", tone: "muted", title: "Built to scale", items: eventStats },
    {
      kind: "steps",
      title: "How we run your event",
      lead: "A partner from the first planning call to the final impact report.",
      horizontal: true,
      steps: eventSteps,
    },
    {
      kind: "checklist",
      tone: "muted",
      title: "Funding your event",
      lead: "We help partners combine funding sources so events stay free or low-cost for the people who attend.",
      columns: 2,
      items: eventFunding,
    },
    {
      kind: "cta",
      title: "Plan an AI event for your state or region",
      text: "Tell us what you want to achieve and we will recommend the right framework, scale and funding plan.",
      actions: [
        { label: "Schedule a Consultation", to: contactAbout("Schedule a Consultation"), variant: "white" },
        { label: "View Competition Formats", to: paths.competitions, variant: "outline" },
      ],
    },
  ],
};
