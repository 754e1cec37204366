import type { PageEntry } from "../pages";

type Page = Pick<PageEntry, "path" | "noindex" | "staff">;

/** A W3C datetime as sitemaps take it: a day, or a day and time with its zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * sitemap.xml: the pages of the registry worth finding, as absolute URLs; nothing marked `noindex` (sign-in, the
 * dashboard, the payment confirmation). `lastmod` gives the date a page's content was last published (YYYY-MM-DD or
 * a full W3C date-time; the render kit passes it, web/scripts/render-kit.ts); the build's own sitemap has none.
 */
export function sitemapXml(pages: readonly Page[], origin: string, lastmod: Record<string, string> = {}): string {
  const urls = pages
    .filter((page) => !page.noindex)
    .map((page) => {
      const date = lastmod[page.path];
      if (date !== undefined && !W3C_DATE.test(date)) throw new Error(`lastmod of ${page.path} is not a date: ${date}`);
      const modified = date === undefined ? "" : `<lastmod>${date}</lastmod>`;
      return `  <url><loc>${escapeXml(new URL(page.path, origin).href)}</loc>${modified}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt: everything may be crawled except the staff pages (sign-in, dashboard); points at the sitemap. Other
 * `noindex` pages stay crawlable, so that a crawler reads their `noindex`.
 */
export function robotsTxt(pages: readonly Page[], origin: string): string {
  const disallowed = pages.filter((page) => page.staff).map((page) => `Disallow: ${page.path}`);
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join(
    "\n",
  );
}
