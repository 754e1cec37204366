import { PATENT_PROGRAM } from "../../../catalog";
import { formatUsd } from "../../../format";
import { SITE_PATHS as paths } from "../../../paths";
import type { TrainingProgram } from "./program";

export const patentWithAi = {
  path: paths.patentWithAi,
  title: "Patent with AI",
  track: "bootcamp",
  level: "Specialized",
  duration: "3 days (72 hours)",
  format: "Intensive bootcamp",
  description:
    "A 3-day bootcamp for inventors, founders and researchers: use AI to search prior art, sharpen your invention and leave with a provisional patent application draft, guided by experienced mentors.",
  audience: [
    "Inventors with an idea they want to protect",
    "Founders whose product depends on a new technology or process",
    "University and lab researchers moving work toward market",
    "Businesses protecting an innovation before they launch it",
  ],
  days: [
    {
      day: 1,
      title: "Discover and Protect",
      theme: "From idea to patentable invention",
      objectives: [
        "Understand what can be patented and the main kinds of protection",
        "Describe your invention in clear, structured terms",
        "Map the prior art around your idea",
      ],
      activities: [
        "Patent essentials: utility, design and provisional applications",
        "Guided invention disclosure with AI interview prompts",
        "AI-assisted prior-art search across patent databases",
      ],
      deliverables: ["A completed invention disclosure", "A prior-art landscape report"],
    },
    {
      day: 2,
      title: "Draft and Refine",
      theme: "Turning your invention into claims",
      objectives: [
        "Pin down what makes your invention new and non-obvious",
        "Draft a specification and claims with AI assistance",
        "Prepare drawings and figure descriptions",
      ],
      activities: [
        "Claim-drafting lab with AI writing assistants",
        "Peer and mentor review of your claim set",
        "Figure and technical diagram session",
      ],
      deliverables: ["A draft specification", "An initial set of claims", "Figures with descriptions"],
    },
    {
      day: 3,
      title: "File and Commercialize",
      theme: "From application to market",
      objectives: [
        "Assemble a complete provisional application package",
        "Understand filing steps, deadlines and fees",
        "Plan how you will license or commercialize the invention",
      ],
      activities: [
        "Final application review with mentors",
        "Walkthrough of online filing with the USPTO",
        "Commercialization and pitch workshop",
      ],
      deliverables: [
        "A provisional patent application draft ready to file",
        "A patent and commercialization roadmap",
        "An investor-ready invention summary",
      ],
    },
  ],
  benefits: [
    "Small-group instruction with experienced mentors",
    "Work on your own invention from the first hour",
    "Review checkpoints at the end of every day",
    "A confidential setting: your invention stays yours",
    "Pay in full or in two payments",
  ],
} satisfies TrainingProgram;

/** The price (docs/product.md, Prices and constants) shown as 'Total Investment: $5,000+' (the card fee comes on top), from the price catalog. */
export const patentTotalInvestment = `Total Investment: ${formatUsd(PATENT_PROGRAM.totalCents)}+`;

/** Tools participants use during Patent with AI. */
export const patentTools: string[] = [
  "AI prior-art search and patent analytics",
  "AI drafting assistants for specifications and claims",
  "Diagram and technical illustration tools",
  "Invention disclosure and claim templates",
  "A commercialization and licensing playbook",
];
