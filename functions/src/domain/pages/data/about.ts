import type { Card as CardItem, PageData } from "../sections";
import { company as site } from "../../company";
import { SITE_PATHS as paths } from "../../paths";

/** What the company stands for, shown under the mission. */
const principles: CardItem[] = [
  {
    icon: "pin",
    title: "Local first",
    description:
      "AI skills spread fastest through people a community already trusts. We recruit and certify coaches who live where they teach.",
  },
  {
    icon: "target",
    title: "Practical over theoretical",
    description:
      "Every session ends with something built: a better prompt, a finished lesson plan, a working prototype, a launched website.",
  },
  {
    icon: "chart",
    title: "Measured impact",
    description:
      "Partners see participation, certifications and outcomes as they happen, so funders know exactly what their investment delivered.",
  },
];

const whatWeDo: CardItem[] = [
  {
    icon: "school",
    title: "Training pathways",
    description:
      "Seven programs that take people from their first AI conversation to building, patenting and launching with AI: Talk to AI, Create with AI, Build with AI, AI Innovation Certification, AI Coaching Certification, Patent with AI and Launch with AI.",
  },
  {
    icon: "certificate",
    title: "AI Coach certification",
    description:
      "We recruit professionals from across Idaho, certify them to teach AI and place them with schools, chambers and employers in their own region.",
  },
  {
    icon: "trophy",
    title: "Competitions",
    description:
      "Licensed formats that get people building: the AI Innovation Challenge, AI Science Fair, AI Startup Accelerator and AI Upskilling Challenge.",
  },
  {
    icon: "calendar",
    title: "Statewide events",
    description:
      "Frameworks for Idaho AI Week, a State AI Expo and AI Education Week, sized for anything from 50 to 5,000+ participants.",
  },
];

/** The audiences (docs/product.md, Who it is for). */
const audiences: CardItem[] = [
  {
    icon: "school",
    title: "Schools and districts",
    description:
      "Classroom-ready AI lessons, teacher training and student competitions that fit the school year and district budgets.",
  },
  {
    icon: "bulb",
    title: "Universities",
    description:
      "Certifications, innovation capstones and accelerators that connect students and faculty with employers and founders.",
  },
  {
    icon: "handshake",
    title: "Chambers of commerce",
    description:
      "Member workshops and AI weeks that help local businesses adopt AI and keep regional talent competitive.",
  },
  {
    icon: "building",
    title: "Businesses",
    description:
      "Hands-on upskilling for teams, from everyday AI productivity to building and launching new AI-powered products.",
  },
  {
    icon: "map",
    title: "State agencies and partners",
    description:
      "Statewide programs with reporting built in, designed to meet workforce goals and account for every grant dollar.",
  },
  {
    icon: "users",
    title: "Professionals and future AI Coaches",
    description:
      "Career-building certifications for individuals, and a paid path to teaching AI for those who want to lead it locally.",
  },
];

const coachCertificationPoints: string[] = [
  "A professional certification delivered in a hybrid online and in-person format",
  "Modules that cover applied AI skills, teaching and community engagement",
  "A supervised practicum workshop before you lead sessions on your own",
  "Paid work with schools, chambers and businesses near you",
];

const softwareSuite: CardItem[] = [
  {
    icon: "chart",
    title: "AI Skills Tracker",
    description: "Participation, certifications and outcomes in real time, across every cohort and county.",
  },
  {
    icon: "trophy",
    title: "AI Contest Platform",
    description: "AI competitions with automated scoring and public voting, run from one place.",
  },
  {
    icon: "calendar",
    title: "AI Event Dashboard",
    description: "Attendance, sponsorship and funding impact for AI weeks and expos.",
  },
];

export const aboutPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: `About ${site.name}`,
      title: "We train the trainers of the AI economy",
      lead: `${site.name} is a ${site.city} company that certifies local AI Coaches and equips them with training, competitions, events and software, so every school, business and community in the state can put AI to work.`,
    },
    {
      kind: "cards",
      anchor: "mission",
      eyebrow: "Our mission",
      title: "Make AI skills local, practical and open to everyone",
      lead: "AI is changing how Idahoans learn, work and start businesses. Too often the training happens somewhere else, for someone else. Our mission is to put a certified AI Coach in every community, so students, teachers, employees and business owners can learn AI from a neighbor who understands their schools, their industries and their goals.",
      columns: 3,
      items: principles,
    },
    {
      kind: "cards",
      anchor: "what-we-do",
      tone: "muted",
      eyebrow: "What we do",
      title: "One partner for training, competitions, events and software",
      lead: "We design the programs, certify the coaches who deliver them and provide the software that measures the results. Partners can start with a single workshop or launch a statewide initiative.",
      columns: 2,
      items: whatWeDo,
    },
    {
      kind: "cards",
      anchor: "who-we-serve",
      eyebrow: "Who we serve",
      title: "Built for the organizations that shape Idaho's workforce",
      lead: "Every program is adapted to the people in the room, whether that is a fifth-grade classroom, a chamber breakfast or a state agency planning session.",
      columns: 3,
      items: audiences,
    },
    {
      kind: "feature",
      anchor: "become-a-coach",
      tone: "muted",
      eyebrow: "Careers",
      title: "Become a certified AI Coach",
      layout: "even",
      body: "Our coaches are teachers, trainers, consultants and career changers who want to help their communities use AI well. The AI Coaching Certification gives you the skills, the curriculum and the partner organizations to make it your profession.",
      points: coachCertificationPoints,
      aside: {
        icon: "certificate",
        title: "AI Coaching Certification",
        text: "See the modules, prerequisites and practicum, and find out who the program is designed for.",
        action: { label: "Explore the Certification", to: paths.coachingCertification },
      },
    },
    {
      kind: "cards",
      anchor: "software",
      eyebrow: "Software suite",
      title: "Software that shows what your program achieved",
      lead: "Our platforms replace spreadsheets and sign-in sheets with live dashboards, cutting the staff time spent running programs by 80%.",
      columns: 3,
      items: softwareSuite,
      after: [{ label: "See the Technology Platform", to: paths.technology, variant: "outline" }],
    },
    {
      kind: "cta",
      title: "Let's bring AI education to your community",
      text: "Explore how our solutions fit together, tell us about your goals, or start a partnership that reaches every corner of your region.",
      actions: [
        { label: "View Our Solutions", to: paths.solutions, variant: "white" },
        { label: "Contact Us", to: paths.contact, variant: "outline" },
        { label: "Partner With Us", to: paths.partnerWithUs, variant: "outline" },
      ],
    },
  ],
};
