import { SITE_PATHS as paths } from "../../paths";
import type { Card as CardItem, PageData, SectionIcon as IconName, Step as StepItem } from "../sections";
import { externalSites } from "./externalSites";
import { contactAbout } from "./links";

/** A licensable competition format (docs/product.md, Content: title, audience, description, benefits, external demo address). */
interface CompetitionFormat {
  title: string;
  icon: IconName;
  audience: string;
  /** Set when the format has a fixed length, e.g. the accelerator's 12 weeks. */
  duration?: string;
  description: string;
  benefits: string[];
  demoUrl: string;
}

const competitionFormats: CompetitionFormat[] = [
  {
    title: "AI Innovation Challenge",
    icon: "bulb",
    audience: "High school and college students, and community teams",
    description:
      "Teams pick a real challenge in their community, build an AI-powered solution and pitch it to a panel of local leaders and employers.",
    benefits: [
      "Connects students with local employers and mentors",
      "Ready-made challenge statements, rubrics and judging guides",
      "Automated scoring and public voting on our contest platform",
      "Scales from a single school to a statewide final",
    ],
    demoUrl: externalSites.aiInnovationChallengeDemo,
  },
  {
    title: "AI Science Fair",
    icon: "sparkles",
    audience: "Students in grades 6-12, their teachers and districts",
    description:
      "An AI track for your science fair: students use AI to investigate questions, analyze data and present findings with transparent, honest methods.",
    benefits: [
      "Clear rules for AI-assisted and AI-built projects",
      "Teacher guides, student workbooks and judging rubrics",
      "Teaches responsible AI use alongside the scientific method",
      "Runs alongside your existing science fair",
    ],
    demoUrl: externalSites.aiScienceFairDemo,
  },
  {
    title: "AI Startup Accelerator",
    icon: "rocket",
    audience: "Founders, university students and early-stage startups",
    duration: "12 weeks",
    description:
      "A 12-week accelerator that takes founders from an AI idea to a tested business model, with weekly workshops, mentor office hours and a closing demo day for investors and partners.",
    benefits: [
      "A complete 12-week curriculum and mentor playbook",
      "Customer discovery and AI prototyping sprints",
      "Demo day format that attracts investors and sponsors",
      "Builds a pipeline of AI startups for your region",
    ],
    demoUrl: externalSites.aiStartupAcceleratorDemo,
  },
  {
    title: "AI Upskilling Challenge",
    icon: "target",
    audience: "Employers, workforce boards, chambers and job seekers",
    description:
      "A team-based challenge in which employees and job seekers complete practical AI missions, earn points and badges, and show measurable skill gains.",
    benefits: [
      "Practical missions mapped to real job tasks",
      "Friendly competition between teams and employers",
      "Progress recorded in the AI Skills Tracker",
      "Skill-gain reports for employers and funders",
    ],
    demoUrl: externalSites.aiUpskillingChallengeDemo,
  },
];

/** Everything a competition license includes. */
const licenseIncludes: string[] = [
  "A branded competition site on our contest platform",
  "Rules, timelines, rubrics and judge training",
  "Participant onboarding guides and support materials",
  "Sponsor outreach and marketing templates",
  "Results and impact reporting for sponsors and funders",
  "Launch support from our team and certified AI Coaches",
];

/** How Licensing Works. */
const licensingSteps: StepItem[] = [
  {
    title: "Choose a format",
    description: "Pick the competition that fits your audience and goals, or combine formats across a season.",
  },
  {
    title: "See it in action",
    description: "We walk you through a live demo of the format and the contest platform your participants will use.",
  },
  {
    title: "Customize and license",
    description: "Set your dates, branding, prizes and sponsors; we tailor the rules and rubrics to your community.",
  },
  {
    title: "Launch with our support",
    description:
      "We train your organizers and judges, set up the platform and report results when the winners are named.",
  },
];

const formatCards: CardItem[] = competitionFormats.map((format) => ({
  icon: format.icon,
  title: format.title,
  ...(format.duration ? { badges: [format.duration] } : {}),
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

export const competitionsPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Competition formats",
      title: "License Our Competition Formats",
      lead: "Proven AI competitions for students, founders and working adults, ready to run under your brand. Each license includes the rules, rubrics, training and the contest platform, so you can launch in weeks.",
      actions: [
        { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
        { label: "See the Contest Platform", to: paths.contestPlatform, variant: "outline" },
      ],
    },
    {
      kind: "cards",
      title: "Four formats, one platform",
      lead: "Choose the format that fits your audience. Each demo site shows the participant experience from registration to results.",
      columns: 2,
      items: formatCards,
    },
    { kind: "checklist", tone: "muted", title: "What every license includes", columns: 2, items: licenseIncludes },
    {
      kind: "steps",
      title: "How Licensing Works",
      lead: "From first conversation to your first winners, in four steps.",
      horizontal: true,
      steps: licensingSteps,
    },
    {
      kind: "cta",
      title: "Bring an AI competition to your community",
      text: "See a format in action and get a license tailored to your schools, region or workforce program.",
      actions: [
        { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
        { label: "Explore Statewide Events", to: paths.events, variant: "outline" },
      ],
    },
  ],
};
