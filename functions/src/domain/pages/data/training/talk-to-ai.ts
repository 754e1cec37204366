import { SITE_PATHS as paths } from "../../../paths";
import type { SectionOf } from "../../sections";
import type { TrainingProgram } from "./program";

type FrameworkLetter = SectionOf<"framework">["letters"][number];

export const talkToAi = {
  path: paths.talkToAi,
  title: "Talk to AI",
  track: "pathway",
  stage: "Stage 1",
  level: "Foundation",
  duration: "1.5-2 hours",
  format: "Interactive workshop",
  description:
    "A hands-on first conversation with AI. Participants learn how chat assistants work, practice clear prompts with the SPARK framework and leave ready to use AI safely at work, school and home.",
  audience: [
    "Teachers, school staff and administrators new to AI",
    "Chamber members, small-business owners and their teams",
    "Library patrons, parents and community groups",
    "Agency staff who need a safe, practical starting point",
  ],
  modules: [
    {
      number: 1,
      title: "What AI Is (and Isn't)",
      description:
        "A plain-language tour of how AI chat assistants produce answers, where they shine and where they get things wrong.",
      topics: ["How chat assistants predict text", "Strengths and limits of today's tools", "Myths versus real risks"],
    },
    {
      number: 2,
      title: "Your First Conversations",
      description:
        "Guided practice on everyday tasks, from drafting an email to summarizing a long report, with a coach at your side.",
      topics: ["Asking and following up", "Drafting and summarizing", "Brainstorming ideas"],
    },
    {
      number: 3,
      title: "Prompting with SPARK",
      description:
        "A five-part framework that turns vague requests into precise prompts you can reuse and share with colleagues.",
      topics: ["The five SPARK elements", "Rewriting weak prompts", "Starting a personal prompt library"],
    },
    {
      number: 4,
      title: "Using AI Responsibly",
      description: "Privacy, accuracy and integrity habits that keep people, students and organizations safe.",
      topics: ["What never to paste into a chatbot", "Checking facts and sources", "Disclosure and academic integrity"],
    },
  ],
  deliverables: [
    "A personal SPARK prompt guide with ready-to-use templates for your role",
    "A certificate of completion for Stage 1 of the Training Pathway",
  ],
} satisfies TrainingProgram;

/** The SPARK prompt framework taught in Talk to AI, one letter at a time. */
export const sparkFramework: FrameworkLetter[] = [
  {
    letter: "S",
    word: "Situation",
    description: "Set the scene: who you are, what is going on and what the AI needs to know before it starts.",
  },
  {
    letter: "P",
    word: "Purpose",
    description: "State the goal plainly: what you want the AI to produce and what it will be used for.",
  },
  {
    letter: "A",
    word: "Audience",
    description: "Name who will read or use the result so the tone, length and level of detail fit them.",
  },
  {
    letter: "R",
    word: "Role",
    description: "Tell the AI which expert to act as, such as a grant writer, a tutor or a marketing lead.",
  },
  {
    letter: "K",
    word: "Keep refining",
    description: "Treat the first answer as a draft: ask follow-up questions, add constraints and iterate.",
  },
];
