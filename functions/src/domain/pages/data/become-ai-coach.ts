import { SITE_PATHS as paths } from "../../paths";
import type { Card as CardItem, FaqItem, PageData, SectionIcon as IconName, Step as StepItem } from "../sections";

const coachResponsibilities: string[] = [
  "Lead hands-on AI workshops for students, teachers, employees and business owners",
  "Help schools and organizations choose and use AI tools responsibly",
  "Run competitions and events that showcase local talent",
  "Report participation and outcomes to partners and funders",
];

/** "Why the AI Coach Model Works": six cards. */
const modelStrengths: CardItem[] = [
  {
    icon: "pin",
    title: "Local Knowledge",
    description:
      "Coaches live where they teach, so every workshop draws on local industries, schools and real examples participants recognize.",
  },
  {
    icon: "coin",
    title: "Economic Multiplier",
    description:
      "Each coach reaches students, employees and business owners who carry new AI skills back into local classrooms and companies.",
  },
  {
    icon: "rocket",
    title: "Rapid Scaling",
    description:
      "Certifying coaches in 6-8 weeks lets a program reach every region far faster than flying in outside trainers.",
  },
  {
    icon: "heart",
    title: "Community Trust",
    description:
      "People adopt new technology more readily when they learn it from a neighbor they know, not a stranger on a screen.",
  },
  {
    icon: "target",
    title: "Career Pathways",
    description:
      "Coaching creates flexible, well-paid part-time, full-time and contract work in communities across the state.",
  },
  {
    icon: "sparkles",
    title: "Innovation Ecosystem",
    description:
      "Coaches connect learners to competitions, accelerators and statewide events, so new skills become new projects and businesses.",
  },
];

/** "Complete Program Structure": four numbered steps with the durations of docs/product.md, Prices and constants. */
const programSteps: StepItem[] = [
  {
    title: "Application & Selection",
    meta: "1-2 weeks",
    description: "Apply online at any time. Admissions are rolling, and every application is read by our team.",
    items: [
      "Application review within 1-2 weeks",
      "Virtual interview with our coaching team",
      "Background check",
      "Acceptance notification and onboarding",
    ],
  },
  {
    title: "Certification Training",
    meta: "6-8 weeks at 15-20 hours per week",
    description:
      "Grant-funded and free for accepted applicants. Learn online and in live sessions alongside your cohort.",
    parts: [
      {
        title: "Weeks 1-2: AI Fundamentals",
        items: [
          "How modern AI tools work and where they fall short",
          "Prompting techniques for reliable results",
          "Responsible, ethical and safe use of AI",
        ],
      },
      {
        title: "Weeks 3-4: Applied AI Skills",
        items: [
          "AI for writing, research and data analysis",
          "Creating images, presentations and media with AI",
          "Automating everyday workflows",
        ],
      },
      {
        title: "Weeks 5-6: Teaching & Facilitation",
        items: [
          "Designing hands-on workshops for students and adults",
          "Facilitating groups with mixed skill levels",
          "Adapting lessons for schools, businesses and agencies",
        ],
      },
      {
        title: "Weeks 7-8: Business & Community Engagement",
        items: [
          "Working with schools, chambers and employers",
          "Scoping engagements and reporting outcomes",
          "Building your local coaching practice",
        ],
      },
    ],
  },
  {
    title: "Practicum & Certification",
    meta: "3 practice workshops",
    description:
      "Put your training into practice with real participants before you lead on your own, with structured feedback after every session.",
    items: [
      "Lead 3 practice workshops with feedback from experienced coaches",
      "Refine your delivery between sessions",
      "Earn your AI Coach certification",
    ],
  },
  {
    title: "Deployment & Ongoing Practice",
    meta: "Months 1-3, then month 4 onward",
    description: "Start coaching with partner organizations while our team supports you.",
    items: [
      "Months 1-3: initial deployment with 1-2 partner organizations",
      "From month 4: an ongoing practice with schools, chambers and businesses",
      "Monthly professional development webinars",
    ],
  },
];

