import { SITE_PATHS as paths } from "../../paths";
import type { Card as CardItem, PageData, Step as StepItem } from "../sections";

/** The four product groups, each leading to its own page. */
const productGroups: CardItem[] = [
  {
    icon: "school",
    eyebrow: "7 programs",
    title: "Training Pathways",
    description:
      "A clear progression from a first hands-on workshop to professional certification, patents and business launches. Each program is led by a certified AI Coach.",
    pointsTitle: "Programs",
    points: [
      "Talk to AI, Create with AI and Build with AI",
      "AI Innovation Certification and AI Coaching Certification",
      "Patent with AI and Launch with AI",
    ],
    actions: [{ label: "Explore Training Pathways", to: paths.training }],
  },
  {
    icon: "trophy",
    eyebrow: "4 formats",
    title: "Competition Formats",
    description:
      "License a proven competition with rules, judging rubrics and timelines ready to go, and run it on our contest platform.",
    pointsTitle: "Formats",
    points: [
      "AI Innovation Challenge",
      "AI Science Fair",
      "AI Startup Accelerator, a 12-week program",
      "AI Upskilling Challenge",
    ],
    actions: [{ label: "View Competition Formats", to: paths.competitions }],
  },
  {
    icon: "calendar",
    eyebrow: "3 frameworks",
    title: "Statewide Events",
    description:
      "Event frameworks that bring schools, employers and agencies together around AI, for anything from 50 to 5,000+ participants.",
    pointsTitle: "Frameworks",
    points: ["Idaho AI Week, with 100+ events statewide", "State AI Expo", "AI Education Week"],
    actions: [{ label: "Explore Statewide Events", to: paths.events }],
  },
  {
    icon: "device",
    eyebrow: "3 platforms",
    title: "Technology Platform",
    description:
      "Software that runs and measures your programs, with live dashboards that cut the staff time spent on administration by 80%.",
    pointsTitle: "Platforms",
    points: ["AI Skills Tracker", "AI Contest Platform", "AI Event Dashboard"],
    actions: [{ label: "See the Technology Platform", to: paths.technology }],
  },
];

/** How the product groups build on each other in a typical partnership. */
const productJourney: StepItem[] = [
  {
    title: "Train",
    description: "Certified AI Coaches build confidence and skills with workshops and certifications.",
  },
  {
    title: "Compete",
    description: "Challenges and accelerators turn new skills into projects, prototypes and startups.",
  },
  {
    title: "Showcase",
    description: "Statewide events celebrate the work and connect participants with employers and investors.",
  },
  {
    title: "Measure",
    description: "Dashboards report participation, certifications and outcomes to partners and funders.",
  },
];

const includedWithEveryProduct: string[] = [
  "Delivery by certified AI Coaches who know your region",
  "Ready-to-run curriculum, materials and facilitator guides",
  "Programs adapted to K-12, higher education, business or government audiences",
  "Participation and outcome reporting for partners and funders",
  "Help identifying grant, sponsor and partner funding",
  "A single point of contact from planning through reporting",
];

export const productsPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "AI Training Products",
      title: "Everything you need to run AI education, in four product groups",
      lead: "Training, competitions, events and software designed to work on their own or together. Start with what your organization needs today and add the rest as your program grows.",
    },
    {
      kind: "cards",
      anchor: "product-groups",
      eyebrow: "Our products",
      title: "Choose where to start",
      lead: "Each product group has its own page with programs, formats and features in detail.",
      columns: 2,
      items: productGroups,
    },
    {
      kind: "steps",
      anchor: "how-they-fit",
      tone: "muted",
      eyebrow: "Better together",
      title: "How the products work together",
      lead: "Most partners combine products into one program that takes participants from first skills to visible results.",
      horizontal: true,
      steps: productJourney,
    },
    {
      kind: "checklist",
      anchor: "included",
      title: "Included with every product",
      columns: 2,
      items: includedWithEveryProduct,
    },
    {
      kind: "cta",
      title: "Not sure which products fit your goals?",
      text: "Tell us who you want to reach and what success looks like. We will recommend a combination that fits your timeline and budget.",
      actions: [
        { label: "Contact Us", to: paths.contact, variant: "white" },
        { label: "About Our Company", to: paths.about, variant: "outline" },
      ],
    },
  ],
};
