import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { site } from "../config/site";
import { pages } from "../pages";
import { robotsTxt, sitemapXml } from "./sitemap";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe("sitemapXml", () => {
  it("lists every indexable page of the registry as an absolute URL, and nothing else", () => {
    const xml = sitemapXml(pages, site.origin);
    const expected = pages.filter((page) => !page.noindex).map((page) => new URL(page.path, site.origin).href);
    expect(locs(xml)).toEqual(expected);
    expect(locs(xml)).toContain(`${site.origin}/`);
    expect(locs(xml)).toContain(`${site.origin}${paths.talkToAi}`);
  });

  it.each([paths.auth, paths.dashboard, paths.checkoutSuccess])("leaves out the noindex page %s", (path) => {
    expect(locs(sitemapXml(pages, site.origin))).not.toContain(`${site.origin}${path}`);
  });

  it("is a valid urlset document with escaped addresses", () => {
    const xml = sitemapXml(
      [{ path: "/a&b" }, { path: "/hidden", noindex: true }, { path: "/staff", noindex: true, staff: true }],
      "https://example.org",
    );
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "  <url><loc>https://example.org/a&amp;b</loc></url>\n</urlset>\n",
    );
    const document = new DOMParser().parseFromString(sitemapXml(pages, site.origin), "application/xml");
    expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(document.getElementsByTagName("url")).toHaveLength(pages.filter((page) => !page.noindex).length);
  });
});

describe("robotsTxt", () => {
  it("allows everything but the staff pages and names the sitemap", () => {
    expect(robotsTxt(pages, site.origin)).toBe(
      `User-agent: *\nAllow: /\nDisallow: ${paths.auth}\nDisallow: ${paths.dashboard}\nDisallow: ${paths.join}\n\nSitemap: ${site.origin}/sitemap.xml\n`,
    );
  });
});
