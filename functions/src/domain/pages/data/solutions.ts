import type { Card as CardItem, PageData, Step as StepItem } from "../sections";
import { SITE_PATHS as paths } from "../../paths";
import { contactAbout } from "./links";

/** The five pillars of the ecosystem (docs/product.md, Pages), each leading to its page. */
const pillars: CardItem[] = [
  {
    icon: "school",
    eyebrow: "Pillar 1",
    title: "AI Training",
    description:
      "Seven training pathways that meet people where they are, from a first 1.5-2 hour workshop to multi-week certifications.",
    actions: [{ label: "Explore Training", to: paths.training, variant: "light" }],
  },
  {
    icon: "certificate",
    eyebrow: "Pillar 2",
    title: "AI Coach Certification",
    description:
      "Local professionals certified to teach AI, so your program is delivered by people your community already knows and trusts.",
    actions: [{ label: "Become an AI Coach", to: paths.becomeAiCoach, variant: "light" }],
  },
  {
    icon: "trophy",
    eyebrow: "Pillar 3",
    title: "AI Competitions",
    description:
      "Licensed challenges, science fairs, accelerators and upskilling contests that turn learning into projects and startups.",
    actions: [{ label: "View Competitions", to: paths.competitions, variant: "light" }],
  },
  {
    icon: "calendar",
    eyebrow: "Pillar 4",
    title: "Statewide AI Events",
    description:
      "AI weeks, expos and education weeks that bring your whole state into the conversation, from 50 to 5,000+ participants.",
    actions: [{ label: "Explore Events", to: paths.events, variant: "light" }],
  },
  {
    icon: "device",
    eyebrow: "Pillar 5",
    title: "Technology Platform",
    description:
      "The AI Skills Tracker, AI Contest Platform and AI Event Dashboard, which cut the staff time spent running programs by 80%.",
    actions: [{ label: "See the Technology", to: paths.technology, variant: "light" }],
  },
];

/** How a partner's program is planned and launched. */
const processSteps: StepItem[] = [
  {
    title: "Discover",
    description: "We learn who you serve, what you want them to achieve and which funding you have or could pursue.",
  },
  {
    title: "Design",
    description:
      "We select the training, competitions, events and software that fit, and agree on goals, milestones and reporting.",
  },
  {
    title: "Certify",
    description:
      "We recruit and certify AI Coaches from your region, or upskill the educators and staff you already have.",
  },
  {
    title: "Launch",
    description:
      "Coaches deliver workshops, competitions and events on the schedule you approve, with our team behind them.",
  },
  {
    title: "Measure and scale",
    description:
      "Live dashboards show participation, certifications and outcomes, so you can report results and expand what works.",
  },
];

/** What each audience gets from the ecosystem. */
const audienceSolutions: CardItem[] = [
  {
    icon: "school",
    title: "Schools and Districts",
    description: "Give students and teachers practical AI skills without adding to teachers' workloads.",
    points: [
      "Teacher workshops and classroom-ready lessons",
      "AI Science Fair and AI Innovation Challenge for students",
      "AI Education Week for the whole district",
    ],
  },
  {
    icon: "bulb",
    title: "Universities",
    description: "Connect students and faculty to applied AI, entrepreneurship and employers.",
    points: [
      "AI Innovation Certification capstones",
      "A 12-week AI Startup Accelerator",
      "Patent with AI for faculty and student inventors",
    ],
  },
  {
    icon: "handshake",
    title: "Chambers of Commerce",
    description: "Help member businesses adopt AI and position your region as a place where AI talent grows.",
    points: [
      "Member workshops led by local AI Coaches",
      "Launch with AI for new and growing businesses",
      "Idaho AI Week events hosted in your community",
    ],
  },
  {
    icon: "building",
    title: "Businesses",
    description: "Upskill teams with hands-on training tied to the work they do every day.",
    points: [
      "Talk to AI, Create with AI and Build with AI for staff",
      "The AI Upskilling Challenge to drive adoption",
      "Progress tracking with the AI Skills Tracker",
    ],
  },
  {
    icon: "map",
    title: "State Agencies",
    description: "Run statewide AI workforce initiatives with the reporting funders expect.",
    points: [
      "A certified AI Coach network across every region",
      "Idaho AI Week and the State AI Expo",
      "Real-time dashboards for grant and legislative reporting",
    ],
  },
  {
    icon: "users",
    title: "Professionals",
    description: "Build a career-ready AI skill set, or a new career teaching it.",
    points: [
      "Certifications that show employers what you can do",
      "A paid path to becoming a certified AI Coach",
      "Patent and launch programs for your own ideas",
    ],
  },
];

export const solutionsPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Solutions",
      title: "A complete AI education ecosystem for your state",
      lead: "Training, certified local coaches, competitions, statewide events and software, designed as one system. Each pillar stands on its own; together they build AI skills that last.",
    },
    {
      kind: "cards",
      anchor: "pillars",
      eyebrow: "The ecosystem",
      title: "Five pillars, one connected program",
      lead: "Pick the pillars that match your goals today. Each one connects to the others as your program grows.",
      columns: 3,
      items: pillars,
    },
    {
      kind: "steps",
      anchor: "process",
      tone: "muted",
      eyebrow: "Our process",
      title: "From first conversation to measurable results in five steps",
      lead: "A proven path for launching AI programs, whether you are serving one school or an entire state.",
      steps: processSteps,
    },
    {
      kind: "cards",
      anchor: "by-audience",
      eyebrow: "Solutions by audience",
      title: "Solutions for every partner we serve",
      lead: "The same ecosystem, tailored to the people you serve and the results you are accountable for.",
      columns: 3,
      items: audienceSolutions,
    },
    {
      kind: "cta",
      title: "Let's design the right solution for your organization",
      text: "Schedule a conversation with our team, compare our products side by side, or learn more about who we are.",
      actions: [
        { label: "Schedule a Consultation", to: contactAbout("Schedule a Consultation"), variant: "white" },
        { label: "Browse Products", to: paths.products, variant: "outline" },
        { label: "About Us", to: paths.about, variant: "outline" },
      ],
    },
  ],
};
