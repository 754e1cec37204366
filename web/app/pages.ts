// Relative, not @domain: react-router.config.ts and the Vite plugins load this file outside Vite's aliases.
import { PATENT_PROGRAM } from "../../functions/src/domain/catalog";
import { formatUsd } from "../../functions/src/domain/format";
import { paths } from "./config/paths";

/**
 * Where the header and the footer list a page (config/navigation.ts reads these): the links left and right of the
 * products dropdown, the dropdown itself, the header's buttons and the footer's three columns.
 */
export type NavGroup =
  "header-start" | "products" | "header-end" | "header-actions" | "footer-programs" | "footer-company" | "footer-legal";

interface NavPlacement {
  group: NavGroup;
  /** The link's text in that group. */
  label: string;
  /** Its position within the group, smallest first. */
  order: number;
}

/** One page of the site: the route table, `<title>`/description, prerendering and the sitemap all read this list. */
export interface PageEntry {
  path: string;
  /** Route module, relative to `web/app/`. */
  file: string;
  /** The document title, without the company suffix. */
  title: string;
  description: string;
  /**
   * Kept out of search results: `noindex` in the served HTML and left out of sitemap.xml. Every page is prerendered
   * all the same (staff pages as a shell whose data comes after sign-in), so no page needs a Hosting rewrite.
   */
  noindex?: true;
  /**
   * A staff page (sign-in, dashboard): also disallowed in robots.txt, and the Mantine components only staff pages use
   * go to the admin stylesheet (scripts/mantine-styles.ts) that only these pages load.
   */
  staff?: true;
  /** The header and footer links to this page, if any. */
  nav?: NavPlacement[];
  /**
   * Rendered inside the Mantine layout (routes/mantine.layout.tsx): the Patent checkout, sign-in and the dashboard.
   * Only these pages load Mantine's JavaScript up front; every other page, the two lead forms and the booking pages
   * included, is plain React and CSS (docs/decisions/0005). The booking pages (and /contact's scheduler) load their
   * scheduler, plain React and CSS as well, in a chunk of its own once the page has hydrated.
   */
  mantine?: true;
  /**
   * The route's id when several pages share one route module (the content pages, whose data is in the domain's page
   * registry, and the booking pages, one per meeting type).
   */
  id?: string;
}

/** The route of every content page: one renderer for the page's sections (docs/content.md). */
const CONTENT_ROUTE = "routes/content.page.tsx";

