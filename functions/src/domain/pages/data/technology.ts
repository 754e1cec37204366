import { SITE_PATHS as paths } from "../../paths";
import type { Card as CardItem, PageData, SectionIcon as IconName, StatItem, Step as StepItem } from "../sections";
import { contactAbout } from "./links";

/** One of the three software platforms, with everything its page and the /technology card show. */
interface Platform {
  path: (typeof paths)[keyof typeof paths];
  title: string;
  icon: IconName;
  /** One line for the /technology card. */
  summary: string;
  /** The platform page's hero lead. */
  lead: string;
  features: CardItem[];
  /** Who uses it, each with what they can do. */
  users: CardItem[];
  steps: StepItem[];
}

const contestPlatform: Platform = {
  path: paths.contestPlatform,
  title: "AI Contest Platform",
  icon: "trophy",
  summary:
    "Run AI competitions with automated scoring and public voting, with separate views for organizers, judges and participants.",
  lead: "Everything you need to run AI competitions online, from registration to winners: submissions, automated scoring, judging, public voting and results in one place, with role-based access for organizers, judges and participants.",
  features: [
    {
      icon: "chart",
      title: "Automated scoring",
      description:
        "Rubric scores are totaled, weighted and ranked automatically, so results are ready the moment judging closes.",
    },
    {
      icon: "heart",
      title: "Public voting",
      description:
        "Open a people's choice round to families and the community, with safeguards against duplicate votes.",
    },
    {
      icon: "shield",
      title: "Role-based access",
      description: "Organizers, judges and participants each see exactly what they need and nothing they should not.",
    },
    {
      icon: "device",
      title: "Submissions on any device",
      description: "Teams upload documents, videos, links and prototypes from a phone, tablet or laptop.",
    },
    {
      icon: "users",
      title: "Team management",
      description: "Participants form teams, invite mentors and track deadlines from their own dashboard.",
    },
    {
      icon: "megaphone",
      title: "Branded results pages",
      description: "Announce winners and showcase projects on pages branded for you and your sponsors.",
    },
  ],
  users: [
    {
      icon: "building",
      title: "Organizers",
      points: ["Configure rounds, rubrics and deadlines", "Assign judges and track progress", "Publish results"],
    },
    {
      icon: "star",
      title: "Judges",
      points: ["Review assigned entries in one queue", "Score against the rubric", "Leave feedback for teams"],
    },
    {
      icon: "users",
      title: "Participants",
      points: ["Register and build a team", "Submit work before each deadline", "Receive scores and feedback"],
    },
  ],
  steps: [
    { title: "Set up your competition", description: "Choose a format, add your rubric, rounds and branding." },
    { title: "Open registration", description: "Participants sign up, form teams and see every deadline." },
    { title: "Judge and vote", description: "Judges score in one place while the public votes for its favorite." },
    { title: "Announce winners", description: "Scores are tallied automatically and results pages go live." },
  ],
};

const skillsTracker: Platform = {
  path: paths.skillsTracker,
  title: "AI Skills Tracker",
  icon: "chart",
  summary:
    "See participation, certifications and outcomes in real time across every school, cohort and county you serve.",
  lead: "Track participation, certifications and outcomes in real time across every workshop, cohort and region, and show funders exactly what their investment achieved.",
  features: [
    {
      icon: "users",
      title: "Participation in real time",
      description: "See who attended which workshop, cohort or challenge the moment check-in happens.",
    },
    {
      icon: "certificate",
      title: "Certifications and badges",
      description: "Record completed pathway stages and certifications, and issue digital certificates.",
    },
    {
      icon: "target",
      title: "Outcome measurement",
      description: "Capture before-and-after skill checks and follow-up surveys to show real learning gains.",
    },
    {
      icon: "map",
      title: "Regional dashboards",
      description: "Filter by school, district, county, employer or program to see where AI skills are growing.",
    },
    {
      icon: "coin",
      title: "Funder-ready reports",
      description: "Export grant and sponsor reports in minutes instead of assembling spreadsheets by hand.",
    },
    {
      icon: "shield",
      title: "Privacy built in",
      description: "Role-based access keeps learner records visible only to the people responsible for them.",
    },
  ],
  users: [
    {
      icon: "school",
      title: "Schools and districts",
      points: ["Staff and student participation", "Professional development records", "Board-ready summaries"],
    },
    {
      icon: "building",
      title: "State agencies and funders",
      points: ["Statewide reach by county", "Certifications earned", "Outcomes against grant goals"],
    },
    {
      icon: "handshake",
      title: "Employers and chambers",
      points: ["Team upskilling progress", "Skills gained by role", "Return on training investment"],
    },
  ],
  steps: [
    {
      title: "Connect your programs",
      description: "Add workshops, cohorts and challenges; we import existing rosters.",
    },
    { title: "Capture activity", description: "Check-ins, completions and skill checks are recorded as they happen." },
    { title: "Watch the dashboard", description: "Participation, certifications and outcomes update in real time." },
    { title: "Report the impact", description: "Share live dashboards or export reports for funders and boards." },
  ],
};

