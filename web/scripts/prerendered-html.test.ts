import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  assertFieldsWaitForReact,
  BOOT_DATA_TYPE,
  deferHydration,
  hashedName,
  inlineScripts,
  scriptHash,
  scriptSources,
} from "./prerendered-html";

/** The shape of a page React Router prerenders (trimmed). */
const routerScript = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about.page-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about.page":route1};

import("/assets/entry.client-4.js");`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-5.css"/></head><body><main>About</main>',
  "<script>window.__reactRouterContext = {};</script>",
  `<script type="module" async="">${routerScript}</script>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(page, "/assets/hydrate-after-paint-abc.js");

  it("drops the module preloads and keeps the stylesheet", () => {
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-5.css"/>');
  });

  it("keeps React Router's script text (React compares it while hydrating) as an inert data block", () => {
    expect(html).toContain(`<script type="${BOOT_DATA_TYPE}">${routerScript}</script>`);
    expect(html).not.toContain('<script type="module" async="">');
  });

  it("loads the hydration script from the site's own origin right after the data block", () => {
    expect(html).toContain(
      `${routerScript}</script><script type="module" src="/assets/hydrate-after-paint-abc.js"></script>`,
    );
  });

  it("keeps the preloads and marks the page for an immediate start when asked", () => {
    const now = deferHydration(page, "/boot.js", { immediately: true });
    expect(now).toContain('<link rel="modulepreload" href="/assets/root-2.js"/>');
    expect(now).toContain(`<script type="${BOOT_DATA_TYPE}" data-start="immediately">${routerScript}</script>`);
  });

  it("refuses a page whose React Router script it does not recognise", () => {
    expect(() => deferHydration(page.replace("import(", "load("), "/boot.js")).toThrow(/changed shape/);
    expect(() => deferHydration("<html></html>", "/boot.js")).toThrow(/found 0/);
  });
});

describe("assertFieldsWaitForReact", () => {
  const withMain = (main: string) => page.replace("<main>About</main>", `<main>${main}</main>`);

  it("accepts a page without fields, and fields in a form whose fieldset starts disabled", () => {
    expect(() => assertFieldsWaitForReact(page, "about")).not.toThrow();
    const guarded =
      '<form novalidate=""><fieldset disabled="" class="f"><input name="email"/><textarea></textarea></fieldset></form>';
    expect(() => assertFieldsWaitForReact(withMain(guarded), "contact")).not.toThrow();
  });

  it("fails the build for a field a visitor could type into before hydration", () => {
    for (const main of [
      '<input name="q"/>',
      '<form><fieldset class="f"><input name="email"/></fieldset></form>',
      '<form><fieldset disabled=""><input/></fieldset></form><select></select>',
      '<form><textarea></textarea><fieldset disabled=""></fieldset></form>',
    ]) {
      expect(() => assertFieldsWaitForReact(withMain(main), "contact"), main).toThrow(
        /contact: a form field is enabled/,
      );
    }
  });
});

describe("inlineScripts", () => {
  it("lists the scripts that run inline, not data blocks, JSON-LD or scripts with a src", () => {
    const html = deferHydration(page, "/boot.js").replace(
      "</body>",
      '<script type="text/javascript">a()</script></body>',
    );
    expect(inlineScripts(html)).toEqual(["window.__reactRouterContext = {};", "a()"]);
    expect(inlineScripts(page)).toEqual(["window.__reactRouterContext = {};", routerScript]);
  });
});

describe("CSP helpers", () => {
  it("hashes a script the way browsers check it", () => {
    const digest = createHash("sha256").update("alert(1)").digest("base64");
    expect(scriptHash("alert(1)")).toBe(`'sha256-${digest}'`);
  });

  it("reads the script-src sources of a policy", () => {
    expect(scriptSources("default-src 'self'; script-src 'self' 'sha256-x'; img-src 'self'")).toEqual([
      "'self'",
      "'sha256-x'",
    ]);
    expect(scriptSources("default-src 'self'")).toEqual([]);
  });

  it("names an asset after its content", () => {
    expect(hashedName("boot", "js", "a")).toMatch(/^boot-[0-9a-f]{8}\.js$/);
    expect(hashedName("boot", "js", "a")).not.toBe(hashedName("boot", "js", "b"));
  });
});
