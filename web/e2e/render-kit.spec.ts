import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test, type Page } from "@playwright/test";
import type { PageData } from "../../functions/src/domain/pages/sections";
import { inlineScripts } from "../scripts/prerendered-html";

/**
 * The render kit (web/build/render/index.js, docs/content.md) renders a content page exactly as the build prerenders
 * it, and a page rendered with changed data keeps its copy through hydration, with the site's real headers (its
 * Content-Security-Policy) and no error: the data reaches hydration from the page's JSON block, not from the bundle.
 */
interface RenderKit {
  renderPage(path: string, data: PageData): Promise<string>;
  sitemapXml(lastmod?: Record<string, string>): string;
  DEFAULT_PAGES: Record<string, PageData>;
  EDITABLE_PAGES: readonly { path: string; title: string }[];
}

const BUILD = join(import.meta.dirname, "..", "build");
const loadKit = () => import(pathToFileURL(join(BUILD, "render", "index.js")).href) as Promise<RenderKit>;
const builtFile = (path: string) => join(BUILD, "client", path === "/" ? "" : path, "index.html");

test("renders every content page byte for byte as the build prerendered it", async () => {
  const kit = await loadKit();
  expect(kit.EDITABLE_PAGES.length).toBeGreaterThan(0);
  for (const { path } of kit.EDITABLE_PAGES) {
    const built = await readFile(builtFile(path), "utf8");
    expect(await kit.renderPage(path, kit.DEFAULT_PAGES[path]!), path).toBe(built);
  }
});

test("refuses data that is not a valid page and paths that are not content pages", async () => {
  const kit = await loadKit();
  const about = structuredClone(kit.DEFAULT_PAGES["/about"]!);
  const cta = about.sections.at(-1)!;
  if (cta.kind !== "cta") throw new Error("the about page ends with its call to action");
  cta.actions[0]!.to = "javascript:alert(1)";
  await expect(kit.renderPage("/about", about)).rejects.toThrow(/javascript|link/i);
  await expect(kit.renderPage("/dashboard", kit.DEFAULT_PAGES["/about"]!)).rejects.toThrow(/not a content page/);
});

test("writes each page's lastmod into sitemap.xml", async () => {
  const kit = await loadKit();
  const sitemap = kit.sitemapXml({ "/about": "2026-11-29" });
  expect(sitemap).toContain("<url><loc>https://idahoaicoaches.com/about</loc><lastmod>2026-11-29</lastmod></url>");
  expect(sitemap).toContain("<url><loc>https://idahoaicoaches.com/products</loc></url>");
  expect(() => kit.sitemapXml({ "/about": "yesterday" })).toThrow(/not a date/);
});

/** Console errors, uncaught exceptions and CSP violations (as routes.spec.ts collects them). */
async function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => errors.push(`a script ran: ${dialog.message()}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test("a page published with changed copy keeps it through hydration, with the site's headers and no error", async ({
  page,
}) => {
  const kit = await loadKit();
  const about = structuredClone(kit.DEFAULT_PAGES["/about"]!);
  const hero = about.sections[0]!;
  if (hero.kind !== "hero") throw new Error("a page starts with its hero");
  hero.title = "Published after the build </script><script>alert(1)</script>";
  about.sections.splice(1, 0, {
    kind: "text",
    anchor: "news",
    title: "News from the editor",
    blocks: [
      {
        kind: "paragraph",
        text: [
          { text: "Now " },
          { text: "in bold", bold: true },
          { text: " with " },
          { text: "a link", href: "/contact" },
        ],
      },
    ],
  });
  const html = await kit.renderPage("/about", about);
  // Content never adds or changes an inline script: the same executable inline scripts as the built page.
  const built = await readFile(builtFile("/about"), "utf8");
  expect(inlineScripts(html)).toEqual(inlineScripts(built));

  // Served in place of the built page, with the headers Hosting sends for /about (its CSP included).
  await page.route("**/about", async (route) => {
    const response = await route.fetch();
    expect(response.headers()["content-security-policy"]).toBeTruthy();
    await route.fulfill({ response, body: html });
  });
  const errors = await collectErrors(page);
  await page.goto("/about");
  await page.waitForFunction(() => (window as unknown as { __siteHydrated?: boolean }).__siteHydrated === true);
  await page.waitForLoadState("networkidle");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title);
  await expect(page.getByRole("heading", { level: 2, name: "News from the editor" })).toBeVisible();
  await expect(page.locator("#news strong")).toHaveText("in bold");
  await expect(page.locator("#news").getByRole("link", { name: "a link" })).toHaveAttribute("href", "/contact");
  expect(await errors()).toEqual([]);

  // React owns the page: the header's menu opens (an event handler hydrated onto the published HTML).
  await page.setViewportSize({ width: 1280, height: 900 });
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "AI Training Products" });
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
});

test("a content page reached inside the app loads its own document, so its copy is the published one", async ({
  page,
}) => {
  const errors = await collectErrors(page);
  const hydrated = () =>
    page.waitForFunction(() => (window as unknown as { __siteHydrated?: boolean }).__siteHydrated === true);
  await page.goto("/contact");
  await hydrated();
  // The header's link to a content page loads it as a document (reloadDocument), not as a route change.
  let loaded = page.waitForEvent("load");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
  await loaded;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We train the trainers of the AI economy");
  await hydrated();

  // A navigation by the router itself (code, the back button) finds no data block for the page, and loads it.
  loaded = page.waitForEvent("load");
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate("/solutions"),
  );
  await loaded;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A complete AI education ecosystem for your state");
  await expect(page.locator('script#page-data[data-path="/solutions"]')).toHaveCount(1);
  expect(await errors()).toEqual([]);
});
