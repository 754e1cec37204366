import { HttpsError } from "firebase-functions/https";
import { defineString } from "firebase-functions/params";
import { company } from "../domain/company";

/** Deploy-time configuration that more than one feature reads (functions/.env.<project>), and the region. */

export { REGION } from "../domain/region";

/**
 * The site's public origin (`https://idahoaicoaches.com`): Checkout's success and cancel addresses and the mails'
 * links are built from it. Configured, never taken from a request header: a caller must not choose where a paid
 * buyer is sent.
 */
export const siteOrigin = defineString("SITE_ORIGIN", {
  description: "Public origin of the website, e.g. https://idahoaicoaches.com (Checkout returns the buyer there)",
});

/** The configured site origin without a trailing slash; refuses anything that is not an http(s) origin. */
export function configuredSiteOrigin(value = siteOrigin.value()): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new HttpsError("failed-precondition", "SITE_ORIGIN is not configured.");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new HttpsError("failed-precondition", "SITE_ORIGIN must be an http(s) origin.");
  }
  return url.origin;
}

/**
 * An http(s) origin from a configuration value (`name` names it in the error), without path or trailing slash.
 * Throws a plain Error: it runs when the functions load, so a bad value stops the deploy with this message.
 */
function configuredOrigin(value: string, name: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`${name}: "${value}" is not an http(s) origin such as https://idahoaicoaches.com.`);
  }
  return url.origin;
}

/**
 * The origins a browser may call the callables from (the `cors` option and the Origin check of `callable`, in
 * platform/callable.ts): the deployed `SITE_ORIGIN` (else the company's `origin`), plus the comma-separated
 * `CORS_EXTRA_ORIGINS` (another domain serving the site; the local stack sets the Hosting emulator's and Vite's).
 * Read from the environment when the functions load (functions/.env.<project>), as `cors` is.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const site = env.SITE_ORIGIN?.trim() ? configuredOrigin(env.SITE_ORIGIN.trim(), "SITE_ORIGIN") : company.origin;
  const extra = (env.CORS_EXTRA_ORIGINS ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => configuredOrigin(value, "CORS_EXTRA_ORIGINS"));
  return [...new Set([site, ...extra])];
}

/**
 * Whether the public callables refuse calls without a valid App Check token: always, unless the deployment says
 * `APP_CHECK_ENFORCED=false` (functions/.env.<project>) — a deliberate exception, as the local stack makes in the
 * functions/.env.local it writes (its browsers carry no attestation). See docs/app-check.md.
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_CHECK_ENFORCED?.trim().toLowerCase() !== "false";
}

/**
 * The site's own host (`idahoaicoaches.com`, `127.0.0.1:5000` locally): a referrer from it is an internal navigation,
 * not a source (domain/source.ts `deriveChannel`). From `SITE_ORIGIN`, else the company's origin.
 */
export function siteHost(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(allowedOrigins(env)[0] ?? company.origin).host;
}
