import { withFacts } from "@domain/pages/facts";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageSections } from "../components/sections/PageSections/PageSections";
import { pageDataFor, serializePageData } from "../lib/pageData";
import { contentJsonLd, withStructuredData } from "../lib/seo";
import type { Route } from "./+types/content.page";

const normalized = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The root's head tags, plus the structured data the page's copy states (events, courses). */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const path = normalized(location.pathname);
  return withStructuredData(matches, ...contentJsonLd(path, withFacts(pageDataFor(path) ?? { sections: [] })));
};

/**
 * Every content page (docs/content.md): its sections, by the one renderer, from its data — the published data in its
 * HTML, or its default (functions/src/domain/pages/defaults.ts) when the build prerenders it. The route holds no copy.
 */
export default function ContentPage() {
  const { pathname } = useLocation();
  const path = normalized(pathname);
  const data = pageDataFor(path);
  // Reached inside the app without its document (the back button from a page that is not a content page): load it.
  useEffect(() => {
    if (!data) window.location.reload();
  }, [data]);
  if (!data) return null;
  // The data block keeps the `{{fact}}` placeholders; the sections show the catalog's facts (domain/pages/facts.ts).
  return <PageSections path={path} data={withFacts(data)} serialized={serializePageData(data)} />;
}