/** The three work arrangements (docs/product.md, Prices and constants). */
const workModels: CardItem[] = [
  {
    icon: "clock",
    title: "Part-Time",
    description: "Coach alongside your current job, business or studies.",
    facts: [
      { label: "Hours", value: "10-20 per week" },
      { label: "Earnings", value: "$2,000-$4,000 per month" },
    ],
  },
  {
    icon: "building",
    title: "Full-Time",
    description: "Make AI coaching your career with a salaried position.",
    facts: [
      { label: "Hours", value: "40 per week" },
      { label: "Salary", value: "$50,000-$75,000 with benefits" },
    ],
  },
  {
    icon: "handshake",
    title: "Contract",
    description: "Take on engagements as an independent coach and set your own schedule.",
    facts: [
      { label: "Schedule", value: "By engagement" },
      { label: "Rate", value: "$100-$150 per hour" },
    ],
  },
];

const fundingSources: string[] = [
  "State and federal grants",
  "Chamber partnerships",
  "School district budgets",
  "Corporate sponsors",
  "Fee-for-service engagements",
];

const additionalBenefits: string[] = [
  "Grant-funded certification, free for accepted applicants",
  "Monthly professional development webinars",
  "Ready-to-teach curriculum and materials",
  "Placement with partner organizations",
  "A statewide network of fellow coaches",
];

const essentialQualities: string[] = [
  "Enthusiasm for AI and for helping others learn it",
  "Clear, patient communication with people of every skill level",
  "Comfort leading groups in person and online",
  "Curiosity and a commitment to keep learning as AI changes",
  "Reliability and professionalism with schools and employers",
  "A connection to the community you want to serve",
];

const bonusExperience: string[] = [
  "Teaching, tutoring or corporate training",
  "Instructional design or curriculum development",
  "Technology, data or software work",
  "Small business ownership or consulting",
  "Workforce development or chamber involvement",
  "Public speaking or event facilitation",
];

/** A timeline phase (docs/product.md, Content). */
interface TimelinePhase {
  title: string;
  duration: string;
  description: string;
  icon: IconName;
}

const timelinePhases: TimelinePhase[] = [
  {
    icon: "clock",
    title: "Application Review",
    duration: "1-2 weeks",
    description: "We review your application, then schedule a virtual interview and background check.",
  },
  {
    icon: "certificate",
    title: "Certification Training",
    duration: "6-8 weeks",
    description:
      "15-20 hours per week of online learning and live sessions, followed by a practicum of 3 practice workshops with feedback.",
  },
  {
    icon: "rocket",
    title: "Initial Deployment",
    duration: "Months 1-3",
    description: "Coach with 1-2 partner organizations while our team supports your first engagements.",
  },
  {
    icon: "chart",
    title: "Ongoing Practice",
    duration: "Month 4 onward",
    description:
      "Grow your practice with schools, chambers and businesses, with monthly professional development webinars.",
  },
];

export const coachFaq: FaqItem[] = [
  {
    question: "Do I need a technical background to become an AI Coach?",
    answer:
      "No. Many of our strongest coaches come from teaching, training and business roles. The certification starts with AI Fundamentals and builds from there. What matters most is curiosity, clear communication and a desire to help others learn.",
  },
  {
    question: "How much does the certification cost?",
    answer:
      "Nothing for accepted applicants. The certification is grant-funded, so there is no tuition for the training, the practicum or your certification.",
  },
  {
    question: "How much time does the certification take?",
    answer:
      "Certification training runs 6-8 weeks at 15-20 hours per week, followed by a practicum of 3 practice workshops with feedback. Most applicants complete it alongside their current work.",
  },
  {
    question: "Can I keep my current job while I coach?",
    answer:
      "Yes. Part-time coaches work 10-20 hours per week and earn $2,000-$4,000 per month. You can also coach full-time at 40 hours per week for a $50,000-$75,000 salary with benefits, or on contract at $100-$150 per hour.",
  },
  {
    question: "Where will I work, and who funds the programs I teach?",
    answer:
      "During your first 1-3 months you will work with 1-2 partner organizations such as schools, chambers or local businesses. Programs are funded by state and federal grants, chamber partnerships, school district budgets, corporate sponsors and fee-for-service engagements.",
  },
  {
    question: "When can I apply, and how soon will I hear back?",
    answer:
      "Any time. Admissions are rolling, and we review every application within 1-2 weeks. If your application moves forward, we will invite you to a virtual interview.",
  },
];

