import type { MeetingTypeId } from "./meetingTypes";

/*
 * Every URL of the site, typed once: the web app's links, route table and sitemap (web/app/config/paths.ts re-exports
 * it), the links the functions put in mails, and the pages the visit collector counts (traffic.ts, COUNTED_PATHS).
 */

/** Every page of the site by name. */
export const SITE_PATHS = {
  home: "/",
  about: "/about",
  products: "/products",
  solutions: "/solutions",
  partnerWithUs: "/partner-with-us",
  becomeAiCoach: "/become-ai-coach",
  coachRegistration: "/ai-coach-registration",
  contact: "/contact",
  auth: "/auth",
  dashboard: "/dashboard",
  /** An invitation to the team: `/join#token=…`. */
  join: "/join",
  training: "/training",
  talkToAi: "/training/talk-to-ai",
  createWithAi: "/training/create-with-ai",
  buildWithAi: "/training/build-with-ai",
  innovationCertification: "/training/ai-innovation-certification",
  coachingCertification: "/training/ai-coaching-certification",
  patentWithAi: "/training/patent-with-ai",
  launchWithAi: "/training/launch-with-ai",
  checkoutPatent: "/checkout/patent-with-ai",
  checkoutSuccess: "/checkout/success",
  competitions: "/competitions",
  events: "/events",
  technology: "/technology",
  contestPlatform: "/technology/contest-platform",
  skillsTracker: "/technology/ai-skills-tracker",
  eventDashboard: "/technology/event-dashboard",
  privacyPolicy: "/privacy-policy",
  termsOfUse: "/terms-of-use",
  bookDemo: "/book/demo",
  bookPartnershipCall: "/book/partnership-call",
  bookConsultation: "/book/consultation",
  bookCoachInterview: "/book/coach-interview",
  bookingReschedule: "/booking/reschedule",
  bookingCancel: "/booking/cancel",
} as const;

export type SitePath = (typeof SITE_PATHS)[keyof typeof SITE_PATHS];

/** The staff pages (sign-in, the dashboard, an invitation's acceptance): never counted as visits. */
export const STAFF_PATHS = [SITE_PATHS.auth, SITE_PATHS.dashboard, SITE_PATHS.join] as const;
export type StaffPath = (typeof STAFF_PATHS)[number];

/** Each meeting type's booking page. */
export const BOOKING_PAGES = {
  demo: SITE_PATHS.bookDemo,
  "partnership-call": SITE_PATHS.bookPartnershipCall,
  consultation: SITE_PATHS.bookConsultation,
  "coach-interview": SITE_PATHS.bookCoachInterview,
} as const satisfies Record<MeetingTypeId, SitePath>;

/**
 * An absolute link to a page of the site, as a mail carries it: the origin (a trailing slash dropped), the page's
 * path, then `suffix` (a query or a fragment, e.g. `#token`).
 */
export function siteUrl(origin: string, path: SitePath, suffix = ""): string {
  return `${origin.replace(/\/+$/, "")}${path}${suffix}`;
}
