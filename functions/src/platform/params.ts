import { HttpsError } from "firebase-functions/https";
import { defineString } from "firebase-functions/params";

/** Deploy-time configuration that more than one feature reads (functions/.env.<project>), and the region. */

export { REGION } from "../domain/contract";

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
 * Whether the public callables refuse calls without a valid App Check token: only when the deployment sets
 * `APP_CHECK_ENFORCED=true` (functions/.env.<project>), and never under the emulators, whose browsers carry no
 * attestation. See docs/app-check.md.
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_CHECK_ENFORCED === "true" && env.FUNCTIONS_EMULATOR !== "true";
}
