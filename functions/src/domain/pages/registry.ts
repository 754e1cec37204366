import { SITE_PATHS } from "../paths";

/*
 * The content pages: every public page whose copy is data (docs/content.md). Each has its default data in
 * defaults.ts (the copy the build prerenders until a version is published) and its route in the web's page registry
 * (web/app/pages.ts), rendered by one renderer. Adding a page is an entry here, its data, and its entry there.
 */

/** A content page as the editor lists it: where it is and what it is called. */
export interface EditablePage {
  path: string;
  /** The page's name in the editor's list. */
  title: string;
}

export const EDITABLE_PAGES = [
  { path: SITE_PATHS.home, title: "Home" },
  { path: SITE_PATHS.about, title: "About us" },
  { path: SITE_PATHS.products, title: "Products" },
  { path: SITE_PATHS.solutions, title: "Solutions" },
  { path: SITE_PATHS.partnerWithUs, title: "Partner with us" },
  { path: SITE_PATHS.becomeAiCoach, title: "Become an AI Coach" },
  { path: SITE_PATHS.training, title: "Training pathways" },
  { path: SITE_PATHS.talkToAi, title: "Talk to AI" },
  { path: SITE_PATHS.createWithAi, title: "Create with AI" },
  { path: SITE_PATHS.buildWithAi, title: "Build with AI" },
  { path: SITE_PATHS.innovationCertification, title: "AI Innovation Certification" },
  { path: SITE_PATHS.coachingCertification, title: "AI Coaching Certification" },
  { path: SITE_PATHS.competitions, title: "Competitions" },
  { path: SITE_PATHS.events, title: "Statewide events" },
  { path: SITE_PATHS.technology, title: "Technology platform" },
  { path: SITE_PATHS.contestPlatform, title: "AI Contest Platform" },
  { path: SITE_PATHS.skillsTracker, title: "AI Skills Tracker" },
  { path: SITE_PATHS.eventDashboard, title: "AI Event Dashboard" },
  { path: SITE_PATHS.privacyPolicy, title: "Privacy policy" },
  { path: SITE_PATHS.termsOfUse, title: "Terms of use" },
] as const satisfies readonly EditablePage[];

export type EditablePath = (typeof EDITABLE_PAGES)[number]["path"];

export function isEditablePath(path: string): path is EditablePath {
  return EDITABLE_PAGES.some((page) => page.path === path);
}
