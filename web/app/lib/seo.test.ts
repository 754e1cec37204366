import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { pages } from "../pages";
import {
  absoluteUrl,
  courseJsonLd,
  documentTitle,
  eventJsonLd,
  organizationJsonLd,
  pageMeta,
  shareImage,
  withStructuredData,
} from "./seo";

const tags = (meta: MetaDescriptor[]) => meta as Record<string, unknown>[];
const content = (meta: MetaDescriptor[], key: "name" | "property", value: string) =>
  tags(meta).find((tag) => tag[key] === value)?.content as string | undefined;
const canonical = (meta: MetaDescriptor[]) =>
  tags(meta).find((tag) => tag.tagName === "link" && tag.rel === "canonical")?.href as string | undefined;
const jsonLd = (meta: MetaDescriptor[]) =>
  tags(meta)
    .filter((tag) => "script:ld+json" in tag)
    .map((tag) => tag["script:ld+json"]);
const titleOf = (meta: MetaDescriptor[]) => tags(meta).find((tag) => "title" in tag)?.title;

describe("pageMeta", () => {
  const publicPages = pages.filter((page) => !page.noindex);

  it.each(publicPages.map((page) => [page.path, page] as const))(
    "%s: title, description, canonical URL, Open Graph and Twitter card, Organization JSON-LD, indexable",
    (path, page) => {
      const meta = pageMeta(path);
      const url = `${site.origin}${path === "/" ? "/" : path}`;
      expect(titleOf(meta)).toBe(documentTitle(page));
      expect(content(meta, "name", "description")).toBe(page.description);
      expect(canonical(meta)).toBe(url);
      expect(content(meta, "property", "og:url")).toBe(url);
      expect(content(meta, "property", "og:title")).toBe(documentTitle(page));
      expect(content(meta, "property", "og:description")).toBe(page.description);
      expect(content(meta, "property", "og:image")).toBe(`${site.origin}/og-image.png`);
      expect(content(meta, "property", "og:image:width")).toBe("1200");
      expect(content(meta, "property", "og:image:height")).toBe("630");
      expect(content(meta, "name", "twitter:card")).toBe("summary_large_image");
      expect(content(meta, "name", "twitter:image")).toBe(`${site.origin}/og-image.png`);
      expect(content(meta, "name", "robots")).toBeUndefined();
      expect(jsonLd(meta)).toEqual([organizationJsonLd()]);
    },
  );

  it("gives every public page its own title and description", () => {
    const titles = publicPages.map((page) => titleOf(pageMeta(page.path)));
    const descriptions = publicPages.map((page) => content(pageMeta(page.path), "name", "description"));
    expect(new Set(titles).size).toBe(publicPages.length);
    expect(new Set(descriptions).size).toBe(publicPages.length);
  });

  it("puts the company first on the home page and last elsewhere", () => {
    expect(titleOf(pageMeta("/"))).toMatch(new RegExp(`^${site.name} \\| `));
    expect(titleOf(pageMeta(paths.about))).toMatch(new RegExp(` \\| ${site.name}$`));
  });

  it.each([paths.auth, paths.dashboard, paths.checkoutSuccess])(
    "keeps the noindex page %s out of search results",
    (path) => {
      expect(content(pageMeta(path), "name", "robots")).toBe("noindex");
    },
  );

  it("answers an unknown path with the noindex 404 title and nothing to share", () => {
    const meta = pageMeta("/no-such-page");
    expect(titleOf(meta)).toBe(`Page not found | ${site.name}`);
    expect(content(meta, "name", "robots")).toBe("noindex");
    expect(canonical(meta)).toBeUndefined();
  });

  it("treats a trailing slash as the same page", () => {
    expect(canonical(pageMeta(`${paths.about}/`))).toBe(`${site.origin}${paths.about}`);
  });
});

describe("structured data", () => {
  it("describes the company with its contact details and profiles", () => {
    expect(organizationJsonLd()).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: `${site.origin}/`,
      logo: `${site.origin}/logo.png`,
      email: site.email,
      telephone: "+12085550142",
      sameAs: site.social.map((profile) => profile.href),
    });
  });

  it("describes a programme as a Course offered by the company", () => {
    const course = courseJsonLd({
      path: paths.talkToAi,
      title: "Talk to AI",
      description: "A first workshop.",
      level: "Foundation",
      duration: "1.5-2 hours",
      format: "Interactive workshop",
    });
    expect(course).toMatchObject({
      "@type": "Course",
      name: "Talk to AI",
      description: "A first workshop.",
      url: `${site.origin}${paths.talkToAi}`,
      provider: { "@type": "Organization", "@id": organizationJsonLd()["@id"], name: site.name },
      educationalLevel: "Foundation",
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "Interactive workshop",
        courseWorkload: "1.5-2 hours",
      },
    });
  });

  it("describes an event framework as an event series in Idaho organised by the company", () => {
    const event = eventJsonLd({
      title: "Idaho AI Week",
      description: "A week of events.",
      url: "https://aiweek.example",
    });
    expect(event).toMatchObject({
      "@type": "EventSeries",
      name: "Idaho AI Week",
      url: "https://aiweek.example",
      location: { "@type": "Place", address: { addressRegion: "ID", addressCountry: "US" } },
      organizer: { "@id": organizationJsonLd()["@id"] },
    });
  });

  it("adds a route's structured data after the root's head tags", () => {
    const rootMeta = pageMeta(paths.events);
    const extra = { "@type": "Thing" };
    const meta = withStructuredData([{ id: "root", meta: rootMeta }, { id: "routes/events.page" }], extra);
    expect(meta).toEqual([...rootMeta, { "script:ld+json": extra }]);
  });

  it("serialises safely inside a script element", () => {
    expect(JSON.stringify(organizationJsonLd())).not.toMatch(/<\/script/i);
    expect(absoluteUrl(shareImage.path)).toBe(`${site.origin}/og-image.png`);
  });
});
