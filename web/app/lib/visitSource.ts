import { cleanSource, type Source } from "@domain/source";
import { currentVisit } from "./visit";

/**
 * The `source` a form, booking or checkout call sends: the visit's captured fields (./visit.ts) and the page sent
 * from, each field cleaned with the domain's schema (one that does not fit is dropped, so an odd campaign link never
 * stops a form). The server validates it again and derives the channel itself.
 */
export function visitSource(formPage: string = window.location.pathname): Source {
  const { visit } = currentVisit();
  return cleanSource({
    utmSource: visit.us,
    utmMedium: visit.um,
    utmCampaign: visit.uc,
    utmTerm: visit.ut,
    utmContent: visit.ux,
    referrer: visit.r,
    landingPage: visit.l,
    formPage,
  });
}
