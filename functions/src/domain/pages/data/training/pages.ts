import { SITE_PATHS as paths } from "../../../paths";
import type { Card, PageData, SectionIcon, SectionOf } from "../../sections";
import { contactAbout } from "../links";
import { buildWithAi } from "./build-with-ai";
import { coachingCertification, coachingPracticum } from "./coaching-certification";
import { createWithAi } from "./create-with-ai";
import { capstoneExamples, innovationCertification } from "./innovation-certification";
import { programFacts, programLevelLabel, type TrainingProgram } from "./program";
import { trainingPrograms } from "./programs";
import { sparkFramework, talkToAi } from "./talk-to-ai";

/*
 * The training pages as content pages (docs/content.md): the catalogue and the programme pages without a checkout.
 * Patent with AI and Launch with AI show prices from the catalog and stay in code (web/app/routes).
 */

type Action = NonNullable<SectionOf<"cta">["actions"]>[number];

/** A programme page's hero: its level, title, description and facts, and its Course for search engines. */
function programHero(program: TrainingProgram, actions: Action[], extraFacts: { label: string; value: string }[] = []) {
  return {
    kind: "hero" as const,
    eyebrow: programLevelLabel(program),
    title: program.title,
    lead: program.description,
    actions,
    facts: [...programFacts(program), ...extraFacts],
    structuredData: "course" as const,
    courseLevel: program.level,
  };
}

const trackIcons: Record<TrainingProgram["track"], SectionIcon> = {
  pathway: "sparkles",
  certification: "certificate",
  bootcamp: "rocket",
};

function programCard(program: TrainingProgram): Card {
  return {
    icon: trackIcons[program.track],
    eyebrow: programLevelLabel(program),
    title: program.title,
    badges: [program.duration, program.format],
    description: program.description,
    actions: [
      { label: "Learn More", to: program.path, variant: "light", ariaLabel: `Learn more about ${program.title}` },
    ],
  };
}

const cardsFor = (track: TrainingProgram["track"]) =>
  trainingPrograms.filter((program) => program.track === track).map(programCard);

export const trainingPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "AI training for every starting point",
      title: "Training Pathways",
      lead: "Seven programs that take people from their first conversation with AI to building working solutions, leading innovation projects, coaching others, protecting inventions and launching businesses.",
      actions: [
        { label: "Find Your Program", to: "#pathway", variant: "white" },
        { label: "Bring Training to Your Team", to: paths.contact, variant: "outline" },
      ],
    },
    {
      kind: "cards",
      anchor: "pathway",
      eyebrow: "The AI Skills Pathway",
      title: "Three stages, from first prompt to working solution",
      lead: "Each stage builds on the last, so a whole staff can start together and the most motivated can keep going. Organizations book a single workshop or the full pathway.",
      columns: 3,
      items: cardsFor("pathway"),
    },
    {
      kind: "cards",
      tone: "muted",
      eyebrow: "Certifications",
      title: "Prove what you can deliver",
      lead: "Two certifications for people ready to lead: one for running AI innovation projects, one for teaching and coaching AI in your community.",
      columns: 2,
      items: cardsFor("certification"),
    },
    {
      kind: "cards",
      eyebrow: "Specialized bootcamps",
      title: "Protect your ideas and launch your business",
      lead: "Short, intensive programs for inventors, founders and small-business owners who want results in days, not months.",
      columns: 2,
      items: cardsFor("bootcamp"),
    },
    {
      kind: "checklist",
      tone: "muted",
      title: "Delivered where your people are",
      lead: "We bring every program to your community and shape it around your schedule, your budget and your goals.",
      columns: 2,
      items: [
        "On site at your school, office, library or chamber",
        "Online cohorts for teams spread across the state",
        "Led by certified AI Coaches who live in your region",
        "Funded through state and federal grants, district budgets, chamber partnerships, sponsors or fee-for-service",
      ],
    },
    {
      kind: "cta",
      title: "Ready to start your pathway?",
      text: "Get certified to teach AI in your community, or talk with us about training for your school, business or agency.",
      actions: [
        { label: "Get Certified", to: paths.becomeAiCoach, variant: "white" },
        { label: "Contact Us", to: paths.contact, variant: "outline" },
      ],
    },
  ],
};

const talkLearnMore = {
  label: "Learn More",
  to: contactAbout(`${talkToAi.title} workshop`),
  ariaLabel: `Learn more about booking ${talkToAi.title}`,
};

