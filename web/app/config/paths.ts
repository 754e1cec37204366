// Relative, not @domain: react-router.config.ts and the Vite plugins load this file outside Vite's aliases.
/** Every URL of the site, typed once (the domain's `SITE_PATHS`). Links, the route table, the sitemap and tests read it. */
export { SITE_PATHS as paths } from "../../../functions/src/domain/paths";
