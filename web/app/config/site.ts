/** Company facts shown across the site. Change them here and every page follows. */
export const site = {
  name: "Idaho AI Coaches",
  shortName: "Idaho AI Coaches",
  legalName: "Idaho AI Coaches, a DBA of Gem State Learning Ventures LLC",
  tagline: "Training the trainers of the AI economy",
  email: "hello@idahoaicoaches.com",
  phone: "(208) 555-0142",
  phoneHref: "tel:+12085550142",
  city: "Rexburg, Idaho",
  origin: "https://idahoaicoaches.com",
  social: [
    { name: "LinkedIn", href: "https://www.linkedin.com/company/idaho-ai-coaches" },
    { name: "Facebook", href: "https://www.facebook.com/idahoaicoaches" },
    { name: "YouTube", href: "https://www.youtube.com/@idahoaicoaches" },
    { name: "Instagram", href: "https://www.instagram.com/idahoaicoaches" },
  ],
} as const;

export const mailto = `mailto:${site.email}`;

/** External sites linked from the offer pages (they open in a new tab): competition demos and event sites. */
export const externalSites = {
  aiInnovationChallengeDemo: "https://innovation-challenge.idahoaicoaches.com",
  aiScienceFairDemo: "https://science-fair.idahoaicoaches.com",
  aiStartupAcceleratorDemo: "https://accelerator.idahoaicoaches.com",
  aiUpskillingChallengeDemo: "https://upskilling-challenge.idahoaicoaches.com",
  idahoAiWeek: "https://aiweek.idahoaicoaches.com",
  stateAiExpo: "https://expo.idahoaicoaches.com",
  aiEducationWeek: "https://educationweek.idahoaicoaches.com",
} as const;