export const talkToAiPage: PageData = {
  sections: [
    programHero(talkToAi, [
      { ...talkLearnMore, variant: "white" },
      { label: "View All Programs", to: paths.training, variant: "outline" },
    ]),
    {
      kind: "checklist",
      title: "The best first step into AI",
      lead: `In ${talkToAi.duration} your group goes from curious to confident. A certified AI Coach explains how AI chat assistants work, then everyone practices on real tasks from their own work, with time for questions throughout. No technical background is needed.`,
      columns: 2,
      items: talkToAi.audience,
    },
    {
      kind: "modules",
      tone: "muted",
      eyebrow: "Curriculum",
      title: "Four modules in one interactive session",
      lead: "Short explanations, live demonstrations and plenty of hands-on practice.",
      modules: talkToAi.modules,
    },
    {
      kind: "framework",
      eyebrow: "Prompting made simple",
      title: "The SPARK prompt framework",
      lead: "Five elements that turn a vague request into a precise prompt. Participants practice each one and leave with templates they can reuse.",
      letters: sparkFramework,
    },
    {
      kind: "checklist",
      tone: "muted",
      title: "What participants take away",
      columns: 1,
      items: talkToAi.deliverables,
    },
    {
      kind: "cta",
      title: "Bring Talk to AI to your team",
      text: `Book a ${talkToAi.title} workshop for your staff, members or community, then continue with ${createWithAi.title}.`,
      actions: [
        { ...talkLearnMore, variant: "white" },
        { label: `Next: ${createWithAi.title}`, to: createWithAi.path, variant: "outline" },
      ],
    },
  ],
};

const createLearnMore = {
  label: "Learn More",
  to: contactAbout(`${createWithAi.title} workshop`),
  ariaLabel: `Learn more about booking ${createWithAi.title}`,
};

export const createWithAiPage: PageData = {
  sections: [
    programHero(createWithAi, [
      { ...createLearnMore, variant: "white" },
      { label: "View All Programs", to: paths.training, variant: "outline" },
    ]),
    {
      kind: "checklist",
      title: "From trying AI to producing real work",
      lead: `${createWithAi.title} picks up where ${talkToAi.title} leaves off. Over ${createWithAi.duration} in a studio setting, participants bring their own projects and build them with AI, coached one-to-one as they go.`,
      columns: 2,
      items: createWithAi.audience,
    },
    {
      kind: "modules",
      tone: "muted",
      eyebrow: "Curriculum",
      title: "Four studio modules",
      lead: "Each module ends with a finished piece, so the day produces work rather than notes.",
      modules: createWithAi.modules,
    },
    { kind: "checklist", title: "Four deliverables you take home", columns: 2, items: createWithAi.deliverables },
    { kind: "checklist", tone: "muted", title: "Before you join", columns: 1, items: createWithAi.prerequisites },
    {
      kind: "cta",
      title: "Turn AI curiosity into finished work",
      text: `Book a ${createWithAi.title} studio day for your team, then take the next step with ${buildWithAi.title}.`,
      actions: [
        { ...createLearnMore, variant: "white" },
        { label: `Next: ${buildWithAi.title}`, to: buildWithAi.path, variant: "outline" },
      ],
    },
  ],
};

const buildLearnMore = {
  label: "Learn More",
  to: contactAbout(`${buildWithAi.title} cohort`),
  ariaLabel: `Learn more about joining ${buildWithAi.title}`,
};

export const buildWithAiPage: PageData = {
  sections: [
    programHero(buildWithAi, [
      { ...buildLearnMore, variant: "white" },
      { label: "View All Programs", to: paths.training, variant: "outline" },
    ]),
    {
      kind: "checklist",
      title: "Build something your organization keeps using",
      lead: `Over ${buildWithAi.duration}, participants meet online each week and come together in person for build days. Everyone works on a real problem from their own workplace, school or community, so the program ends with a solution in use, not just a certificate.`,
      columns: 2,
      items: buildWithAi.audience,
    },
    {
      kind: "modules",
      tone: "muted",
      eyebrow: "Curriculum",
      title: "Six modules from idea to launch",
      lead: "Modules follow the life of your project: frame it, build it, test it responsibly and put it to work.",
      modules: buildWithAi.modules,
    },
    { kind: "checklist", title: "What you will have at the end", columns: 2, items: buildWithAi.deliverables },
    { kind: "checklist", tone: "muted", title: "Prerequisites", columns: 2, items: buildWithAi.prerequisites },
    {
      kind: "cta",
      title: "Build your first AI solution with a cohort",
      text: `Ask about the next ${buildWithAi.title} cohort, or a private cohort for your organization. Graduates can go on to the ${innovationCertification.title}.`,
      actions: [
        { ...buildLearnMore, variant: "white" },
        { label: `Next: ${innovationCertification.title}`, to: innovationCertification.path, variant: "outline" },
      ],
    },
  ],
};

