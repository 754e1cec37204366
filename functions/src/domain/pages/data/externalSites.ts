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
