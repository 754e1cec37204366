/**
 * The Firebase Hosting REST API (v1beta1) calls a content publish makes, as the real API documents them
 * (https://firebase.google.com/docs/reference/hosting/rest/v1beta1): the live channel, `versions:clone` (a long-running
 * operation), `versions.populateFiles`, the upload URL, `versions.patch` to FINALIZED and `releases.create`. Every
 * request's shape is checked the way the real API refuses it (400 INVALID_ARGUMENT, 404 NOT_FOUND,
 * 412 FAILED_PRECONDITION…), so a client that passes here sends what Hosting accepts. State lives in memory; a release
 * hands the released version's changed files to `onRelease` (the server writes them where the Hosting emulator
 * serves them).
 */
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";

/** A Google API error, answered as `{ error: { code, message, status } }`. */
export class HostingApiError extends Error {
  /**
   * @param {number} code the HTTP status
   * @param {string} status the canonical code name (INVALID_ARGUMENT, NOT_FOUND…)
   * @param {string} message
   */
  constructor(code, status, message) {
    super(message);
    this.code = code;
    this.status = status;
  }

  get body() {
    return { error: { code: this.code, message: this.message, status: this.status } };
  }
}

const invalid = (/** @type {string} */ message) => new HostingApiError(400, "INVALID_ARGUMENT", message);
const notFound = (/** @type {string} */ message) => new HostingApiError(404, "NOT_FOUND", message);
const precondition = (/** @type {string} */ message) => new HostingApiError(400, "FAILED_PRECONDITION", message);

/** A file's content hash: SHA-256 of its gzipped bytes, lower-case hex (populateFiles' `files` values). */
export const HASH_PATTERN = /^[0-9a-f]{64}$/;

