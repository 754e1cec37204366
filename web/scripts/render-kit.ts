/**
 * The render kit (docs/content.md): publishing re-renders a content page with the build's own prerender, so a
 * published page has the same head (title, description, canonical, Open Graph, JSON-LD), the same stylesheets and
 * scripts and the same inline scripts (so the same CSP hashes) as the build would give it for the same data.
 *
 * `npm run build` writes it to `web/build/render/`: `index.js` (this file, bundled: a plain ES module, no Vite runtime)
 * and `server/` (React Router's server build, which the build itself prerenders with and then removes; copied by the
 * `renderKit` plugin, web/scripts/render-kit-plugin.ts). It imports `react`, `react-dom`, `react-router` and the
 * other packages the server build names from `node_modules`, like the prerender does.
 *
 *   const kit = await import("<repo>/web/build/render/index.js");
 *   const html = await kit.renderPage("/about", data); // the whole file for about/index.html
 */
import { type PageData, pageDataSchema } from "../../functions/src/domain/pages/sections";
import { EDITABLE_PAGES, isEditablePath } from "../../functions/src/domain/pages/registry";
import { DEFAULT_PAGES } from "../../functions/src/domain/pages/defaults";
import { site } from "../app/config/site";
import { withPageData } from "../app/lib/pageData";
import { sitemapXml as registrySitemap } from "../app/lib/sitemap";
import { pages } from "../app/pages";
import * as v from "valibot";
import { createRequestHandler, type ServerBuild } from "react-router";
import firebaseJson from "../../firebase.json";
import boot from "./hydrate-after-paint.js?raw";
import {
  assertFieldsWaitForReact,
  deferHydration,
  hashedName,
  inlineScripts,
  scriptHash,
  scriptSources,
} from "./prerendered-html";

export type { PageData };
export { EDITABLE_PAGES, DEFAULT_PAGES, pageDataSchema };

/** The hydration script's URL, as the build names it (web/scripts/build-end.ts). */
const BOOT_URL = `/assets/${hashedName("hydrate-after-paint", "js", boot)}`;

/** The inline scripts the deployed Content-Security-Policy allows (firebase.json, as it was when the kit was built). */
const ALLOWED_SCRIPTS = new Set(
  scriptSources(
    firebaseJson.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === "Content-Security-Policy")?.value ?? "",
  ),
);

let handler: Promise<(request: Request) => Promise<Response>> | undefined;

function serverHandler() {
  handler ??= import(/* @vite-ignore */ new URL("./server/index.js", import.meta.url).href).then((build) =>
    createRequestHandler(build as ServerBuild, "production"),
  );
  return handler;
}

/** Why `data` cannot be published at `path`, or an empty list when it can. */
export function pageProblems(path: string, data: unknown): string[] {
  if (!isEditablePath(path)) return [`${path} is not a content page`];
  const result = v.safeParse(pageDataSchema, data);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? "page"}: ${issue.message}`);
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The complete HTML file of the content page at `path` rendered with `data`: byte for byte what the build prerenders
 * for that data (the data validated first; the page's inline scripts checked against the CSP's hashes).
 */
export function renderPage(path: string, data: PageData): Promise<string> {
  const problems = pageProblems(path, data);
  if (problems.length) return Promise.reject(new Error(`cannot render ${path}: ${problems.join("; ")}`));
  // One page at a time: the page's data reaches the prerender through one global slot (web/app/lib/pageData.ts).
  const rendered = queue.then(() => render(path, data));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render(path: string, data: PageData): Promise<string> {
  const handle = await serverHandler();
  // As React Router's prerender asks for it: http://localhost/about/ (react-router/dev, prerenderRoute).
  const request = new Request(`http://localhost${path === "/" ? "/" : `${path}/`}`);
  // The whole body is read while the data is in place: React may still be streaming when the response starts.
  const { status, html } = await withPageData(path, data, async () => {
    const response = await handle(request);
    return { status: response.status, html: await response.text() };
  });
  if (status !== 200) throw new Error(`rendering ${path} answered ${status}:\n${html}`);
  assertFieldsWaitForReact(html, path);
  const page = deferHydration(html, BOOT_URL);
  const refused = inlineScripts(page).filter((source) => !ALLOWED_SCRIPTS.has(scriptHash(source)));
  if (refused.length) throw new Error(`${path} would run inline scripts the Content-Security-Policy refuses`);
  return page;
}

/**
 * sitemap.xml as the build writes it (every page of the registry that is not `noindex`), with each page's `lastmod`
 * from `lastmod` (path → YYYY-MM-DD or a W3C date-time), e.g. the day its current version was published.
 */
export function sitemapXml(lastmod: Record<string, string> = {}): string {
  return registrySitemap(pages, site.origin, lastmod);
}
