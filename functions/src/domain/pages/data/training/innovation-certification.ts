import { SITE_PATHS as paths } from "../../../paths";
import type { TrainingProgram, CapstoneExample } from "./program";

export const innovationCertification = {
  path: paths.innovationCertification,
  title: "AI Innovation Certification",
  track: "certification",
  level: "Capstone",
  duration: "8-12 weeks",
  format: "Mentored capstone project",
  description:
    "The capstone of the Training Pathway. Lead an AI innovation project from idea to measurable results with an experienced mentor, and earn a certification that shows employers and partners what you can deliver.",
  audience: [
    "Build with AI graduates ready to lead a project of their own",
    "Innovation, operations and IT leaders in businesses and agencies",
    "Educators and administrators driving change in a school or district",
    "Founders validating an AI product with real customers",
  ],
  phases: [
    {
      number: 1,
      title: "Discover",
      activities: [
        "Choose an opportunity with a sponsoring organization",
        "Interview stakeholders and define success measures",
        "Agree a project charter with your mentor",
      ],
    },
    {
      number: 2,
      title: "Design",
      activities: [
        "Map the current process and the data behind it",
        "Prototype and compare AI approaches",
        "Plan for privacy, security and responsible use",
      ],
    },
    {
      number: 3,
      title: "Build and Pilot",
      activities: [
        "Build the solution with the people who will use it",
        "Run a pilot and collect results",
        "Iterate on feedback and measured outcomes",
      ],
    },
    {
      number: 4,
      title: "Present and Certify",
      activities: [
        "Document outcomes and return on investment",
        "Present to a review panel and your stakeholders",
        "Receive the AI Innovation Certification",
      ],
    },
  ],
  prerequisites: [
    "Build with AI or comparable experience building AI solutions",
    "A sponsoring organization, or a problem you can pilot with real users",
  ],
  benefits: [
    "A credential that documents applied AI project leadership",
    "One-to-one guidance from an experienced AI mentor",
    "A portfolio project with measured, presentable results",
    "A working solution your organization keeps after you certify",
    "A network of certified innovators across Idaho",
  ],
} satisfies TrainingProgram;

/** Example capstones for the AI Innovation Certification. */
export const capstoneExamples: CapstoneExample[] = [
  {
    title: "Permit Pre-Screening Assistant",
    description:
      "A county office uses an AI assistant to check building permit applications for missing documents before staff review them.",
    impact: "Faster answers for residents and fewer incomplete applications reaching staff.",
  },
  {
    title: "After-Hours Math Tutor",
    description:
      "A rural district builds a course-aligned practice assistant that gives students step-by-step hints in the evenings.",
    impact: "Homework help for every student, not only those who live near a tutoring center.",
  },
  {
    title: "Inventory Forecasting for a Manufacturer",
    description:
      "A small manufacturer forecasts material needs from its order history and flags likely shortages early.",
    impact: "Fewer rush orders and less cash tied up in stock.",
  },
  {
    title: "Chamber Member Concierge",
    description:
      "A chamber of commerce launches an assistant that answers member questions and recommends programs and events.",
    impact: "Members get answers at any hour while staff focus on events and advocacy.",
  },
];
