import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { REGION } from "@domain";
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { paths } from "../app/config/paths";
import { pages } from "../app/pages";

// The hosting configuration in firebase.json, as the Hosting emulator serves the production build: the security
// headers on every response, caching, the 404 page, and a Content-Security-Policy the site itself never violates.
// The emulators serve firebase.json with their own addresses added to connect-src (scripts/hosting-config.mjs).
const EMULATOR_CONNECT_SOURCES = ["http://127.0.0.1:5001", "http://127.0.0.1:9099"];
const deployed = JSON.parse(readFileSync(new URL("../../firebase.json", import.meta.url), "utf8")) as {
  hosting: { headers: { headers: { key: string; value: string }[] }[] };
};
const deployedPolicy =
  deployed.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === "Content-Security-Policy")?.value ??
  "";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const label = response.url();
  const policy = directives(headers["content-security-policy"] ?? "");
  expect(policy["default-src"], label).toEqual(["'self'"]);
  expect(policy["script-src"], label).toContain("'self'");
  expect(policy["script-src"], label).not.toContain("'unsafe-inline'");
  expect(policy["script-src"], label).not.toContain("'unsafe-eval'");
  // The deployed policy's sources, then the emulators' own, and nothing else.
  expect(policy["connect-src"], label).toEqual([
    ...(directives(deployedPolicy)["connect-src"] ?? []),
    ...EMULATOR_CONNECT_SOURCES,
  ]);
  expect(policy["connect-src"], label).toEqual(
    expect.arrayContaining(["'self'", "https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"]),
  );
  expect(policy["img-src"], label).toEqual(["'self'", "data:"]);
  expect(policy["object-src"], label).toEqual(["'none'"]);
  expect(policy["frame-ancestors"], label).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["permissions-policy"], label).toContain("microphone=()");
  expect(headers["permissions-policy"], label).toContain("geolocation=()");
  expect(headers["strict-transport-security"], label).toBe("max-age=63072000; includeSubDomains; preload");
}

test.describe("response headers", () => {
  test("the deployed policy (firebase.json) names no local address and no other project's functions", () => {
    const connect = directives(deployedPolicy)["connect-src"] ?? [];
    expect(connect.filter((source) => /127\.0\.0\.1|localhost|^http:|\*/.test(source))).toEqual([]);
    expect(connect.filter((source) => source.endsWith(".cloudfunctions.net"))).toEqual([
      `https://${REGION}-demo-idaho-ai-coaches.cloudfunctions.net`,
    ]);
  });

  for (const entry of pages) {
    test(`${entry.path} carries the security headers and is revalidated on every visit`, async ({ request }) => {
      const response = await request.get(entry.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      expectSecurityHeaders(response);
      expect(response.headers()["cache-control"]).toBe("no-cache");
    });
  }

  test("hashed assets are cached for a year and carry the security headers", async ({ request }) => {
    const html = await (await request.get(paths.home)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(1);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
      expectSecurityHeaders(response);
    }
  });

  test("an unknown path answers 404 with the 404 page and the same headers", async ({ request }) => {
    const response = await request.get(`/no-such-page-${randomUUID()}`);
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});

/** Collects the page's Content-Security-Policy violations, as events and as console messages. */
async function watchCsp(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return async () => {
    const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    return [...events, ...messages];
  };
}

/** Waits until React Router has hydrated the page (it starts after the first paint) and the network is quiet. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window && "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
}

test.describe("Content-Security-Policy", () => {
  // Every other page is loaded, hydrated and checked for violations by routes.spec.ts (its console check).
  test(`${paths.dashboard} hydrates without a violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(paths.dashboard);
    await hydrated(page);
    expect(await violations()).toEqual([]);
  });

  test("sign-in talks to Firebase Auth without a violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(paths.auth);
    await page.getByLabel(/^Email/).fill(`nobody-${randomUUID()}@example.test`);
    await page.getByLabel(/^Password/).fill("not-the-password-1");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("The email or password is incorrect.")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("the contact form sends through the Functions emulator without a violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(paths.contact);
    await hydrated(page);
    await page.getByLabel(/^Name/).fill("Header Check");
    await page.getByLabel(/^Email/).fill(`e2e-headers-${randomUUID()}@example.test`);
    await page.getByLabel(/^Subject/).fill("Content-Security-Policy check");
    await page.getByLabel(/^Message/).fill("Checking that the site's own requests pass its Content-Security-Policy.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Message sent!" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("checkout starts a Stripe session without a violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(paths.checkoutPatent);
    await hydrated(page);
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Continue with Full Payment" }).click();
    await (await popup).close();
    expect(await violations()).toEqual([]);
  });
});
