import { applicationDefault } from "firebase-admin/app";
import { HttpsError } from "firebase-functions/https";
import { liveAdminDeps } from "../platform/adminCallable";
import { underLocalEmulators } from "../platform/localEmulators";
import type { ContentDeps, PageRenderer } from "./deps";
import { HOSTING_API_ORIGIN, releaseFiles, type HostingTarget } from "./hostingRelease";
import { SITE_CONTENT_MODEL } from "./model";
import { loadRenderKit } from "./renderKit";

/**
 * Where releases go. Deployed: the Firebase Hosting API itself, with the function's service account's token (its
 * only Hosting role: Firebase Hosting Admin, docs/content.md) and the project's default site (`HOSTING_SITE` names
 * another). Under the local emulators only, `HOSTING_API_ORIGIN` points at the stand-in (scripts/hosting-local), which
 * takes any bearer token: a deployed function never sends its token anywhere but Google's API.
 */
export function hostingTarget(env: NodeJS.ProcessEnv = process.env): HostingTarget {
  const site = env.HOSTING_SITE?.trim() || env.GCLOUD_PROJECT;
  if (!site) throw new HttpsError("failed-precondition", "The Hosting site is not configured (HOSTING_SITE).");
  if (underLocalEmulators(env)) {
    const apiOrigin = env.HOSTING_API_ORIGIN;
    if (!apiOrigin)
      throw new HttpsError("failed-precondition", "HOSTING_API_ORIGIN must name the local Hosting stand-in.");
    return { apiOrigin, site, accessToken: async () => "owner" };
  }
  return {
    apiOrigin: HOSTING_API_ORIGIN,
    site,
    accessToken: async () => (await applicationDefault().getAccessToken()).access_token,
  };
}

let renderer: Promise<PageRenderer> | undefined;

export function liveContentDeps(): ContentDeps {
  return {
    ...liveAdminDeps(),
    now: () => new Date(),
    model: SITE_CONTENT_MODEL,
    renderer: () =>
      (renderer ??= loadRenderKit().catch((error: unknown) => {
        renderer = undefined;
        throw error;
      })),
    release: (files, message) => releaseFiles(hostingTarget(), files, message),
  };
}
