import { createHash } from "node:crypto";

/**
 * Build steps on the prerendered HTML (run by react-router.config.ts `buildEnd`, after prerendering).
 *
 * Hydration after the first paint: React Router ends every page with an inline module script that imports the route
 * modules and starts hydration, and it preloads all of them (`<link rel="modulepreload">`). On a slow phone those
 * ~150 KB download alongside the stylesheet and hold back the first paint, although the prerendered HTML needs no
 * script to show. So the build removes the preloads and turns the inline module script into an inert data block that
 * `hydrate-after-paint.js` (loaded from the site's own origin) runs once the page has painted. The data block keeps
 * its text, which React compares during hydration. With no page-specific script left to execute, the remaining inline
 * scripts are the same on every page, so the Content-Security-Policy in firebase.json can list their hashes.
 */

/** The type that makes React Router's module script a data block (not executed, so outside the CSP). */
export const BOOT_DATA_TYPE = "text/x-react-router-boot";

const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** The statements of React Router's module script, as hydrate-after-paint.js reads them. */
const ROUTER_SCRIPT_SHAPE =
  /^\s*import "[^"]+";\s*(?:import \* as route\d+ from "[^"]+";\s*)+window\.__reactRouterRouteModules = \{(?:"[^"]+":route\d+,?)+\};\s*import\("[^"]+"\);\s*$/;

/**
 * Rewrites one prerendered page for hydration after the first paint (see above); `bootUrl` is the script's path.
 * With `immediately` (the 404 page and React Router's SPA fallback, which Hosting no longer serves) the
 * preloads stay and hydration starts as soon as the script runs.
 */
export function deferHydration(html: string, bootUrl: string, { immediately = false } = {}): string {
  const scripts = [...html.matchAll(ROUTER_MODULE_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`expected one React Router module script, found ${scripts.length}`);
  const [script, source] = scripts[0]!;
  if (!ROUTER_SCRIPT_SHAPE.test(source!)) {
    throw new Error(`React Router's module script changed shape; update hydrate-after-paint.js:\n${source}`);
  }
  const start = immediately ? ' data-start="immediately"' : "";
  return (immediately ? html : html.replace(MODULE_PRELOAD, "")).replace(
    script,
    `<script type="${BOOT_DATA_TYPE}"${start}>${source}</script><script type="module" src="${bootUrl}"></script>`,
  );
}

const FORM_FIELD = /<(input|textarea|select)\b/;
const FORM = /<form\b[^>]*>([\s\S]*?)<\/form>/g;

/**
 * Fails the build if a page's HTML has a form field that a visitor could type into before React has hydrated it:
 * React resets the controlled fields it hydrates, so what was typed would be lost. Every field must sit in a form
 * whose fields start disabled (web/app/components/LeadForm/LeadForm.tsx).
 */
export function assertFieldsWaitForReact(html: string, page: string): void {
  const guarded = [...html.matchAll(FORM)]
    .filter(([, body]) => body!.trimStart().startsWith("<fieldset") && /^<fieldset[^>]*\sdisabled=""/.test(body!))
    .reduce((rest, [form]) => rest.replace(form, ""), html);
  if (FORM_FIELD.test(guarded)) {
    throw new Error(`${page}: a form field is enabled before hydration; wrap its form's fields like LeadForm does`);
  }
}

/** The executable inline scripts of a page: no `src`, and a JavaScript type (JSON-LD and data blocks do not run). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => {
      if (/\ssrc=/.test(attributes)) return false;
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
      return (
        type === undefined || type === "" || type === "module" || /^(text|application)\/(java|ecma)script$/.test(type)
      );
    })
    .map(([, , body]) => body!);
}

/** A CSP source expression for a script's text: `'sha256-…'`. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;
}

/** The `script-src` sources of a Content-Security-Policy value. */
export function scriptSources(policy: string): string[] {
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "script-src");
  return directive?.slice(1) ?? [];
}

/** A content-hashed file name for a static asset, like Vite's: `hydrate-after-paint-3f2a9c1b.js`. */
export function hashedName(base: string, extension: string, content: string): string {
  return `${base}-${createHash("sha256").update(content).digest("hex").slice(0, 8)}.${extension}`;
}
