import type { CardItem } from "../components/sections";
import { paths } from "../config/paths";

export const certificationPoints: string[] = [
  "Grant-funded certification, free for accepted applicants",
  "6-8 weeks of training at 15-20 hours per week",
  "Three supervised practice workshops with feedback before you lead your own",
  "Part-time, full-time and contract work with schools, chambers and businesses",
];

export const softwareProducts: CardItem[] = [
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

export const competitionFormats: CardItem[] = [
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

export const eventFrameworks: CardItem[] = [
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

export const audiences: string[] = [
  "Schools and districts",
  "Universities",
  "Chambers of commerce",
  "Businesses",
  "State agencies and partners",
  "Professionals and future AI Coaches",
];
