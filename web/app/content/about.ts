import type { CardItem } from "../components/sections";

/** What the company stands for, shown under the mission. */
export const principles: CardItem[] = [
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

export const whatWeDo: CardItem[] = [
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
export const audiences: CardItem[] = [
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

export const coachCertificationPoints: string[] = [
  "A professional certification delivered in a hybrid online and in-person format",
  "Modules that cover applied AI skills, teaching and community engagement",
  "A supervised practicum workshop before you lead sessions on your own",
  "Paid work with schools, chambers and businesses near you",
];

export const softwareSuite: CardItem[] = [
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
