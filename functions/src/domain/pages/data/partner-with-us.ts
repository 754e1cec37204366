import { company as site } from "../../company";
import { SITE_PATHS as paths } from "../../paths";
import type { Card as CardItem, PageData, SectionIcon as IconName, Step as StepItem } from "../sections";
import { contactAbout } from "./links";

/** A partnership model; investment ranges and timelines as docs/product.md, Prices and constants gives them. */
interface PartnershipModel {
  title: string;
  subtitle: string;
  description: string;
  benefits: string[];
  investment: string;
  timeline: string;
  icon: IconName;
  /** Accessible name of the model's contact link. */
  contactLabel: string;
}

const partnershipModels: PartnershipModel[] = [
  {
    icon: "map",
    title: "State & Regional Partnerships",
    subtitle: "For state agencies, governors' offices and regional coalitions",
    description:
      "A statewide AI education initiative built around a network of certified local AI Coaches, with every pillar of our ecosystem and the reporting your stakeholders expect.",
    benefits: [
      "A certified AI Coach network across your regions",
      "Statewide events such as an AI Week and State AI Expo",
      "Full access to the AI Skills Tracker, Contest Platform and Event Dashboard",
      "Outcome reporting for legislators, agencies and funders",
    ],
    investment: "From $500K",
    timeline: "6-12 months",
    contactLabel: "Discuss a State & Regional Partnership",
  },
  {
    icon: "school",
    title: "Education Partnerships",
    subtitle: "For school districts, colleges and universities",
    description:
      "AI training for educators and students, competitions that showcase student work, and certifications that prepare graduates for an AI-ready workforce.",
    benefits: [
      "Teacher professional development led by AI Coaches",
      "Student competitions such as the AI Science Fair",
      "AI Education Week for your schools and families",
      "Progress tracking by school, grade and program",
    ],
    investment: "$50K-$250K",
    timeline: "3-6 months",
    contactLabel: "Discuss an Education Partnership",
  },
  {
    icon: "handshake",
    title: "Chamber & Workforce Partnerships",
    subtitle: "For chambers of commerce and workforce development boards",
    description:
      "Practical AI upskilling for member businesses and job seekers, delivered locally and tied to the skills your regional employers need.",
    benefits: [
      "Member workshops and business launch programs",
      "The AI Upskilling Challenge for local employers",
      "Community events during Idaho AI Week",
      "Participation and skills data for workforce reporting",
    ],
    investment: "$25K-$100K",
    timeline: "2-4 months",
    contactLabel: "Discuss a Chamber & Workforce Partnership",
  },
  {
    icon: "building",
    title: "Corporate Partnerships",
    subtitle: "For employers and corporate sponsors",
    description:
      "Upskill your own teams and sponsor AI programs in the communities where your employees live, with visibility for your brand at every step.",
    benefits: [
      "Custom training pathways for your workforce",
      "Sponsorship of competitions, accelerators and events",
      "Early access to emerging local AI talent",
      "Impact reports for your community investment",
    ],
    investment: "$100K-$500K+",
    timeline: "3-6 months",
    contactLabel: "Discuss a Corporate Partnership",
  },
  {
    icon: "users",
    title: "Consulting Partners",
    subtitle: "For consultants, training firms and technology integrators",
    description:
      "Bring our curriculum, certifications and software to your clients, backed by our team and a network of certified AI Coaches.",
    benefits: [
      "Licensed curriculum and competition formats",
      "Certification for your consultants and trainers",
      "Co-delivery support on client engagements",
      "Partner pricing on our software platforms",
    ],
    investment: "Varies",
    timeline: "1-2 months",
    contactLabel: "Discuss a Consulting Partnership",
  },
];

