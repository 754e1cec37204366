import type { DayItem, Fact, FrameworkLetter, ModuleItem } from "../components/sections";
import { PATENT_PROGRAM, formatUsd } from "@domain";
import { paths } from "../config/paths";

/** One phase of a certification (spec §3: number, title, activities). */
export interface ProgramPhase {
  number: number;
  title: string;
  activities: string[];
}

/** An example capstone project (spec §3: title, description, impact). */
export interface CapstoneExample {
  title: string;
  description: string;
  impact: string;
}

/**
 * A programme of the Training Pathway. The catalogue on /training and each detail page read the same object,
 * so a duration or module is written once.
 */
export interface TrainingProgram {
  path: (typeof paths)[keyof typeof paths];
  title: string;
  /** Where the catalogue lists it: the three-stage pathway, the certifications or the specialized bootcamps. */
  track: "pathway" | "certification" | "bootcamp";
  /** Position in the three-stage pathway, e.g. "Stage 1". */
  stage?: string;
  level: string;
  duration: string;
  format: string;
  /** The catalogue card text and the detail page's lead. */
  description: string;
  /** Who the programme is for. */
  audience: string[];
  modules?: ModuleItem[];
  phases?: ProgramPhase[];
  days?: DayItem[];
  deliverables?: string[];
  prerequisites?: string[];
  benefits?: string[];
}

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

export const coachingCertification = {
  path: paths.coachingCertification,
  title: "AI Coaching Certification",
  track: "certification",
  level: "Professional",
  duration: "12-16 weeks",
  format: "Hybrid",
  description:
    "Professional certification for educators, trainers and consultants who want to lead AI learning in their communities: online coursework, in-person practice, a supervised practicum workshop and a place in our network of certified AI Coaches.",
  audience: [
    "K-12 teachers, instructional coaches and school technology leaders",
    "Librarians, extension educators and community instructors",
    "Corporate trainers, HR and learning-and-development professionals",
    "Consultants and small-business advisors",
    "Career changers who love technology and teaching",
    "Retired professionals who want to give back locally",
  ],
  modules: [
    {
      number: 1,
      title: "AI Foundations for Coaches",
      description:
        "Deepen your own AI fluency so you can explain how the tools work and choose the right one for each audience.",
      topics: ["How today's AI tools work", "Choosing tools by audience", "Staying current"],
    },
    {
      number: 2,
      title: "Delivering the Training Pathway",
      description: "Learn to teach Talk to AI, Create with AI and Build with AI using our tested curriculum.",
      topics: ["Workshop run-throughs", "Facilitator guides", "Adapting to each group"],
    },
    {
      number: 3,
      title: "Adult Learning and Facilitation",
      description: "Design and lead hands-on sessions that work for mixed-skill groups, in person and online.",
      topics: ["Active learning design", "Managing mixed skill levels", "Virtual facilitation"],
    },
    {
      number: 4,
      title: "AI Ethics, Safety and Policy",
      description: "Help organizations adopt AI responsibly, from student data privacy to acceptable-use policies.",
      topics: ["Privacy and student data", "Acceptable-use policies", "Bias and fairness"],
    },
    {
      number: 5,
      title: "Coaching Organizations Through Change",
      description: "Assess an organization's needs, bring leaders on board and build adoption plans that last.",
      topics: ["Needs assessments", "Working with leadership", "Measuring outcomes"],
    },
    {
      number: 6,
      title: "Building Your Coaching Practice",
      description: "Turn your certification into steady work with schools, chambers and businesses in your region.",
      topics: ["Partnerships and proposals", "Grant-funded engagements", "Reporting impact"],
    },
  ],
  prerequisites: [
    "Experience teaching, training, presenting or consulting",
    "Everyday familiarity with AI chat tools (Talk to AI level or above)",
    "Clear communication and comfort leading groups",
    "Availability for online coursework and in-person sessions",
    "Willingness to complete an interview and a background check",
  ],
  benefits: [
    "Grant-funded certification, free for accepted applicants",
    "Complete curriculum, slides and facilitator guides for every pathway workshop",
    "Placement with partner schools, chambers and businesses",
    "Part-time, full-time and contract work models",
    "Monthly professional development webinars",
    "A statewide network of certified AI Coaches",
  ],
} satisfies TrainingProgram;

/** The practicum that completes the AI Coaching Certification. */
export const coachingPracticum = {
  name: "8-16 hour practicum workshop",
  duration: "8-16 hours",
  title: "Practicum workshop",
  points: [
    "Plan a workshop for a real partner organization with a senior coach",
    "Co-lead, then lead, sessions while your mentor observes",
    "Review participant feedback and your mentor's notes together",
    "Complete the practicum to earn your certification",
  ],
};

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

