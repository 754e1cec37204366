import { SITE_PATHS as paths } from "../../../paths";
import type { TrainingProgram } from "./program";

export const buildWithAi = {
  path: paths.buildWithAi,
  title: "Build with AI",
  track: "pathway",
  stage: "Stage 3",
  level: "Advanced",
  duration: "10-12 weeks",
  format: "Online and in person",
  description:
    "A cohort program in which participants design, build and launch working AI solutions (custom assistants, automated workflows and no-code apps) that solve a real problem for their school, business or agency.",
  audience: [
    "Create with AI graduates and confident everyday AI users",
    "Teachers, technology coordinators and instructional designers",
    "Operations, IT and innovation staff in businesses and agencies",
    "Entrepreneurs building AI into a product or service",
  ],
  modules: [
    {
      number: 1,
      title: "Problem Framing and AI Strategy",
      description:
        "Pick a problem worth solving, define what success looks like and choose the right kind of AI for the job.",
      topics: ["Finding high-value use cases", "Success measures", "Data and tool selection"],
    },
    {
      number: 2,
      title: "Custom Assistants and Knowledge Bases",
      description: "Build assistants grounded in your own documents and policies that answer accurately and on-brand.",
      topics: ["Instructions and guardrails", "Grounding in your documents", "Testing answers"],
    },
    {
      number: 3,
      title: "Workflow Automation",
      description: "Connect AI to email, forms, spreadsheets and calendars with no-code automation platforms.",
      topics: ["Triggers and actions", "Human review steps", "Error handling"],
    },
    {
      number: 4,
      title: "No-Code and Low-Code Apps",
      description: "Prototype a simple app around your AI solution, put it in front of users and improve it.",
      topics: ["AI app builders", "Interface design basics", "User testing"],
    },
    {
      number: 5,
      title: "Data, Evaluation and Responsible AI",
      description: "Measure quality, protect privacy and document how your solution makes decisions.",
      topics: ["Evaluating output quality", "Privacy and security", "Bias and transparency"],
    },
    {
      number: 6,
      title: "Launch and Demo Day",
      description:
        "Deploy your solution, train the people who will use it and present the results to peers and stakeholders.",
      topics: ["Deployment and handover", "User training", "Demo Day presentation"],
    },
  ],
  deliverables: [
    "A working AI solution deployed for your organization",
    "Documentation and a user guide for the people who will run it",
    "A Demo Day presentation of your results",
    "A certificate of completion for Stage 3 of the Training Pathway",
  ],
  prerequisites: [
    "Create with AI or comparable hands-on experience with AI tools",
    "Comfort with spreadsheets, web forms and common office software",
    "A real problem or project from your workplace, school or community",
    "Time each week for live sessions and project work between them",
  ],
} satisfies TrainingProgram;
