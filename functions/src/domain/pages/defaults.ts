import { aboutPage } from "./data/about";
import { becomeAiCoachPage } from "./data/become-ai-coach";
import { competitionsPage } from "./data/competitions";
import { eventsPage } from "./data/events";
import { homePage } from "./data/home";
import { partnerWithUsPage } from "./data/partner-with-us";
import { privacyPolicyPage } from "./data/privacy-policy";
import { productsPage } from "./data/products";
import { termsOfUsePage } from "./data/terms-of-use";
import { solutionsPage } from "./data/solutions";
import { contestPlatformPage, eventDashboardPage, skillsTrackerPage, technologyPage } from "./data/technology";
import {
  buildWithAiPage,
  coachingCertificationPage,
  createWithAiPage,
  innovationCertificationPage,
  talkToAiPage,
  trainingPage,
} from "./data/training/pages";
import type { EditablePath } from "./registry";
import type { PageData } from "./sections";

/**
 * Every content page's default data: the copy the build prerenders, and the editor's starting point before a version
 * is published. Checked against the page schema by defaults.test.ts. Only the prerender (server) imports this module;
 * the browser's bundle carries no copy (web/app/lib/pageData.ts).
 */
export const DEFAULT_PAGES: Record<EditablePath, PageData> = {
  "/": homePage,
  "/about": aboutPage,
  "/products": productsPage,
  "/solutions": solutionsPage,
  "/partner-with-us": partnerWithUsPage,
  "/become-ai-coach": becomeAiCoachPage,
  "/training": trainingPage,
  "/training/talk-to-ai": talkToAiPage,
  "/training/create-with-ai": createWithAiPage,
  "/training/build-with-ai": buildWithAiPage,
  "/training/ai-innovation-certification": innovationCertificationPage,
  "/training/ai-coaching-certification": coachingCertificationPage,
  "/competitions": competitionsPage,
  "/events": eventsPage,
  "/technology": technologyPage,
  "/technology/contest-platform": contestPlatformPage,
  "/technology/ai-skills-tracker": skillsTrackerPage,
  "/technology/event-dashboard": eventDashboardPage,
  "/privacy-policy": privacyPolicyPage,
  "/terms-of-use": termsOfUsePage,
};
