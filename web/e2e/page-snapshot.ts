import { JSDOM } from "jsdom";

/**
 * What a visitor and a search engine get from one page's served HTML, for comparing the site before and after a
 * change that must not change it (issue 43: pages as data). Asset names and React's markers are left out: they
 * change with every build.
 */
export interface PageSnapshot {
  title: string;
  description: string;
  canonical: string;
  /** `og:*` and `twitter:*` meta tags, by property or name. */
  social: Record<string, string>;
  /** The JSON-LD blocks, parsed. */
  jsonLd: unknown[];
  /** The body's visible text, one entry per text node, whitespace collapsed. */
  text: string[];
  /** Every link in the body: where it goes and its text (or its accessible name). */
  links: { href: string; text: string }[];
}

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

export function snapshotPage(html: string): PageSnapshot {
  const { document } = new JSDOM(html).window;
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? "";
  const social: Record<string, string> = {};
  for (const tag of document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
    social[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] = tag.getAttribute("content") ?? "";
  }
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "null") as unknown,
  );
  // React separates adjacent text with comments (`a<!-- -->b`); a visitor sees one text.
  const comments = document.createTreeWalker(document.body, 128 /* NodeFilter.SHOW_COMMENT */);
  const found: Node[] = [];
  for (let node = comments.nextNode(); node; node = comments.nextNode()) found.push(node);
  for (const node of found) node.parentNode?.removeChild(node);
  document.body.normalize();
  const text: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest("script, style, template, noscript")) continue;
    const value = collapse(node.textContent ?? "");
    if (value) text.push(value);
  }
  const links = [...document.body.querySelectorAll("a[href]")].map((a) => ({
    href: a.getAttribute("href") ?? "",
    text: collapse(a.textContent ?? "") || (a.getAttribute("aria-label") ?? ""),
  }));
  return {
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
    social,
    jsonLd,
    text,
    links,
  };
}
