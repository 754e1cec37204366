/**
 * The company facts and the application's next steps that both the site and the functions' e-mails show. They sit
 * in the domain because the functions are deployed without the web app; `web/app/config/site.ts` and
 * `web/app/content/coach-application.ts` take them from here, so a change reaches the pages and the mails at once.
 */

/** Who the site and the mails speak for, and how to reach them. */
export const company = {
  name: "Idaho AI Coaches",
  legalName: "Idaho AI Coaches, a DBA of Gem State Learning Ventures LLC",
  email: "hello@idahoaicoaches.com",
  phone: "(208) 555-0142",
  phoneHref: "tel:+12085550142",
  city: "Rexburg, Idaho",
  origin: "https://idahoaicoaches.com",
} as const;

/**
 * The company's zone (Rexburg, Idaho: Mountain Time): the hosts' weekly hours, days off and daily caps are in it, and
 * the dashboard shows times in it. The one place it is written.
 */
export const HOST_TIME_ZONE = "America/Boise";

/** How long the team takes to review a coach application. */
export const APPLICATION_REVIEW_TIME = "1-2 weeks";

/** One step of "What Happens Next": a title, an optional duration, and what happens. */
export interface ApplicationStep {
  title: string;
  meta?: string;
  description: string;
}

/** "What Happens Next": the four steps after an application is sent (the registration page and the confirmation mail). */
export const applicationNextSteps: readonly ApplicationStep[] = [
  {
    title: "Application review",
    meta: APPLICATION_REVIEW_TIME,
    description: `Our team reads every application within ${APPLICATION_REVIEW_TIME}, then invites promising applicants to a virtual interview.`,
  },
  {
    title: "Interview & background check",
    description:
      "Meet the team in a virtual interview about your experience and goals, then complete a standard background check.",
  },
  {
    title: "Certification training begins",
    meta: "6-8 weeks",
    description:
      "Join a certification cohort at 15-20 hours per week: AI fundamentals, applied AI skills, teaching and facilitation, and business and community engagement.",
  },
  {
    title: "Launch your career",
    description:
      "Start working with schools and businesses in your community as a Certified AI Coach, with ongoing support from our team.",
  },
];