/** sha256 hex of bytes. */
export function sha256Hex(/** @type {Uint8Array} */ bytes) {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * @typedef {object} Version
 * @property {string} name sites/SITE/versions/ID
 * @property {"CREATED" | "FINALIZED" | "CLONING"} status
 * @property {Map<string, string>} files path → hash
 * @property {string} createTime
 * @property {string} [finalizeTime]
 * @property {Set<string>} required hashes populateFiles asked for and not yet uploaded
 */

/**
 * @typedef {object} Release
 * @property {string} name
 * @property {string} versionName
 * @property {"DEPLOY" | "ROLLBACK"} type
 * @property {string} releaseTime
 * @property {string} message
 */

/**
 * @param {object} options
 * @param {string} options.site the site id (a request for any other site is NOT_FOUND)
 * @param {() => string} options.origin this server's origin (the upload URL is built on it)
 * @param {Map<string, Buffer>} options.initialFiles path → gzipped bytes of what the site serves at start
 * @param {(files: Map<string, Buffer | null>) => Promise<void>} options.onRelease the paths a release changes
 *   (gunzipped bytes, null: removed)
 * @param {(line: string) => void} options.log
 */
export function createHostingApi({ site, origin, initialFiles, onRelease, log }) {
  /** @type {Map<string, Version>} */
  const versions = new Map();
  /** hash → gzipped bytes: the content store every version's files point into. */
  /** @type {Map<string, Buffer>} */
  const blobs = new Map();
  /** @type {Release[]} newest last */
  const releases = [];
  /** @type {Map<string, { name: string, versionName: string }>} */
  const operations = new Map();
  let counter = 0;
  const nextId = () => `${Date.now().toString(16)}${(counter++).toString(16).padStart(4, "0")}`;
  const sitePrefix = `sites/${site}`;

  /** Faults a test asks for: the next call of a step answers 503 and changes nothing. */
  /** @type {Set<string>} */
  const faults = new Set();

  const initial = /** @type {Version} */ ({
    name: `${sitePrefix}/versions/${nextId()}`,
    status: "FINALIZED",
    files: new Map(),
    createTime: new Date().toISOString(),
    finalizeTime: new Date().toISOString(),
    required: new Set(),
  });
  for (const [path, gzipped] of initialFiles) {
    const hash = sha256Hex(gzipped);
    blobs.set(hash, gzipped);
    initial.files.set(path, hash);
  }
  versions.set(initial.name, initial);
  releases.push({
    name: `${sitePrefix}/releases/${nextId()}`,
    versionName: initial.name,
    type: "DEPLOY",
    releaseTime: new Date().toISOString(),
    message: "The build the stack started with",
  });

  const live = () => /** @type {Release} */ (releases.at(-1));

  /** @param {Version} version */
  function versionJson(version) {
    return {
      name: version.name,
      status: version.status,
      createTime: version.createTime,
      ...(version.finalizeTime ? { finalizeTime: version.finalizeTime } : {}),
      fileCount: String(version.files.size),
    };
  }

  /** @param {Release} release */
  function releaseJson(release) {
    const version = versions.get(release.versionName);
    return {
      name: release.name,
      type: release.type,
      releaseTime: release.releaseTime,
      message: release.message,
      version: version ? versionJson(version) : { name: release.versionName },
    };
  }

  /** @param {string} step */
  function maybeFail(step) {
    if (faults.delete(step)) throw new HostingApiError(503, "UNAVAILABLE", `The service is unavailable (${step}).`);
  }

  /**
   * @param {string} name
   * @returns {Version}
   */
  function versionNamed(name) {
    if (!name.startsWith(`${sitePrefix}/versions/`)) throw notFound(`Version ${name} not found on site ${site}.`);
    const version = versions.get(name);
    if (!version) throw notFound(`Version ${name} not found.`);
    return version;
  }

  /** @param {unknown} body */
  function requireObject(body) {
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw invalid("The request body must be a JSON object.");
    return /** @type {Record<string, unknown>} */ (body);
  }

  /**
   * @param {Record<string, unknown>} body
   * @param {readonly string[]} allowed
   */
  function onlyFields(body, allowed) {
    for (const key of Object.keys(body))
      if (!allowed.includes(key)) throw invalid(`Invalid JSON payload received. Unknown name "${key}".`);
  }

  /**
   * @param {unknown} filter
   * @param {string} field
   */
  function pathFilter(filter, field) {
    const object = requireObject(filter);
    onlyFields(object, ["regexes"]);
    if (!Array.isArray(object.regexes) || object.regexes.some((r) => typeof r !== "string"))
      throw invalid(`${field}.regexes must be a list of strings.`);
    return object.regexes.map((r) => {
      try {
        return new RegExp(r);
      } catch {
        throw invalid(`${field}.regexes: "${r}" is not a regular expression.`);
      }
    });
  }

  /**
   * POST sites/SITE/versions:clone { sourceVersion, finalize?, include? | exclude? } → an Operation.
   * @param {unknown} raw
   */
  function cloneVersion(raw) {
    maybeFail("clone");
    const body = requireObject(raw);
    onlyFields(body, ["sourceVersion", "finalize", "include", "exclude"]);
    if (typeof body.sourceVersion !== "string" || body.sourceVersion === "")
      throw invalid("sourceVersion is required (sites/SITE_ID/versions/VERSION_ID).");
    if (body.finalize !== undefined && typeof body.finalize !== "boolean") throw invalid("finalize must be a boolean.");
    if (body.include !== undefined && body.exclude !== undefined)
      throw invalid("Only one of include and exclude may be set (union field filter).");
    const source = versionNamed(body.sourceVersion);
    if (source.status !== "FINALIZED") throw precondition(`Version ${source.name} is ${source.status}, not FINALIZED.`);
    const include = body.include === undefined ? undefined : pathFilter(body.include, "include");
    const exclude = body.exclude === undefined ? undefined : pathFilter(body.exclude, "exclude");
    /** @type {Version} */
    const version = {
      name: `${sitePrefix}/versions/${nextId()}`,
      status: body.finalize === true ? "FINALIZED" : "CREATED",
      files: new Map(),
      createTime: new Date().toISOString(),
      required: new Set(),
    };
    if (version.status === "FINALIZED") version.finalizeTime = version.createTime;
    for (const [path, hash] of source.files) {
      if (include && !include.some((r) => r.test(path))) continue;
      if (exclude?.some((r) => r.test(path))) continue;
      version.files.set(path, hash);
    }
    versions.set(version.name, version);
    const operation = { name: `${sitePrefix}/operations/${nextId()}`, versionName: version.name };
    operations.set(operation.name, operation);
    log(`clone ${source.name} → ${version.name} (${version.files.size} files)`);
    return { name: operation.name, done: false };
  }

  /** GET sites/SITE/operations/ID: clones are done by the first poll. @param {string} name */
  function getOperation(name) {
    const operation = operations.get(name);
    if (!operation) throw notFound(`Operation ${name} not found.`);
    const version = versionNamed(operation.versionName);
    return {
      name,
      done: true,
      response: { "@type": "type.googleapis.com/google.firebase.hosting.v1beta1.Version", ...versionJson(version) },
    };
  }

  /**
   * POST sites/SITE/versions/ID:populateFiles { files: { "/path": hash } } → { uploadRequiredHashes, uploadUrl }.
   * @param {string} versionName
   * @param {unknown} raw
   */
  function populateFiles(versionName, raw) {
    maybeFail("populateFiles");
    const version = versionNamed(versionName);
    if (version.status !== "CREATED")
      throw precondition(`Version ${version.name} is ${version.status}: files can be added only while CREATED.`);
    const body = requireObject(raw);
    onlyFields(body, ["files"]);
    const files = requireObject(body.files);
    const entries = Object.entries(files);
    if (entries.length === 0) throw invalid("files must name at least one path.");
    for (const [path, hash] of entries) {
      if (!path.startsWith("/") || path.includes("//") || path.split("/").some((part) => part === ".."))
        throw invalid(`files: "${path}" is not an absolute file path.`);
      if (typeof hash !== "string" || (hash !== "" && !HASH_PATTERN.test(hash)))
        throw invalid(`files["${path}"]: a hash is the lower-case hex SHA-256 of the gzipped file (or "" to remove).`);
    }
    const required = new Set();
    for (const [path, hash] of entries) {
      if (hash === "") {
        version.files.delete(path);
        continue;
      }
      version.files.set(path, /** @type {string} */ (hash));
      if (!blobs.has(/** @type {string} */ (hash))) {
        version.required.add(/** @type {string} */ (hash));
        required.add(hash);
      }
    }
    log(`populateFiles ${version.name}: ${entries.length} files, ${required.size} to upload`);
    return {
      uploadRequiredHashes: [...required],
      uploadUrl: `${origin()}/upload/${version.name}/files`,
    };
  }

  /**
   * POST /upload/sites/SITE/versions/ID/files/HASH with the gzipped bytes.
   * @param {string} versionName
   * @param {string} hash
   * @param {Buffer} body
   */
  function upload(versionName, hash, body) {
    maybeFail("upload");
    const version = versionNamed(versionName);
    if (version.status !== "CREATED") throw precondition(`Version ${version.name} is ${version.status}.`);
    if (!HASH_PATTERN.test(hash)) throw invalid(`"${hash}" is not a content hash.`);
    if (!version.required.has(hash) && !blobs.has(hash))
      throw invalid(`Hash ${hash} was not asked for by populateFiles on ${version.name}.`);
    if (sha256Hex(body) !== hash)
      throw invalid(`The uploaded bytes do not match the content hash ${hash} (hash the gzipped file).`);
    try {
      gunzipSync(body);
    } catch {
      throw invalid(`The uploaded bytes for ${hash} are not gzipped.`);
    }
    blobs.set(hash, body);
    version.required.delete(hash);
  }

  /**
   * PATCH sites/SITE/versions/ID?updateMask=status { status: "FINALIZED" }.
   * @param {string} versionName
   * @param {string | null} updateMask
   * @param {unknown} raw
   */
  function patchVersion(versionName, updateMask, raw) {
    maybeFail("finalize");
    const version = versionNamed(versionName);
    const body = requireObject(raw);
    if (updateMask === null || updateMask === "")
      throw invalid("updateMask is required (the fields to update, e.g. status).");
    const mask = updateMask.split(",");
    for (const field of mask)
      if (!["status", "config", "labels"].includes(field)) throw invalid(`Unknown path in updateMask: ${field}.`);
    if (mask.includes("status")) {
      if (body.status !== "FINALIZED") throw invalid("status can be set to FINALIZED only.");
      if (version.status !== "CREATED") throw precondition(`Version ${version.name} is ${version.status}.`);
      const missing = [...version.files.values()].filter((hash) => !blobs.has(hash));
      if (missing.length > 0)
        throw precondition(`${missing.length} file(s) of ${version.name} were never uploaded (${missing[0]}).`);
      version.status = "FINALIZED";
      version.finalizeTime = new Date().toISOString();
      log(`finalized ${version.name}`);
    }
    return versionJson(version);
  }

  /**
   * POST sites/SITE/releases?versionName=sites/SITE/versions/ID { message?, type? }: the version goes live.
   * @param {string | null} versionName
   * @param {unknown} raw
   */
  async function createRelease(versionName, raw) {
    maybeFail("release");
    if (!versionName) throw invalid("versionName is required (sites/SITE_ID/versions/VERSION_ID).");
    const version = versionNamed(versionName);
    if (version.status !== "FINALIZED")
      throw precondition(`Version ${version.name} is ${version.status}: only a FINALIZED version can be released.`);
    const body = raw === undefined ? {} : requireObject(raw);
    onlyFields(body, ["message", "type"]);
    if (body.message !== undefined && (typeof body.message !== "string" || body.message.length > 512))
      throw invalid("message is a string of at most 512 characters.");
    if (body.type !== undefined && !["DEPLOY", "ROLLBACK"].includes(/** @type {string} */ (body.type)))
      throw invalid("type must be DEPLOY or ROLLBACK here.");
    const before = versionNamed(live().versionName).files;
    /** @type {Map<string, Buffer | null>} */
    const changed = new Map();
    for (const [path, hash] of version.files)
      if (before.get(path) !== hash) changed.set(path, gunzipSync(/** @type {Buffer} */ (blobs.get(hash))));
    for (const path of before.keys()) if (!version.files.has(path)) changed.set(path, null);
    await onRelease(changed);
    /** @type {Release} */
    const release = {
      name: `${sitePrefix}/releases/${nextId()}`,
      versionName: version.name,
      type: /** @type {"DEPLOY" | "ROLLBACK"} */ (body.type ?? "DEPLOY"),
      releaseTime: new Date().toISOString(),
      message: /** @type {string} */ (body.message ?? ""),
    };
    releases.push(release);
    log(`released ${version.name}: ${changed.size} path(s) changed`);
    return releaseJson(release);
  }

  /**
   * Routes one JSON API request (path below /v1beta1/).
   * @param {string} method
   * @param {string} path e.g. sites/SITE/versions:clone
   * @param {URLSearchParams} query
   * @param {unknown} body
   */
  async function route(method, path, query, body) {
    const siteMatch = path.match(/^(?:projects\/[^/]+\/)?sites\/([^/:]+)(.*)$/);
    if (!siteMatch) throw notFound(`Unknown resource ${path}.`);
    if (siteMatch[1] !== site) throw notFound(`Site ${siteMatch[1]} not found.`);
    const rest = siteMatch[2] ?? "";
    if (method === "GET" && rest === "/channels/live")
      return { name: `${sitePrefix}/channels/live`, release: releaseJson(live()) };
    if (method === "GET" && rest === "/releases") return { releases: [...releases].reverse().map(releaseJson) };
    if (method === "POST" && rest === "/versions:clone") return cloneVersion(body);
    const operation = rest.match(/^\/operations\/([^/]+)$/);
    if (method === "GET" && operation) return getOperation(`${sitePrefix}/operations/${operation[1]}`);
    const populate = rest.match(/^\/versions\/([^/:]+):populateFiles$/);
    if (method === "POST" && populate) return populateFiles(`${sitePrefix}/versions/${populate[1]}`, body);
    const version = rest.match(/^\/versions\/([^/:]+)$/);
    if (method === "PATCH" && version)
      return patchVersion(`${sitePrefix}/versions/${version[1]}`, query.get("updateMask"), body);
    if (method === "GET" && version) return versionJson(versionNamed(`${sitePrefix}/versions/${version[1]}`));
    if (method === "POST" && (rest === "/releases" || rest === "/channels/live/releases"))
      return createRelease(query.get("versionName"), body);
    throw notFound(`Unknown method ${method} ${path}.`);
  }

  return {
    route,
    upload,
    /** The next call of `step` (clone, populateFiles, upload, finalize, release) fails with 503. */
    failNext: (/** @type {string} */ step) => faults.add(step),
    /** What is live: the release and its files (path → hash). */
    live: () => ({ release: releaseJson(live()), files: new Map(versionNamed(live().versionName).files) }),
  };
}
