import { readFile, readdir, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { site } from "../app/config/site";
import { robotsTxt, sitemapXml } from "../app/lib/sitemap";
import { NOT_FOUND_PRERENDER_PATH, pages } from "../app/pages";
import {
  assertFieldsWaitForReact,
  deferHydration,
  hashedName,
  inlineScripts,
  scriptHash,
  scriptSources,
} from "./prerendered-html";

const FIREBASE_JSON = new URL("../../firebase.json", import.meta.url);
const BOOT_SCRIPT = new URL("./hydrate-after-paint.js", import.meta.url);

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The Content-Security-Policy that firebase.json sends with every page. */
export async function hostingPolicy(): Promise<string> {
  const config = JSON.parse(await readFile(FIREBASE_JSON, "utf8")) as {
    hosting: { headers: { source?: string; headers: { key: string; value: string }[] }[] };
  };
  const policy = config.hosting.headers
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === "Content-Security-Policy")?.value;
  if (!policy) throw new Error("firebase.json sends no Content-Security-Policy");
  return policy;
}

/**
 * After prerendering (react-router.config.ts `buildEnd`): writes sitemap.xml, robots.txt and build/pages.json from the
 * page registry, moves hydration after the first paint (prerendered-html.ts), and fails the build if a page runs an
 * inline script whose hash the Content-Security-Policy in firebase.json does not list (say, after a React or React
 * Router upgrade).
 */
export async function finishBuild(clientDir: string): Promise<void> {
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(pages, site.origin));
  // For `npm run bench:web` (outside the served folder): every page, which are marketing pages (their first-load
  // JavaScript has a budget of its own), which are built with Mantine (checkout, staff; docs/decisions/0005), and which
  // are `noindex` (their SEO score may stay below 100) or staff pages (their own budgets).
  const kinds = pages.map((page) => ({
    path: page.path,
    marketing: !page.mantine,
    noindex: Boolean(page.noindex),
    staff: Boolean(page.staff),
  }));
  await writeFile(join(clientDir, "..", "pages.json"), `${JSON.stringify(kinds, null, 2)}\n`);
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(pages, site.origin));

  const boot = await readFile(BOOT_SCRIPT, "utf8");
  const bootName = hashedName("hydrate-after-paint", "js", boot);
  await writeFile(join(clientDir, "assets", bootName), boot);

  const allowed = new Set(scriptSources(await hostingPolicy()));
  const missing = new Map<string, string>();
  for (const file of await htmlFiles(clientDir)) {
    const page = relative(clientDir, file);
    // The 404 page (and React Router's SPA fallback, which Hosting no longer serves) start at once.
    const immediately =
      page === "__spa-fallback.html" || page === join(NOT_FOUND_PRERENDER_PATH.slice(1), "index.html");
    const prerendered = await readFile(file, "utf8");
    assertFieldsWaitForReact(prerendered, page);
    const html = deferHydration(prerendered, `/assets/${bootName}`, { immediately });
    await writeFile(file, html);
    for (const source of inlineScripts(html)) {
      const hash = scriptHash(source);
      if (!allowed.has(hash)) missing.set(hash, `${page}: ${source.slice(0, 80)}…`);
    }
  }
  if (missing.size) {
    const list = [...missing].map(([hash, where]) => `  ${hash}  (${where})`).join("\n");
    throw new Error(
      `These inline scripts are not allowed by the Content-Security-Policy in firebase.json; add their hashes to ` +
        `script-src (and check why they changed):\n${list}`,
    );
  }
}
