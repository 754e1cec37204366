import { expect, test } from "@playwright/test";
import { paths } from "../app/config/paths";
import { site } from "../app/config/site";
import { documentTitle } from "../app/lib/seo";
import { pages } from "../app/pages";

// What a search engine or a link preview reads from the served HTML, before any script runs.
const publicPages = pages.filter((page) => !page.noindex);

const attribute = (html: string, tag: RegExp, name: string) => {
  const element = html.match(tag)?.[0];
  return element ? new RegExp(`${name}="([^"]*)"`).exec(element)?.[1] : undefined;
};
const decode = (text: string | undefined) =>
  text
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const meta = (html: string, key: string) =>
  decode(attribute(html, new RegExp(`<meta (?:name|property)="${key}"[^>]*>`), "content"));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

test.describe("served HTML for sharing and search", () => {
  for (const entry of publicPages) {
    test(`${entry.path} has its canonical URL, share card and structured data`, async ({ request }) => {
      const html = await (await request.get(entry.path)).text();
      const url = new URL(entry.path, site.origin).href;
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en"/);
      expect(attribute(html, /<link rel="canonical"[^>]*>/, "href")).toBe(url);
      expect(meta(html, "og:url")).toBe(url);
      expect(meta(html, "og:title")).toBe(documentTitle(entry));
      expect(meta(html, "og:description")).toBe(entry.description);
      expect(meta(html, "og:image")).toBe(`${site.origin}/og-image.png`);
      expect(meta(html, "twitter:card")).toBe("summary_large_image");
      expect(html).not.toContain('name="robots"');
      const types = jsonLd(html).map((item) => item["@type"]);
      expect(types).toContain("Organization");
      if (entry.path.startsWith(`${paths.training}/`)) expect(types).toContain("Course");
      if (entry.path === paths.events) expect(types.filter((type) => type === "EventSeries")).toHaveLength(3);
    });
  }

  test("the share image is a 1200×630 PNG", async ({ request }) => {
    const response = await request.get("/og-image.png");
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test("sitemap.xml lists every indexable page and nothing else; robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.sort()).toEqual(publicPages.map((page) => page.path).sort());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
    expect(listed).not.toContain(paths.checkoutSuccess);
    for (const page of pages.filter((page) => page.staff)) expect(robots).toContain(`Disallow: ${page.path}`);
  });

  test.describe("noindex pages stay out of search results", () => {
    for (const entry of pages.filter((page) => page.noindex)) {
      test(entry.path, async ({ request }) => {
        const html = await (await request.get(entry.path)).text();
        expect(meta(html, "robots")).toBe("noindex");
      });
    }
  });
});
