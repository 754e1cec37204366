import path from "node:path";
import { pathToFileURL } from "node:url";
import { HttpsError } from "firebase-functions/https";
import type { PageRenderer } from "./deps";

/**
 * The build's prerender as a plain ES module (the web build's render kit, docs/content.md): `renderPage(path, page)`
 * answers the complete HTML file of a page for its data, exactly as the build prerenders it (same head, scripts,
 * Content-Security-Policy hashes), and `sitemapXml(lastmods)` the sitemap with each page's `lastmod`. `npm run build`
 * writes it to web/build/render/index.js (web/scripts/render-kit.ts); `CONTENT_RENDER_KIT` names the file (the local
 * stack sets it), else `lib/render-kit/index.js` beside the functions' build.
 */
interface RenderKit {
  renderPage: (path: string, page: unknown) => Promise<string>;
  sitemapXml: (lastmods: Record<string, string>) => string;
}

/**
 * A real `import()`: the functions compile to CommonJS, where TypeScript turns `import()` into `require()`, which
 * cannot load an ES module on Node 20; the render kit is one.
 */
const importModule = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;

export const RENDER_KIT_MISSING_MESSAGE =
  "The site's render kit is not deployed with the functions: build the web app first.";

/** The served file of a page: "/" → "/index.html", "/events" → "/events/index.html" (the build's layout). */
export function htmlFileOf(pagePath: string): string {
  return pagePath === "/" ? "/index.html" : `${pagePath.replace(/\/$/, "")}/index.html`;
}

export async function loadRenderKit(env: NodeJS.ProcessEnv = process.env): Promise<PageRenderer> {
  const file = env.CONTENT_RENDER_KIT ?? path.join(__dirname, "..", "render-kit", "index.js");
  let kit: RenderKit;
  try {
    kit = (await importModule(pathToFileURL(file).href)) as RenderKit;
  } catch (error) {
    throw new HttpsError("failed-precondition", RENDER_KIT_MISSING_MESSAGE, {
      file,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const encoder = new TextEncoder();
  return {
    renderPage: ({ page, data }) => kit.renderPage(page.path, data),
    async releaseFiles(pages, lastmods) {
      const files = await Promise.all(
        pages.map(async ({ page, data }) => ({
          path: htmlFileOf(page.path),
          body: encoder.encode(await kit.renderPage(page.path, data)),
        })),
      );
      const dates = Object.fromEntries([...lastmods].map(([at, date]) => [at, date.toISOString().slice(0, 10)]));
      return [...files, { path: "/sitemap.xml", body: encoder.encode(kit.sitemapXml(dates)) }];
    },
  };
}
