import { paths } from "../app/config/paths";

/**
 * Headings each public page must show, checked by the route smoke test on the production build. Add an entry
 * when a page is added to the registry: the smoke test fails for a registered public page without one.
 */
export const pageHeadings: Record<string, string[]> = {
  [paths.home]: [
    "Local AI Coaches who help every community put AI to work",
    "Get certified to lead AI learning in your community",
    "Software that runs AI programs at statewide scale",
    "License competitions that get students and workers building with AI",
    "Bring your state together around AI",
    "Ready to bring AI education to your community?",
  ],
};