function phaseCard(phase: TimelinePhase, index: number): CardItem {
  return {
    icon: phase.icon,
    eyebrow: `Phase ${index + 1}`,
    title: phase.title,
    badges: [phase.duration],
    description: phase.description,
  };
}

export const becomeAiCoachPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "AI Coach Certification",
      title: "Become a Certified AI Coach",
      lead: "Get paid to help your community put AI to work. Our grant-funded certification prepares you in 6-8 weeks, then places you with schools, chambers and businesses near you.",
      badges: ["Free for accepted applicants", "6-8 weeks", "Rolling admissions"],
      actions: [
        { label: "Apply Now", to: paths.coachRegistration, variant: "white" },
        { label: "Ask Us a Question", to: paths.contact, variant: "outline" },
      ],
    },
    {
      kind: "checklist",
      anchor: "what-is-an-ai-coach",
      title: "What is an AI Coach?",
      lead: "An AI Coach is a certified local professional who teaches people in their own community to use AI with confidence. Coaches work with schools, chambers of commerce, businesses and public agencies, turning a fast-moving technology into practical skills people use the next day.",
      columns: 2,
      items: coachResponsibilities,
    },
    {
      kind: "cards",
      anchor: "why-it-works",
      tone: "muted",
      title: "Why the AI Coach Model Works",
      lead: "Outside trainers come and go. Local coaches stay, and so do the skills they build.",
      columns: 3,
      items: modelStrengths,
    },
    {
      kind: "steps",
      anchor: "program-structure",
      title: "Complete Program Structure",
      lead: "From application to your own coaching practice, here is every step of the journey.",
      steps: programSteps,
    },
    {
      kind: "cards",
      anchor: "compensation",
      tone: "muted",
      title: "Compensation & Work Models",
      lead: "Choose the arrangement that fits your life. Experienced coaches can earn $100,000 or more.",
      columns: 3,
      items: workModels,
      panels: [
        { title: "Funding Sources", items: fundingSources },
        { title: "Additional Benefits", items: additionalBenefits },
      ],
      note: "Earnings depend on your work model, your location and the engagements available in your region.",
    },
    {
      kind: "columns",
      anchor: "who-thrives",
      title: "Who Thrives as an AI Coach?",
      lead: "You do not need to be a programmer. You need to enjoy learning, explaining and helping people succeed.",
      style: "panels",
      columns: [
        { title: "Essential Qualities", items: essentialQualities },
        { title: "Bonus Experience", items: bonusExperience },
      ],
    },
    {
      kind: "cards",
      anchor: "timeline",
      tone: "muted",
      title: "Timeline & Expectations",
      lead: "What to expect at each stage, from your application to an established coaching practice.",
      columns: 4,
      items: timelinePhases.map(phaseCard),
    },
    { kind: "faq", anchor: "faq", title: "Frequently Asked Questions", narrow: true, items: coachFaq },
    {
      kind: "cta",
      title: "Your community needs an AI Coach. It could be you.",
      text: "Applications are reviewed on a rolling basis, and you will hear from us within 1-2 weeks.",
      actions: [{ label: "Start Your Application", to: paths.coachRegistration, variant: "white" }],
    },
  ],
};