/** Spec §9: the price shown as 'Total Investment: $5,000+' (the card fee comes on top), from the price catalog. */
export const patentTotalInvestment = `Total Investment: ${formatUsd(PATENT_PROGRAM.totalCents)}+`;

/** Tools participants use during Patent with AI. */
export const patentTools: string[] = [
  "AI prior-art search and patent analytics",
  "AI drafting assistants for specifications and claims",
  "Diagram and technical illustration tools",
  "Invention disclosure and claim templates",
  "A commercialization and licensing playbook",
];

export const launchWithAi = {
  path: paths.launchWithAi,
  title: "Launch with AI",
  track: "bootcamp",
  level: "Entrepreneurship",
  duration: "3 days",
  format: "Hands-on launch intensive",
  description:
    "A 3-day launch intensive where founders and small-business owners use AI to build their brand, website, offers and marketing, and leave with a business that is live and ready to sell.",
  audience: [
    "Aspiring entrepreneurs ready to turn an idea into a business",
    "Small-business owners who need a modern website and marketing",
    "Freelancers and side businesses going full-time",
    "Inventors from Patent with AI bringing a product to market",
    "Nonprofits and community groups launching a new program",
  ],
  days: [
    {
      day: 1,
      title: "Brand and Offer",
      theme: "Decide what you sell, to whom, and why they should choose you",
      objectives: [
        "Define your ideal customer and the problem you solve",
        "Shape clear offers and pricing",
        "Create a brand people remember",
      ],
      activities: [
        "AI-assisted customer and competitor research",
        "Offer and pricing workshop",
        "Name, logo, colors and messaging with AI design tools",
      ],
      deliverables: ["A one-page business plan", "Your brand kit", "An offer and pricing sheet"],
    },
    {
      day: 2,
      title: "Website Launch",
      theme: "Build and publish a site that sells",
      objectives: [
        "Plan the pages your customers need",
        "Write persuasive copy in your brand voice",
        "Publish on your own domain",
      ],
      activities: [
        "Site map and page planning",
        "AI copywriting and image creation",
        "Build, connect the domain and publish",
      ],
      deliverables: ["A live, professional website", "Contact and booking forms that work"],
    },
    {
      day: 3,
      title: "Marketing and Operations",
      theme: "Get found, get paid and save time",
      objectives: [
        "Plan your first month of marketing",
        "Set up simple, AI-assisted operations",
        "Leave with a 90-day growth plan",
      ],
      activities: [
        "Content calendar and launch posts with AI",
        "Email, customer-question and booking automations",
        "Local search listing and review setup",
      ],
      deliverables: ["A 30-day content calendar", "Working AI automations", "A 90-day growth plan"],
    },
  ],
  deliverables: [
    "A live website on your own domain",
    "A brand kit: name, logo, colors and messaging",
    "Clear offers and a pricing sheet",
    "A 30-day content calendar with launch posts ready to publish",
    "AI automations for email, customer questions and bookings",
    "A 90-day growth plan to keep your momentum after launch",
  ],
} satisfies TrainingProgram;

/** The seven programmes of the Training Pathway, in the order the catalogue shows them. */
export const trainingPrograms: TrainingProgram[] = [
  talkToAi,
  createWithAi,
  buildWithAi,
  innovationCertification,
  coachingCertification,
  patentWithAi,
  launchWithAi,
];

/** "Stage 1 · Foundation" or "Capstone". */
export function programLevelLabel(program: TrainingProgram): string {
  return program.stage ? `${program.stage} · ${program.level}` : program.level;
}

/** Level, duration and format for a programme's hero. */
export function programFacts(program: TrainingProgram): Fact[] {
  return [
    { label: "Level", value: programLevelLabel(program) },
    { label: "Duration", value: program.duration },
    { label: "Format", value: program.format },
  ];
}

/** The optional mentoring add-on after Launch with AI (spec §9: 3 or 12 months). */
export const launchMentoringOptions: { months: 3 | 12; title: string; description: string }[] = [
  {
    months: 3,
    title: "3-month mentoring",
    description:
      "Monthly one-to-one sessions through your first season in business: review results, fix what is not working and plan the next push.",
  },
  {
    months: 12,
    title: "12-month mentoring",
    description:
      "A full year of monthly coaching as you grow, available as our Annual Mentorship package, with new AI tools and workflows added as you need them.",
  },
];
