import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";

const gzip = promisify(gzipCallback);

/*
 * Releasing changed files through the Firebase Hosting REST API (v1beta1), as `firebase deploy` does it
 * (firebase-tools src/deploy/hosting/uploader.ts and src/hosting/api.ts), but for a few files: a new version cloned
 * from the live one, `populateFiles` with the changed files' hashes only (SHA-256 of the gzipped bytes), the upload of
 * the hashes Hosting asks for, `versions.patch` to FINALIZED, then `releases.create`. Until the release, nothing the
 * visitors see has changed: a failure at any earlier step leaves the live site as it was. In production the API is
 * https://firebasehosting.googleapis.com with the function's service account's token; locally the stand-in
 * scripts/hosting-local/server.mjs.
 */

export const HOSTING_API_ORIGIN = "https://firebasehosting.googleapis.com";

/** The steps of a release, named in the error a failed one throws. */
export type ReleaseStep = "live" | "clone" | "populateFiles" | "upload" | "finalize" | "release";

export const RELEASE_STEP_LABELS: Record<ReleaseStep, string> = {
  live: "reading the live version",
  clone: "cloning the live version",
  populateFiles: "listing the changed files",
  upload: "uploading the files",
  finalize: "finalizing the version",
  release: "releasing the version",
};

export class HostingReleaseError extends Error {
  constructor(
    readonly step: ReleaseStep,
    readonly detail: string,
  ) {
    super(`Hosting refused the release while ${RELEASE_STEP_LABELS[step]}: ${detail}`);
    this.name = "HostingReleaseError";
  }
}

export interface HostingTarget {
  /** The API's origin, without a path: HOSTING_API_ORIGIN, or the local stand-in's. */
  apiOrigin: string;
  /** The Hosting site id. */
  site: string;
  /** An OAuth 2 access token with the firebase.hosting scope. */
  accessToken: () => Promise<string>;
  fetch?: typeof fetch;
  /** How long a clone may take before the release gives up (default 60 s). */
  cloneTimeoutMs?: number;
  /** Between two polls of the clone's operation (default 250 ms). */
  pollMs?: number;
}

/** A file of the site, by its path in the served folder ("/events.html"), and its bytes as served. */
export interface SiteFile {
  path: string;
  body: Uint8Array;
}

export interface ReleaseResult {
  /** sites/SITE/versions/ID */
  version: string;
  /** sites/SITE/releases/ID */
  release: string;
  /** How many files Hosting asked to be uploaded (a file it already holds is not sent again). */
  uploaded: number;
}

/** A file's content hash as Hosting names it: the SHA-256 of its gzipped bytes, lower-case hex. */
export async function gzippedWithHash(body: Uint8Array): Promise<{ gzipped: Buffer; hash: string }> {
  const gzipped = await gzip(body, { level: 9 });
  return { gzipped, hash: createHash("sha256").update(gzipped).digest("hex") };
}

interface Operation {
  name: string;
  done?: boolean;
  error?: { message?: string };
  response?: { name?: string };
}

/** Releases `files` (replacing what the live version holds at those paths), with `message` on the release. */
export async function releaseFiles(
  target: HostingTarget,
  files: readonly SiteFile[],
  message: string,
): Promise<ReleaseResult> {
  if (files.length === 0) throw new Error("releaseFiles: nothing to release");
  const doFetch = target.fetch ?? fetch;
  const token = await target.accessToken();
  const api = `${target.apiOrigin}/v1beta1`;
  const site = `sites/${encodeURIComponent(target.site)}`;

  async function call<T>(step: ReleaseStep, url: string, init: RequestInit = {}): Promise<T> {
    let answer: Response;
    try {
      answer = await doFetch(url, {
        ...init,
        headers: {
          authorization: `Bearer ${token}`,
          ...(init.body && typeof init.body === "string" ? { "content-type": "application/json" } : {}),
          ...init.headers,
        },
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new HostingReleaseError(step, error instanceof Error ? error.message : String(error));
    }
    const text = await answer.text();
    if (!answer.ok) {
      let detail = `HTTP ${answer.status}`;
      try {
        const parsed = JSON.parse(text) as { error?: { message?: string } };
        if (parsed.error?.message) detail = `${detail}: ${parsed.error.message}`;
      } catch {
        // Not JSON: the status says enough.
      }
      throw new HostingReleaseError(step, detail);
    }
    return (text ? JSON.parse(text) : {}) as T;
  }

  const live = await call<{ release?: { version?: { name?: string } } }>("live", `${api}/${site}/channels/live`);
  const sourceVersion = live.release?.version?.name;
  if (!sourceVersion) throw new HostingReleaseError("live", "the live channel has no released version");

  let operation = await call<Operation>("clone", `${api}/${site}/versions:clone`, {
    method: "POST",
    body: JSON.stringify({ sourceVersion, finalize: false }),
  });
  const deadline = Date.now() + (target.cloneTimeoutMs ?? 60_000);
  while (!operation.done) {
    if (Date.now() > deadline) throw new HostingReleaseError("clone", "the clone did not finish in time");
    await new Promise((resolve) => setTimeout(resolve, target.pollMs ?? 250));
    operation = await call<Operation>("clone", `${api}/${operation.name}`);
  }
  if (operation.error) throw new HostingReleaseError("clone", operation.error.message ?? "the clone failed");
  const version = operation.response?.name;
  if (!version) throw new HostingReleaseError("clone", "the clone named no version");

  const hashed = await Promise.all(
    files.map(async (file) => ({ path: file.path, ...(await gzippedWithHash(file.body)) })),
  );
  const populated = await call<{ uploadUrl?: string; uploadRequiredHashes?: string[] }>(
    "populateFiles",
    `${api}/${version}:populateFiles`,
    { method: "POST", body: JSON.stringify({ files: Object.fromEntries(hashed.map((f) => [f.path, f.hash])) }) },
  );
  const required = populated.uploadRequiredHashes ?? [];
  if (required.length > 0 && !populated.uploadUrl)
    throw new HostingReleaseError("populateFiles", "no upload URL was given");
  for (const hash of required) {
    const file = hashed.find((f) => f.hash === hash);
    if (!file) throw new HostingReleaseError("upload", `Hosting asked for a hash no file has (${hash})`);
    await call("upload", `${populated.uploadUrl}/${hash}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: file.gzipped,
    });
  }

  await call("finalize", `${api}/${version}?updateMask=status`, {
    method: "PATCH",
    body: JSON.stringify({ status: "FINALIZED" }),
  });
  const release = await call<{ name?: string }>(
    "release",
    `${api}/${site}/releases?versionName=${encodeURIComponent(version)}`,
    { method: "POST", body: JSON.stringify({ message: message.slice(0, 512) }) },
  );
  return { version, release: release.name ?? "", uploaded: required.length };
}
