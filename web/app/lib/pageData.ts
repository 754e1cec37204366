import type { PageData } from "@domain/pages/sections";
import { DEFAULT_PAGES } from "@domain/pages/defaults";

/*
 * Where a page's content comes from (docs/content.md). The prerender (the build's and the render kit's, which are the
 * same server build) renders a page from its published data, or from its default data in the domain when none is
 * given, and writes that data into the page as a JSON data block (`<script type="application/json" id="page-data">`,
 * never executed, so outside the Content-Security-Policy and identical in nothing but its text). In the browser the
 * page hydrates from that block, so a page published after the build hydrates to its own copy, not to the build's;
 * the production bundle carries no copy at all (`import.meta.env.SSR` drops the defaults from it).
 */

export const PAGE_DATA_ID = "page-data";

/** Where the render kit puts the data it renders a page with (web/scripts/render-kit.ts, same process). */
const OVERRIDE = Symbol.for("ai-coach-site.render-kit.page");

interface Override {
  path: string;
  data: PageData;
}

type WithOverride = typeof globalThis & { [OVERRIDE]?: Override };

/** Renders `path` with `data` during `render` (the render kit; one page at a time). */
export async function withPageData<T>(path: string, data: PageData, render: () => Promise<T>): Promise<T> {
  const global = globalThis as WithOverride;
  if (global[OVERRIDE]) throw new Error("the render kit renders one page at a time");
  global[OVERRIDE] = { path, data };
  try {
    return await render();
  } finally {
    delete global[OVERRIDE];
  }
}

/** The page's data block as the prerender writes it: JSON with `<` escaped, so it never ends its script element. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function fromDocument(path: string): PageData | undefined {
  if (typeof document === "undefined") return undefined;
  const block = document.getElementById(PAGE_DATA_ID);
  if (!block || block.dataset.path !== path) return undefined;
  return JSON.parse(block.textContent ?? "") as PageData;
}

let cached: { path: string; data: PageData } | undefined;

/**
 * The content of the page at `path`: while prerendering, the published data the render kit passes or the default;
 * in the browser, the data block of the page the browser loaded (read once). Outside a production build (tests, the
 * dev server) a page without a block shows its default. Undefined in the browser when the document is another page's:
 * the app reached this page without loading it (links to content pages load them as documents, `isContentPage`; the
 * back button may not), and the page loads it.
 */
export function pageDataFor(path: string): PageData | undefined {
  if (import.meta.env.SSR) {
    const override = (globalThis as WithOverride)[OVERRIDE];
    if (override && override.path === path) return override.data;
    return defaultPageData(path);
  }
  if (!import.meta.env.PROD) return fromDocument(path) ?? defaultPageData(path);
  // In the browser the page renders from its block on every render; parsed once.
  if (cached?.path === path) return cached.data;
  const data = fromDocument(path);
  if (data) cached = { path, data };
  return data;
}

function defaultPageData(path: string): PageData {
  const data = (DEFAULT_PAGES as Record<string, PageData | undefined>)[path];
  if (!data) throw new Error(`${path} is not a content page (functions/src/domain/pages/registry.ts)`);
  return data;
}