export const pages: PageEntry[] = [
  {
    path: paths.home,
    id: "content-home",
    file: CONTENT_ROUTE,
    title: "AI Coaches, Training and Statewide AI Programs for Idaho",
    description:
      "We certify local AI Coaches and bring AI training, competitions, statewide events and software to Idaho schools, chambers, businesses and state agencies.",
    nav: [{ group: "header-start", label: "Home", order: 1 }],
  },
  {
    path: paths.about,
    id: "content-about",
    file: CONTENT_ROUTE,
    title: "About Us: Our Mission and Approach",
    description:
      "Meet the Rexburg, Idaho company that certifies local AI Coaches and brings AI training, competitions, events and software to communities statewide.",
    nav: [
      { group: "header-start", label: "About", order: 2 },
      { group: "footer-company", label: "About Us", order: 1 },
    ],
  },
  {
    path: paths.products,
    id: "content-products",
    file: CONTENT_ROUTE,
    title: "AI Training Products",
    description:
      "Explore our four product groups: AI training pathways, licensed competition formats, statewide event frameworks and a technology platform to run them.",
    nav: [{ group: "products", label: "All Products", order: 1 }],
  },
  {
    path: paths.solutions,
    id: "content-solutions",
    file: CONTENT_ROUTE,
    title: "AI Education Solutions for Your State",
    description:
      "One AI education ecosystem: training, certified AI Coaches, competitions, statewide events and software, launched through a proven five-step process.",
    nav: [{ group: "header-start", label: "Solutions", order: 3 }],
  },
  {
    path: paths.partnerWithUs,
    id: "content-partner-with-us",
    file: CONTENT_ROUTE,
    title: "Partner With Us",
    description:
      "Five partnership models for states, schools, chambers, employers and consultants, with investment ranges and timelines to bring AI education statewide.",
    nav: [
      { group: "header-actions", label: "Partner With Us", order: 2 },
      { group: "footer-company", label: "Partner With Us", order: 3 },
    ],
  },
  {
    path: paths.becomeAiCoach,
    id: "content-become-ai-coach",
    file: CONTENT_ROUTE,
    title: "Become a Certified AI Coach",
    description:
      "Get paid to teach AI in your community. Grant-funded certification in 6-8 weeks, then part-time, full-time or contract work with local partners.",
    nav: [
      { group: "header-end", label: "AI Coach Certification", order: 1 },
      { group: "header-actions", label: "Get Certified", order: 3 },
      { group: "footer-company", label: "Become an AI Coach", order: 2 },
    ],
  },
  {
    path: paths.privacyPolicy,
    id: "content-privacy-policy",
    file: CONTENT_ROUTE,
    title: "Privacy Policy",
    description:
      "How we collect, use and protect the information you send through our contact form, coach application and checkout, and how to ask us to delete it.",
    nav: [{ group: "footer-legal", label: "Privacy Policy", order: 1 }],
  },
  {
    path: paths.termsOfUse,
    id: "content-terms-of-use",
    file: CONTENT_ROUTE,
    title: "Terms of Use",
    description:
      "The terms for using our website and registering for programs: payments, 7-day cancellation refunds, 2-month credit, eligibility at 18+ and Idaho law.",
    nav: [{ group: "footer-legal", label: "Terms of Use", order: 2 }],
  },
  {
    path: paths.training,
    id: "content-training",
    file: CONTENT_ROUTE,
    title: "Training Pathways: AI Workshops, Certifications, Bootcamps",
    description:
      "Seven AI training programs for Idaho schools, businesses and professionals, from a first Talk to AI workshop to certifications and launch bootcamps.",
    nav: [
      { group: "products", label: "Training Pathways", order: 2 },
      { group: "footer-programs", label: "Training Pathways", order: 1 },
    ],
  },
  {
    path: paths.talkToAi,
    id: "content-training-talk-to-ai",
    file: CONTENT_ROUTE,
    title: "Talk to AI: a 1.5-2 Hour Introductory AI Workshop",
    description:
      "Stage 1 of the Training Pathway: a 1.5-2 hour interactive workshop with four modules and the SPARK prompt framework for using AI safely and well.",
  },
  {
    path: paths.createWithAi,
    id: "content-training-create-with-ai",
    file: CONTENT_ROUTE,
    title: "Create with AI: a 5-6 Hour AI Studio Workshop",
    description:
      "Stage 2 of the Training Pathway: a 5-6 hour studio workshop where participants use AI to produce writing, visuals, presentations and automations.",
  },
  {
    path: paths.buildWithAi,
    id: "content-training-build-with-ai",
    file: CONTENT_ROUTE,
    title: "Build with AI: a 10-12 Week Advanced AI Cohort",
    description:
      "Stage 3 of the Training Pathway: a 10-12 week program, online and in person, to design, build and launch working AI solutions for your organization.",
  },
  {
    path: paths.innovationCertification,
    id: "content-training-ai-innovation-certification",
    file: CONTENT_ROUTE,
    title: "AI Innovation Certification: an 8-12 Week Capstone",
    description:
      "Lead a mentored AI innovation project from idea to measurable results in 8-12 weeks and earn the AI Innovation Certification, the pathway's capstone.",
  },
  {
    path: paths.coachingCertification,
    id: "content-training-ai-coaching-certification",
    file: CONTENT_ROUTE,
    title: "AI Coaching Certification: a 12-16 Week Hybrid Program",
    description:
      "A 12-16 week hybrid certification with six modules and an 8-16 hour practicum workshop that prepares you to teach and coach AI in your community.",
  },
  {
    path: paths.patentWithAi,
    file: "routes/training.patent-with-ai.page.tsx",
    title: "Patent with AI: a 3-Day AI Patent Bootcamp (72 Hours)",
    description: `A 3-day, 72-hour bootcamp: use AI to search prior art, draft claims and leave with a provisional patent application draft. Total investment ${formatUsd(PATENT_PROGRAM.options.full.amountCents)}+.`,
  },
  {
    path: paths.launchWithAi,
    file: "routes/training.launch-with-ai.page.tsx",
    title: "Launch with AI: Launch Your Business in 3 Days",
    description:
      "A 3-day intensive to launch your brand, website and marketing with AI. Packages from a one-day website launch to annual mentorship, with support.",
  },
  {
    path: paths.competitions,
    id: "content-competitions",
    file: CONTENT_ROUTE,
    title: "License Our AI Competition Formats",
    description:
      "License the AI Innovation Challenge, AI Science Fair, 12-week AI Startup Accelerator or AI Upskilling Challenge, with rules, rubrics and our platform.",
    nav: [
      { group: "products", label: "Competitions", order: 3 },
      { group: "footer-programs", label: "Competitions", order: 3 },
    ],
  },
  {
    path: paths.events,
    id: "content-events",
    file: CONTENT_ROUTE,
    title: "Statewide AI Events: Idaho AI Week, Expo, Education Week",
    description:
      "Event frameworks for Idaho AI Week with 100+ events, a State AI Expo and AI Education Week, planned with you for 50 to 5,000+ participants.",
    nav: [
      { group: "products", label: "Statewide Events", order: 4 },
      { group: "footer-programs", label: "Statewide Events", order: 4 },
    ],
  },
  {
    path: paths.technology,
    id: "content-technology",
    file: CONTENT_ROUTE,
    title: "Technology Platform: Contests, Skills Tracking and Events",
    description:
      "Software for AI programs at statewide scale: a contest platform, an AI skills tracker and an event dashboard that cut staff time spent by 80%.",
    nav: [
      { group: "products", label: "Technology Platform", order: 5 },
      { group: "footer-programs", label: "Technology Platform", order: 2 },
    ],
  },
  {
    path: paths.contestPlatform,
    id: "content-technology-contest-platform",
    file: CONTENT_ROUTE,
    title: "AI Contest Platform: Scoring, Judging and Public Voting",
    description:
      "Run AI competitions online with automated scoring, public voting and role-based access for organizers, judges and participants, from signup to winners.",
  },
  {
    path: paths.skillsTracker,
    id: "content-technology-ai-skills-tracker",
    file: CONTENT_ROUTE,
    title: "AI Skills Tracker: Participation and Outcomes in Real Time",
    description:
      "Track AI training participation, certifications and outcomes in real time across schools, cohorts and counties, with reports ready for funders.",
  },
  {
    path: paths.eventDashboard,
    id: "content-technology-event-dashboard",
    file: CONTENT_ROUTE,
    title: "AI Event Dashboard: Attendance, Sponsors and Funding Impact",
    description:
      "Track attendance, sponsorship and funding impact for AI weeks and expos from 50 to 5,000+ participants, and cut staff time spent on events by 80%.",
  },
  {
    path: paths.auth,
    file: "routes/auth.page.tsx",
    title: "Sign In",
    description: "Staff sign-in for the Idaho AI Coaches admin dashboard, or create an account.",
    noindex: true,
    staff: true,
    mantine: true,
    nav: [{ group: "header-actions", label: "Login", order: 1 }],
  },
  {
    path: paths.dashboard,
    file: "routes/dashboard.page.tsx",
    title: "Admin Dashboard",
    description: "Review contact messages, AI Coach applications and payments.",
    noindex: true,
    staff: true,
    mantine: true,
  },
  {
    path: paths.join,
    file: "routes/join.page.tsx",
    title: "Join the Team",
    description: "Accept an invitation to the Idaho AI Coaches staff dashboard.",
    noindex: true,
    staff: true,
    mantine: true,
  },
  {
    path: paths.contact,
    file: "routes/contact.page.tsx",
    title: "Contact Us",
    description:
      "Ask about AI training, AI Coach certification, competitions, statewide AI events or our software. Email, call or send us a message from Rexburg, Idaho.",
    nav: [
      { group: "header-end", label: "Contact", order: 2 },
      { group: "footer-company", label: "Contact", order: 4 },
    ],
  },
  {
    path: paths.coachRegistration,
    file: "routes/ai-coach-registration.page.tsx",
    title: "AI Coach Certification Application",
    description:
      "Apply to become a Certified AI Coach: a flexible schedule, $50K-$75K potential as a full-time coach, and grant-funded certification free for accepted applicants.",
  },
  {
    path: paths.checkoutPatent,
    file: "routes/checkout-patent.page.tsx",
    title: "Patent with AI: Payment Options",
    description:
      "Enroll in the 3-day Patent with AI bootcamp: pay in full or in two payments through Stripe's secure checkout, with every charge shown before you pay.",
    mantine: true,
  },
  {
    path: paths.checkoutSuccess,
    file: "routes/checkout-success.page.tsx",
    title: "Payment Confirmed",
    description: "Your payment for an Idaho AI Coaches program is confirmed. Here is what happens next.",
    noindex: true,
  },
  {
    path: paths.bookDemo,
    id: "book-demo",
    file: "routes/book.page.tsx",
    title: "Book a Demo",
    description:
      "Pick a time for a 30-minute demo of our AI training, certifications, competition formats and software, shown in your own time zone.",
  },
  {
    path: paths.bookPartnershipCall,
    id: "book-partnership-call",
    file: "routes/book.page.tsx",
    title: "Book a Partnership Call",
    description:
      "Pick a time for a 45-minute call about partnering with us to bring AI education to your state, district, chamber or agency.",
  },
  {
    path: paths.bookConsultation,
    id: "book-consultation",
    file: "routes/book.page.tsx",
    title: "Book a Consultation",
    description:
      "Pick a time for a 30-minute conversation about your goals with AI and where our training, coaches and events can help.",
  },
  {
    path: paths.bookCoachInterview,
    id: "book-coach-interview",
    file: "routes/book.page.tsx",
    title: "Book Your Coach Interview",
    description: "Pick a time for the 30-minute interview about your application to become a Certified AI Coach.",
    noindex: true,
  },
  {
    path: paths.bookingReschedule,
    file: "routes/booking.reschedule.page.tsx",
    title: "Reschedule Your Meeting",
    description: "Move your meeting with Idaho AI Coaches to another free time.",
    noindex: true,
  },
  {
    path: paths.bookingCancel,
    file: "routes/booking.cancel.page.tsx",
    title: "Cancel Your Meeting",
    description: "Cancel your meeting with Idaho AI Coaches.",
    noindex: true,
  },
];

/** The path prerendered once for the 404 page; the build copies it to `404.html` for Hosting. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/**
 * True when `to` (a site path, perhaps with a query or a hash) leads to a content page. Links to one load it as a
 * document: its published copy is in its HTML, not in the bundle (docs/content.md; a client-side fetch of the copy
 * was rejected).
 */
export function isContentPage(to: string): boolean {
  if (!to.startsWith("/")) return false;
  return findPage(to.replace(/[?#].*$/, ""))?.file === CONTENT_ROUTE;
}

export function findPage(path: string): PageEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return pages.find((page) => page.path === normalized);
}