const eventDashboard: Platform = {
  path: paths.eventDashboard,
  title: "AI Event Dashboard",
  icon: "calendar",
  summary: "Track attendance, sponsorship and funding impact for AI weeks and expos, from 50 to 5,000+ participants.",
  lead: "Plan and run AI weeks and expos from one dashboard: attendance, sponsorship and funding impact in real time, for events from 50 to 5,000+ participants.",
  features: [
    {
      icon: "users",
      title: "Attendance tracking",
      description: "Registration and check-in for every session, with live headcounts across every venue.",
    },
    {
      icon: "coin",
      title: "Sponsorship management",
      description: "Track sponsor commitments, benefits delivered and recognition in one place.",
    },
    {
      icon: "chart",
      title: "Funding impact",
      description: "Tie attendance and outcomes to each grant and sponsor so you can show what their money achieved.",
    },
    {
      icon: "calendar",
      title: "Multi-site event calendar",
      description: "Coordinate 100+ host events during an AI week with one shared, public calendar.",
    },
    {
      icon: "mail",
      title: "Host and attendee messaging",
      description: "Send reminders, updates and follow-up surveys to hosts and attendees.",
    },
    {
      icon: "clock",
      title: "Automated reporting",
      description: "Post-event reports build themselves, cutting the staff time spent on events by 80%.",
    },
  ],
  users: [
    {
      icon: "building",
      title: "Event organizers",
      points: ["One view of every venue and session", "Live attendance", "Post-event reports"],
    },
    {
      icon: "school",
      title: "Host sites",
      points: ["List events on the shared calendar", "Manage registration", "Check attendees in"],
    },
    {
      icon: "handshake",
      title: "Sponsors and funders",
      points: ["Reach and attendance", "Recognition delivered", "Impact of their support"],
    },
  ],
  steps: [
    { title: "Plan the event", description: "Set up venues, sessions, host sites and sponsor packages." },
    { title: "Open registration", description: "Attendees register on the public calendar and get reminders." },
    { title: "Run it live", description: "Check-ins and headcounts update the dashboard in real time." },
    { title: "Report the impact", description: "Attendance, sponsorship and funding impact, ready to share." },
  ],
};

const platforms: Platform[] = [contestPlatform, skillsTracker, eventDashboard];

/** What all three platforms share (the /technology capabilities list). */
const platformCapabilities: string[] = [
  "Role-based access for organizers, judges, participants and administrators",
  "Real-time dashboards that update as activity happens",
  "Branding for your organization, program or state initiative",
  "Mobile-friendly for participants on any device",
  "Funder-ready reports and data exports",
  "Setup, training and support from our team",
];

/** The marketing claims (docs/product.md, Prices and constants) that the software supports. */
const platformStats: StatItem[] = [
  { value: "80%", label: "less staff time spent running programs and events" },
  { value: "50 to 5,000+", label: "participants per event, on the same platform" },
];

const platformCards: CardItem[] = platforms.map((platform) => ({
  icon: platform.icon,
  title: platform.title,
  description: platform.summary,
  actions: [
    { label: "Learn More", to: platform.path, variant: "light", ariaLabel: `Learn more about the ${platform.title}` },
  ],
}));

export const technologyPage: PageData = {
  sections: [
    {
      kind: "hero",
      eyebrow: "Software suite",
      title: "Technology Platform",
      lead: "Three connected platforms that run AI competitions, track skills and certifications, and manage statewide events, replacing spreadsheets and sign-in sheets with live dashboards.",
      actions: [{ label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" }],
    },
    {
      kind: "cards",
      title: "Three platforms, one connected suite",
      lead: "Use one on its own or all three together.",
      columns: 3,
      items: platformCards,
    },
    { kind: "stats", tone: "muted", title: "Less admin, more impact", items: platformStats },
    {
      kind: "checklist",
      title: "Platform capabilities",
      lead: "Every platform is built on the same foundation.",
      columns: 2,
      items: platformCapabilities,
    },
    {
      kind: "cta",
      title: "See the platform in action",
      text: "Book a walkthrough with our team and see how the suite fits your programs, competitions and events.",
      actions: [
        { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
        { label: "View Training Pathways", to: paths.training, variant: "outline" },
      ],
    },
  ],
};

/**
 * The page of one software platform: hero, features, who uses it, how it works, the other platforms, a demo CTA;
 * `stats`, headline figures after the features.
 */
function platformPage(platform: Platform, stats?: StatItem[]): PageData {
  const others = platforms.filter((other) => other.path !== platform.path);
  // Bands alternate white and muted; the optional stats band shifts the ones after it.
  const tone = (index: number) => ((index + (stats ? 1 : 0)) % 2 === 0 ? "muted" : "white");
  return {
    sections: [
      {
        kind: "hero",
        eyebrow: "Technology Platform",
        title: platform.title,
        lead: platform.lead,
        actions: [
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "All Platforms", to: paths.technology, variant: "outline" },
        ],
      },
      { kind: "cards", title: "Features", columns: 3, items: platform.features },
      ...(stats
        ? [{ kind: "stats" as const, tone: "muted" as const, title: "Proven at every scale", items: stats }]
        : []),
      { kind: "cards", tone: tone(0), title: "Built for everyone involved", columns: 3, items: platform.users },
      { kind: "steps", tone: tone(1), title: "How it works", horizontal: true, steps: platform.steps },
      {
        kind: "cards",
        tone: tone(2),
        title: "Works even better together",
        columns: 2,
        items: others.map((other) => ({
          icon: other.icon,
          title: other.title,
          description: other.summary,
          actions: [
            { label: "Learn More", to: other.path, variant: "light", ariaLabel: `Learn more about the ${other.title}` },
          ],
        })),
      },
      {
        kind: "cta",
        title: `See the ${platform.title} in action`,
        text: "Book a live walkthrough with our team, set up around your own programs, competitions or events.",
        actions: [
          { label: "Schedule a Demo", to: contactAbout("Schedule a Demo"), variant: "white" },
          { label: "Explore All Platforms", to: paths.technology, variant: "outline" },
        ],
      },
    ],
  };
}

export const contestPlatformPage = platformPage(contestPlatform);
export const skillsTrackerPage = platformPage(skillsTracker);
export const eventDashboardPage = platformPage(eventDashboard, platformStats);
