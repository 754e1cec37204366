import { SITE_PATHS as paths } from "../../../paths";
import type { TrainingProgram } from "./program";

export const createWithAi = {
  path: paths.createWithAi,
  title: "Create with AI",
  track: "pathway",
  stage: "Stage 2",
  level: "Intermediate",
  duration: "5-6 hours",
  format: "Studio workshop",
  description:
    "A studio day where participants use AI to produce real work (writing, visuals, presentations and simple automations) and leave with finished pieces they can put to use the next morning.",
  audience: [
    "Talk to AI graduates ready to go further",
    "Teachers building lessons, newsletters and classroom materials",
    "Marketing, communications and office teams",
    "Small-business owners who create their own content",
  ],
  modules: [
    {
      number: 1,
      title: "Writing and Editing with AI",
      description:
        "Draft, edit and repurpose written work in your own voice, from lesson plans and reports to newsletters.",
      topics: ["Drafting in your voice", "Editing for clarity and tone", "One piece, many channels"],
    },
    {
      number: 2,
      title: "Visual Design and Images",
      description: "Create graphics, illustrations and slides that stay consistent with your brand or school style.",
      topics: ["Prompting image generators", "Brand-consistent graphics", "Usage rights and disclosure"],
    },
    {
      number: 3,
      title: "Presentations, Audio and Video",
      description:
        "Turn an outline into a polished slide deck, a narrated explainer or a short video for social media.",
      topics: ["Slide decks from an outline", "Scripts and voice-over", "Captions and alt text"],
    },
    {
      number: 4,
      title: "Everyday Automations",
      description:
        "Save hours each week with templates, custom instructions and AI steps connected to the tools you already use.",
      topics: ["Custom instructions and templates", "AI with spreadsheets and forms", "Documenting a workflow"],
    },
  ],
  deliverables: [
    "A finished written piece, such as a newsletter, lesson plan or marketing email",
    "A branded visual set of social graphics or presentation slides",
    "A short presentation or video produced with AI tools",
    "A documented AI workflow your team can reuse",
  ],
  prerequisites: ["Talk to AI or comparable experience using an AI chat assistant", "A laptop for the studio day"],
} satisfies TrainingProgram;