const partnershipSteps: StepItem[] = [
  {
    title: "Discovery call",
    description:
      "Tell us about your community, your goals and your timeline. We will share what has worked for partners like you.",
  },
  {
    title: "Custom proposal",
    description:
      "We recommend a partnership model, scope and budget, and help you identify grant, sponsor and partner funding.",
  },
  {
    title: "Agreement and planning",
    description:
      "We agree on goals, milestones and reporting, then recruit and certify the AI Coaches who will deliver.",
  },
  {
    title: "Launch and report",
    description:
      "Programs go live on your schedule, and live dashboards keep you and your funders informed from day one.",
  },
];

const reasonsToPartner: string[] = [
  "Local AI Coaches who live in the communities they serve",
  "One partner for training, competitions, events and software",
  "Programs proven at every scale, from 50 to 5,000+ participants",
  "Experience running statewide initiatives such as Idaho AI Week, with 100+ events",
  "Software that cuts the staff time spent running programs by 80%",
  "Flexible funding from state and federal grants, chamber partnerships, school district budgets, corporate sponsors and fee-for-service engagements",
];

const partnerBenefits: CardItem[] = [
  {
    icon: "users",
    title: "Certified local coaches",
    description:
      "Trained, vetted AI Coaches from your region deliver every session, so learning continues after launch.",
  },
  {
    icon: "school",
    title: "Ready-to-run curriculum",
    description: "Seven training pathways and four competition formats, adapted to your audiences and goals.",
  },
  {
    icon: "chart",
    title: "Real-time impact data",
    description: "Track participation, certifications and outcomes as they happen, by region, program or cohort.",
  },
  {
    icon: "coin",
    title: "Funding support",
    description: "We help you combine grants, sponsorships and budgets so your program is sustainable.",
  },
  {
    icon: "megaphone",
    title: "Visibility and recognition",
    description: "Co-branded events, competitions and reports that show your community what you made possible.",
  },
  {
    icon: "rocket",
    title: "Room to scale",
    description: "Start with one region or school, then expand statewide on the same platform and coach network.",
  },
];

function modelCard(model: PartnershipModel): CardItem {
  return {
    icon: model.icon,
    title: model.title,
    eyebrow: model.subtitle,
    description: model.description,
    facts: [
      { label: "Investment", value: model.investment },
      { label: "Timeline", value: model.timeline },
    ],
    pointsTitle: "Benefits",
    points: model.benefits,
    actions: [{ label: "Discuss This Partnership", to: paths.contact, ariaLabel: model.contactLabel }],
  };
}

export const partnerWithUsPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Partner With Us",
      title: "Partner with us to make your state a leader in AI education",
      lead: "States, schools, chambers, employers and consultants partner with us to give their communities practical AI skills, delivered by certified local AI Coaches and measured from day one.",
      actions: [
        { label: "Schedule a Partnership Call", to: contactAbout("Schedule a Partnership Call"), variant: "white" },
      ],
    },
    {
      kind: "cards",
      anchor: "models",
      eyebrow: "Partnership models",
      title: "Five ways to partner",
      lead: "Every partnership is scoped to your goals. These ranges show typical investments and time to launch.",
      columns: 3,
      items: partnershipModels.map(modelCard),
    },
    {
      kind: "steps",
      anchor: "process",
      tone: "muted",
      eyebrow: "How it works",
      title: "From first call to launch in four steps",
      horizontal: true,
      steps: partnershipSteps,
    },
    {
      kind: "checklist",
      anchor: "why-partner",
      eyebrow: "Why partner with us",
      title: `Why organizations choose ${site.name}`,
      columns: 2,
      items: reasonsToPartner,
    },
    {
      kind: "cards",
      anchor: "benefits",
      tone: "muted",
      eyebrow: "Partner benefits",
      title: "What every partner receives",
      columns: 3,
      items: partnerBenefits,
    },
    {
      kind: "cta",
      title: "Ready to Bring AI Education to Your State?",
      text: "Talk with our partnerships team about your goals. We will recommend a model, a timeline and funding options that fit.",
      actions: [
        { label: "Schedule a Partnership Call", to: contactAbout("Schedule a Partnership Call"), variant: "white" },
        { label: "View Our Solutions", to: paths.solutions, variant: "outline" },
      ],
    },
  ],
};
