import type { PageEntry } from "../pages";

type Page = Pick<PageEntry, "path" | "prerender">;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** sitemap.xml: every prerendered (public) page of the registry and nothing else, as absolute URLs. */
export function sitemapXml(pages: readonly Page[], origin: string): string {
  const urls = pages
    .filter((page) => page.prerender)
    .map((page) => `  <url><loc>${escapeXml(new URL(page.path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled except the client-only pages (sign-in, dashboard); points at the sitemap. */
export function robotsTxt(pages: readonly Page[], origin: string): string {
  const disallowed = pages.filter((page) => !page.prerender).map((page) => `Disallow: ${page.path}`);
  return ["User-agent: *", "Allow: /", ...disallowed, "", `Sitemap: ${new URL("/sitemap.xml", origin).href}`, ""].join(
    "\n",
  );
}
