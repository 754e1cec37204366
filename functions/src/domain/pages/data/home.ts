import type { Card as CardItem, PageData } from "../sections";
import { SITE_PATHS as paths } from "../../paths";
import { contactAbout } from "./links";

const certificationPoints: string[] = [
  "Grant-funded certification, free for accepted applicants",
  "6-8 weeks of training at 15-20 hours per week",
  "Three supervised practice workshops with feedback before you lead your own",
  "Part-time, full-time and contract work with schools, chambers and businesses",
];

const softwareProducts: CardItem[] = [
  {
    icon: "chart",
    title: "AI Skills Tracker",
    description:
      "See participation, certifications and outcomes in real time across every school, cohort and county you serve.",
    actions: [{ label: "Explore the Skills Tracker", to: paths.skillsTracker, variant: "light" }],
  },
  {
    icon: "trophy",
    title: "AI Contest Platform",
    description:
      "Run AI competitions with automated scoring and public voting, and give organizers, judges and participants their own views.",
    actions: [{ label: "Explore the Contest Platform", to: paths.contestPlatform, variant: "light" }],
  },
  {
    icon: "calendar",
    title: "AI Event Dashboard",
    description:
      "Track attendance, sponsorship and funding impact for AI weeks and expos, from 50 to 5,000+ participants.",
    actions: [{ label: "Explore the Event Dashboard", to: paths.eventDashboard, variant: "light" }],
  },
];

const competitionFormats: CardItem[] = [
  {
    icon: "bulb",
    title: "AI Innovation Challenge",
    description: "Teams solve a real community problem with AI and pitch their solution to local judges.",
  },
  {
    icon: "sparkles",
    title: "AI Science Fair",
    description: "Students design, test and present AI-powered science projects alongside a classic fair.",
  },
  {
    icon: "rocket",
    title: "AI Startup Accelerator",
    description: "A 12-week accelerator that takes founders from an AI idea to a tested business model.",
  },
  {
    icon: "target",
    title: "AI Upskilling Challenge",
    description: "A friendly, measurable race for employees and job seekers to build practical AI skills.",
  },
];

const eventFrameworks: CardItem[] = [
  {
    icon: "map",
    title: "Idaho AI Week",
    description: "A statewide week of 100+ events hosted by schools, libraries, chambers and employers.",
  },
  {
    icon: "building",
    title: "State AI Expo",
    description: "A showcase where students, startups, employers and agencies meet what AI can do in Idaho.",
  },
  {
    icon: "school",
    title: "AI Education Week",
    description: "A ready-made week of classroom lessons, family nights and teacher sessions for any district.",
  },
];

const audiences: string[] = [
  "Schools and districts",
  "Universities",
  "Chambers of commerce",
  "Businesses",
  "State agencies and partners",
  "Professionals and future AI Coaches",
];

export const homePage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Idaho's AI education partner",
      title: "Local AI Coaches who help every community put AI to work",
      lead: "We certify AI Coaches from your own towns, then bring hands-on AI training, student competitions, statewide events and the software to run them to schools, chambers, businesses and state agencies.",
      actions: [
        { label: "Become an AI Coach", to: paths.becomeAiCoach, variant: "white" },
        { label: "Explore Training", to: paths.training, variant: "outline" },
      ],
      tags: { label: "Who we serve", items: audiences },
    },
    {
      kind: "feature",
      anchor: "certification",
      eyebrow: "AI Coach Certification",
      title: "Get certified to lead AI learning in your community",
      lead: "AI Coaches are educators, trainers and professionals who help their neighbors, students and local employers use AI with confidence. We train you, place you with partner organizations and support you as your practice grows.",
      layout: "text-wide",
      points: certificationPoints,
      actions: [
        { label: "Learn About Certification", to: paths.becomeAiCoach },
        { label: "Apply Now", to: paths.coachRegistration, variant: "outline" },
      ],
      aside: {
        tone: "tint",
        title: "What coaches earn",
        lines: [
          [{ text: "Part-time:", bold: true }, { text: " 10-20 hours per week, $2,000-$4,000 per month" }],
          [{ text: "Full-time:", bold: true }, { text: " 40 hours per week, $50,000-$75,000 with benefits" }],
          [{ text: "Contract:", bold: true }, { text: " $100-$150 per hour" }],
        ],
        text: "Experienced coaches can earn $100,000 or more.",
      },
    },
    {
      kind: "cards",
      anchor: "technology",
      tone: "muted",
      eyebrow: "Software suite",
      title: "Software that runs AI programs at statewide scale",
      lead: "Our platforms replace spreadsheets and sign-in sheets with live dashboards, cutting the staff time spent running programs by 80%.",
      columns: 3,
      items: softwareProducts,
      after: [{ label: "See the Technology Platform", to: paths.technology, variant: "outline" }],
    },
    {
      kind: "cards",
      eyebrow: "Competition formats",
      title: "License competitions that get students and workers building with AI",
      lead: "Each format comes with rules, judging rubrics, timelines and the contest platform, so your team can launch in weeks instead of months.",
      columns: 4,
      items: competitionFormats,
      after: [{ label: "View Competition Formats", to: paths.competitions }],
    },
    {
      kind: "cards",
      tone: "muted",
      eyebrow: "Statewide events",
      title: "Bring your state together around AI",
      lead: "Proven event frameworks for AI weeks, expos and education weeks, from a single library workshop to thousands of participants.",
      columns: 3,
      items: eventFrameworks,
      after: [{ label: "Explore Statewide Events", to: paths.events }],
    },
    {
      kind: "cta",
      title: "Ready to bring AI education to your community?",
      text: "Become a certified AI Coach, book a demo of our programs and software, or partner with us to launch AI learning across your region.",
      actions: [
        { label: "Become an AI Coach", to: paths.becomeAiCoach, variant: "white" },
        { label: "Book a Demo", to: contactAbout("Book a Demo"), variant: "outline" },
        { label: "Partner With Us", to: paths.partnerWithUs, variant: "outline" },
      ],
    },
  ],
};
