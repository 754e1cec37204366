/**
 * A local stand-in for the Firebase Hosting REST API, for publishing content without a network or a Firebase
 * project (docs/content.md). It answers the calls a publish makes (./api.mjs: the live channel, versions:clone and its
 * operation, populateFiles, the upload URL, versions.patch to FINALIZED, releases.create), checks each request's shape
 * as the real API documents it, and on a release writes the released version's changed files into the folder the
 * Hosting emulator serves (web/build/client, firebase.json's `hosting.public`), so the emulator serves them at once.
 *
 *   import { startHostingLocal } from "./scripts/hosting-local/server.mjs";
 *   const hosting = await startHostingLocal({ port, publicDir, site });  // → { url, close(), failNext(step), live() }
 *
 *   node scripts/hosting-local/server.mjs [--help]   # alone, see USAGE
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { answerHelp } from "../lib/cli.mjs";
import { HOST, PORTS } from "../lib/ports.mjs";
import { HostingApiError, createHostingApi } from "./api.mjs";

export const DEFAULTS = {
  port: PORTS.hostingApi,
  site: "demo-idaho-ai-coaches",
  publicDir: fileURLToPath(new URL("../../web/build/client", import.meta.url)),
};

/** The largest request body accepted (a rendered page is far smaller). */
const MAX_BODY_BYTES = 10_000_000;

/**
 * Every file below `dir`, as "/relative/path" → gzipped bytes (hidden files left out, as firebase.json's `ignore`).
 * @param {string} dir
 * @returns {Promise<Map<string, Buffer>>}
 */
export async function gzippedTree(dir) {
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT") return files;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, full).split(path.sep);
    if (relative.some((part) => part.startsWith("."))) continue;
    files.set(`/${relative.join("/")}`, gzipSync(await readFile(full), { level: 9 }));
  }
  return files;
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<Buffer>}
 */
function readBody(request) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new HostingApiError(413, "INVALID_ARGUMENT", "Request body too large."));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

/**
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
  response.end(JSON.stringify(body));
}

/**
 * @typedef {object} HostingLocalOptions
 * @property {number} [port] default scripts/lib/ports.mjs' hostingApi; 0 for any free port
 * @property {string} [host]
 * @property {string} [site] the Hosting site id
 * @property {string} [publicDir] the folder the Hosting emulator serves; read at start, written on release
 * @property {(line: string) => void} [log]
 */

/**
 * Starts the stand-in; resolves once listening.
 * @param {HostingLocalOptions} [options]
 */
export async function startHostingLocal({
  port = DEFAULTS.port,
  host = HOST,
  site = DEFAULTS.site,
  publicDir = DEFAULTS.publicDir,
  log = (line) => console.log(`[hosting-local] ${line}`),
} = {}) {
  let origin = "";
  const api = createHostingApi({
    site,
    origin: () => origin,
    initialFiles: await gzippedTree(publicDir),
    log,
    onRelease: async (changed) => {
      for (const [file, bytes] of changed) {
        const target = path.join(publicDir, ...file.split("/").filter(Boolean));
        if (!target.startsWith(publicDir + path.sep)) throw new Error(`refusing to write outside ${publicDir}`);
        if (bytes === null) {
          await rm(target, { force: true });
          continue;
        }
        await mkdir(path.dirname(target), { recursive: true });
        // Written beside, then renamed: the emulator never serves half a file.
        const partial = `${target}.${process.pid}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, target);
      }
    },
  });

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  async function handle(request, response) {
    const url = new URL(request.url ?? "/", origin);
    const method = request.method ?? "GET";
    if (url.pathname === "/" && method === "GET")
      return sendJson(response, 200, { stand_in: "Local stand-in for the Firebase Hosting REST API", site, publicDir });
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? ""))
      throw new HostingApiError(401, "UNAUTHENTICATED", "Request is missing a valid OAuth 2 access token.");

    const upload = url.pathname.match(/^\/upload\/(sites\/[^/]+\/versions\/[^/]+)\/files\/([^/]+)$/);
    if (upload) {
      if (method !== "POST") throw new HostingApiError(405, "INVALID_ARGUMENT", "Uploads are POSTed.");
      api.upload(/** @type {string} */ (upload[1]), /** @type {string} */ (upload[2]), await readBody(request));
      return sendJson(response, 200, {});
    }

    if (!url.pathname.startsWith("/v1beta1/"))
      throw new HostingApiError(404, "NOT_FOUND", `No such URL ${url.pathname}.`);
    const raw = method === "GET" ? Buffer.alloc(0) : await readBody(request);
    let body;
    if (raw.length > 0) {
      if (!(request.headers["content-type"] ?? "").startsWith("application/json"))
        throw new HostingApiError(
          400,
          "INVALID_ARGUMENT",
          "The request body must be JSON (Content-Type: application/json).",
        );
      try {
        body = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new HostingApiError(400, "INVALID_ARGUMENT", "Invalid JSON payload received.");
      }
    }
    const answer = await api.route(
      method,
      decodeURIComponent(url.pathname.slice("/v1beta1/".length)),
      url.searchParams,
      body,
    );
    return sendJson(response, 200, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (error instanceof HostingApiError) {
        log(`${request.method} ${request.url}: ${error.code} ${error.message}`);
        return sendJson(response, error.code, error.body);
      }
      log(`internal error: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
      sendJson(response, 500, { error: { code: 500, message: "Local stand-in error.", status: "INTERNAL" } });
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  origin = `http://${host}:${typeof address === "object" && address ? address.port : port}`;

  return {
    url: origin,
    failNext: api.failNext,
    live: api.live,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        })
      ),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  answerHelp(`
Usage: node scripts/hosting-local/server.mjs

Runs the local Firebase Hosting REST API stand-in alone (the stack starts it itself): the live channel,
versions:clone, populateFiles, the upload URL, versions.patch (FINALIZED) and releases.create, under /v1beta1/ on
http://${HOST}:${DEFAULTS.port}. A release writes the changed files into the served folder. State lives in memory.
Ctrl-C stops it.

Options:
  -h, --help   this text

Environment:
  HOSTING_LOCAL_PORT         the port (default ${DEFAULTS.port})
  HOSTING_LOCAL_SITE         the site id (default ${DEFAULTS.site})
  HOSTING_LOCAL_PUBLIC_DIR   the folder the Hosting emulator serves (default web/build/client)
`);
  const standIn = await startHostingLocal({
    port: Number(process.env.HOSTING_LOCAL_PORT ?? DEFAULTS.port),
    site: process.env.HOSTING_LOCAL_SITE ?? DEFAULTS.site,
    publicDir: process.env.HOSTING_LOCAL_PUBLIC_DIR ?? DEFAULTS.publicDir,
  });
  console.log(`Local Hosting API stand-in on ${standIn.url} (Ctrl-C to stop)`);
  const stop = () => standIn.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
