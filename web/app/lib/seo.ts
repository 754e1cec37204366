import type { MetaDescriptor } from "react-router";
import { site } from "../config/site";
import type { PageData } from "@domain/pages/sections";
import { findPage, type PageEntry } from "../pages";

/** The share image (Open Graph and Twitter card), rendered from web/scripts/og-image/og-image.html. */
export const shareImage = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

const ORGANIZATION_ID = `${site.origin}/#organization`;

/** The absolute address of a site path, as search engines and link previews should see it. */
export function absoluteUrl(path: string): string {
  return new URL(path, site.origin).href;
}

/** "Page title | Company", with the company first on the home page. */
export function documentTitle(page: Pick<PageEntry, "path" | "title">): string {
  return page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
}

type JsonLd = Record<string, unknown>;

/** The company, on every page; other structured data points at it by `@id`. */
export function organizationJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": ORGANIZATION_ID,
    name: site.name,
    legalName: site.legalName,
    slogan: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/logo.png"),
    image: absoluteUrl(shareImage.path),
    email: site.email,
    telephone: site.phoneHref.replace(/^tel:/, ""),
    address: { "@type": "PostalAddress", addressLocality: "Rexburg", addressRegion: "ID", addressCountry: "US" },
    areaServed: { "@type": "State", name: "Idaho" },
    sameAs: site.social.map((profile) => profile.href),
  };
}

const provider = { "@type": "Organization", "@id": ORGANIZATION_ID, name: site.name, url: absoluteUrl("/") };

/** What a programme page tells search engines about its course. */
export interface CourseFacts {
  path: string;
  title: string;
  description: string;
  level: string;
  duration: string;
  format: string;
}

/** A programme of the Training Pathway as a schema.org Course offered by the company. */
export function courseJsonLd(program: CourseFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: program.title,
    description: program.description,
    url: absoluteUrl(program.path),
    provider,
    educationalLevel: program.level,
    inLanguage: "en-US",
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: program.format,
      courseWorkload: program.duration,
      location: {
        "@type": "Place",
        name: "Idaho",
        address: { "@type": "PostalAddress", addressRegion: "ID", addressCountry: "US" },
      },
    },
  };
}

/** What the events page tells search engines about one of its event frameworks. */
export interface EventFacts {
  title: string;
  description: string;
  url: string;
}

/**
 * A statewide event framework as a schema.org EventSeries (a kind of Event): the frameworks recur and have no single
 * date, and a plain Event without `startDate` is an error for search engines, while a series needs none.
 */
export function eventJsonLd(event: EventFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "EventSeries",
    name: event.title,
    description: event.description,
    url: event.url,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: "Idaho",
      address: { "@type": "PostalAddress", addressRegion: "ID", addressCountry: "US" },
    },
    organizer: provider,
  };
}

/**
 * Everything in the document head that the page registry decides: title, description, canonical URL, Open Graph and
 * Twitter card, robots and the Organization JSON-LD. Pages marked `noindex` (sign-in, dashboard, the payment
 * confirmation) and unknown paths are kept out of search results.
 */
export function pageMeta(pathname: string): MetaDescriptor[] {
  const page = findPage(pathname);
  if (!page) return [{ title: `Page not found | ${site.name}` }, { name: "robots", content: "noindex" }];

  const title = documentTitle(page);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(shareImage.path);
  return [
    { title },
    { name: "description", content: page.description },
    ...(page.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: shareImage.alt },
    { "script:ld+json": organizationJsonLd() },
  ];
}

/**
 * A route's `meta`: the root's head tags plus the route's own structured data. (A route that exports `meta` replaces
 * its parent's tags, so it passes them on here.)
 */
export function withStructuredData(
  matches: ReadonlyArray<{ id: string; meta?: MetaDescriptor[] } | undefined>,
  ...items: JsonLd[]
): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root");
  return [...(root?.meta ?? []), ...items.map((item) => ({ "script:ld+json": item }))];
}

/**
 * The structured data a content page's own copy states (docs/content.md), so that it follows what is published: each
 * card of a cards section marked `event-series` as an EventSeries (its title, description and first button's address),
 * and a hero marked `course` as a Course (its title, lead, course level and the facts labelled Duration and Format).
 */
export function contentJsonLd(path: string, data: PageData): JsonLd[] {
  return data.sections.flatMap((section) => {
    if (section.kind === "cards" && section.structuredData === "event-series") {
      return section.items.map((card) =>
        eventJsonLd({ title: card.title, description: card.description ?? "", url: card.actions?.[0]?.to ?? "" }),
      );
    }
    if (section.kind === "hero" && section.structuredData === "course") {
      const fact = (label: string) => section.facts?.find((entry) => entry.label === label)?.value ?? "";
      return [
        courseJsonLd({
          path,
          title: section.title,
          description: section.lead,
          level: section.courseLevel ?? "",
          duration: fact("Duration"),
          format: fact("Format"),
        }),
      ];
    }
    return [];
  });
}
