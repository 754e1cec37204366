import type { StepItem } from "../components/sections";

/** Why apply: spec §2 (flexible schedule, $50K-$75K) and the programme facts of spec §9. */
export const applicationHighlights: string[] = [
  "Flexible schedule: part-time, full-time or contract work that fits your life",
  "$50K-$75K potential as a full-time coach, with benefits",
  "Grant-funded certification, free for accepted applicants",
  "Rolling admissions: apply whenever you're ready",
];

/** "What Happens Next" (spec §2): the four steps after an application is sent. */
export const nextSteps: StepItem[] = [
  {
    title: "Application review",
    meta: "1-2 weeks",
    description:
      "Our team reads every application within 1-2 weeks, then invites promising applicants to a virtual interview.",
  },
  {
    title: "Interview & background check",
    description:
      "Meet the team in a virtual interview about your experience and goals, then complete a standard background check.",
  },
  {
    title: "Certification training begins",
    meta: "6-8 weeks",
    description:
      "Join a certification cohort at 15-20 hours per week: AI fundamentals, applied AI skills, teaching and facilitation, and business and community engagement.",
  },
  {
    title: "Launch your career",
    description:
      "Start working with schools and businesses in your community as a Certified AI Coach, with ongoing support from our team.",
  },
];