const innovationActions: Action[] = [
  {
    label: "Apply Now",
    to: contactAbout(`${innovationCertification.title} application`),
    variant: "white",
    ariaLabel: `Apply Now for the ${innovationCertification.title}`,
  },
  {
    label: "Schedule Consultation",
    to: contactAbout(`${innovationCertification.title} consultation`),
    variant: "outline",
    ariaLabel: `Schedule Consultation about the ${innovationCertification.title}`,
  },
];

export const innovationCertificationPage: PageData = {
  sections: [
    programHero(innovationCertification, innovationActions),
    {
      kind: "checklist",
      title: "Lead a real AI project, with a mentor beside you",
      lead: `Over ${innovationCertification.duration} you take one AI project from opportunity to measured results inside a real organization: your employer, your school or a partner we help you find. Your mentor reviews your work at every phase, and a review panel certifies the outcome.`,
      columns: 2,
      items: innovationCertification.audience,
    },
    {
      kind: "steps",
      tone: "muted",
      eyebrow: "Program structure",
      title: "Four phases from idea to impact",
      lead: "Each phase ends with a mentor check-in, so you always know what good looks like before you move on.",
      horizontal: true,
      steps: innovationCertification.phases.map((phase) => ({
        number: String(phase.number),
        title: phase.title,
        meta: `Phase ${phase.number}`,
        items: phase.activities,
      })),
    },
    {
      kind: "cards",
      eyebrow: "Example capstone projects",
      title: "What participants build",
      lead: "Capstones solve a real problem for a real organization. A few examples of the kind of projects we mentor:",
      columns: 2,
      items: capstoneExamples.map((example) => ({
        icon: "bulb",
        title: example.title,
        description: example.description,
        pointsTitle: "Impact",
        points: [example.impact],
      })),
    },
    {
      kind: "checklist",
      tone: "muted",
      title: "Benefits of certification",
      columns: 2,
      items: innovationCertification.benefits,
    },
    { kind: "checklist", title: "Prerequisites", columns: 1, items: innovationCertification.prerequisites },
    {
      kind: "cta",
      title: "Ready to lead your capstone?",
      text: "Apply for the next cohort, or schedule a consultation to talk through a project for your organization.",
      actions: innovationActions,
    },
  ],
};

const applyNow = {
  label: "Apply Now",
  to: paths.coachRegistration,
  ariaLabel: `Apply Now for the ${coachingCertification.title}`,
};

export const coachingCertificationPage: PageData = {
  sections: [
    programHero(
      coachingCertification,
      [
        { ...applyNow, variant: "white" },
        { label: "About the AI Coach Role", to: paths.becomeAiCoach, variant: "outline" },
      ],
      [{ label: "Practicum", value: coachingPracticum.duration }],
    ),
    {
      kind: "checklist",
      title: "Who should apply",
      lead: `AI Coaches are trusted local guides who help schools, businesses and community groups use AI with confidence. Over ${coachingCertification.duration} of hybrid study you learn to teach our full curriculum and to coach organizations through change. You do not need a technical degree; you need to enjoy helping people learn.`,
      columns: 2,
      items: coachingCertification.audience,
    },
    {
      kind: "modules",
      tone: "muted",
      eyebrow: "Curriculum",
      title: "Six modules to certified coach",
      lead: "Online coursework you fit around your schedule, plus in-person sessions to practice with your cohort.",
      modules: coachingCertification.modules,
    },
    {
      kind: "panel",
      eyebrow: "Hands-on practice",
      title: `The ${coachingPracticum.name}`,
      lead: "Before you certify, you prove your skills where it counts: in front of a real group, with a senior coach supporting you.",
      panel: {
        title: `${coachingPracticum.title}: ${coachingPracticum.duration}`,
        columns: 2,
        points: coachingPracticum.points,
      },
    },
    {
      kind: "columns",
      tone: "muted",
      title: "Prerequisites and benefits",
      columns: [
        { title: "What you need to apply", items: coachingCertification.prerequisites },
        { title: "What you get as a certified coach", items: coachingCertification.benefits },
      ],
      note: "Admissions are rolling: we review every application and reply within 1-2 weeks.",
    },
    {
      kind: "cta",
      title: "Become a certified AI Coach",
      text: "Apply today to train as an AI Coach and bring AI learning to the schools, businesses and communities around you.",
      actions: [
        { ...applyNow, variant: "white" },
        { label: "Ask a Question", to: paths.contact, variant: "outline" },
      ],
    },
  ],
};
