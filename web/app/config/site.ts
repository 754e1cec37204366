// A relative path, not "@domain/company": react-router.config.ts loads this file (through the page registry) without
// Vite's aliases.
import { company } from "../../../functions/src/domain/company";

/**
 * Company facts shown across the site. The name and contact block come from the domain (the functions' e-mails show
 * them too); change them there and every page and mail follows.
 */
export const site = {
  ...company,
  shortName: "Idaho AI Coaches",
  tagline: "Training the trainers of the AI economy",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/idaho-ai-coaches" },
    { name: "Facebook", href: "https://www.facebook.com/idahoaicoaches" },
    { name: "YouTube", href: "https://www.youtube.com/@idahoaicoaches" },
    { name: "Instagram", href: "https://www.instagram.com/idahoaicoaches" },
  ],
} as const;

export const mailto = `mailto:${site.email}`;
