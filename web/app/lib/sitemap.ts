import type { PageEntry } from "../pages";

type Page = Pick<PageEntry, "path" | "noindex" | "staff">;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/**
 * sitemap.xml: the pages of the registry worth finding, as absolute URLs; nothing marked `noindex` (sign-in, the
 * dashboard, the payment confirmation).
 */
export function sitemapXml(pages: readonly Page[], origin: string): string {
  const urls = pages
    .filter((page) => !page.noindex)
    .map((page) => `  <url><loc>${escapeXml(new URL(page.path, origin).href)}</loc></url>`);
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
