import type { IconName } from "../components/Icon/Icon";
import type { StatItem, StepItem } from "../components/sections";
import { externalSites } from "../config/site";

/** A statewide event framework (docs/product.md, Content: type, title, description, features, highlights, expectations, address). */
export interface StatewideEvent {
  type: string;
  title: string;
  icon: IconName;
  description: string;
  features: string[];
  highlights: string[];
  expectations: string[];
  url: string;
}

export const statewideEvents: StatewideEvent[] = [
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
export const eventSteps: StepItem[] = [
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

export const eventStats: StatItem[] = [
  { value: "100+", label: "events during Idaho AI Week" },
  { value: "50 to 5,000+", label: "participants per event, from a single workshop to a statewide expo" },
];

/** How statewide events are typically funded (docs/product.md, Who it is for). */
export const eventFunding: string[] = [
  "State and federal grants",
  "Chamber partnerships",
  "School district budgets",
  "Corporate sponsors",
  "Fee-for-service engagements",
];
