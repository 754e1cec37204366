import { mkdtemp, readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HostingReleaseError, gzippedWithHash, releaseFiles } from "../../functions/src/content/hostingRelease";
// The local Hosting API stand-in (scripts/hosting-local/server.mjs), and the functions' release client against it:
// the publish round trip, every request's shape checked by the stand-in.
// @ts-expect-error -- a plain .mjs script without type declarations
import { startHostingLocal } from "./server.mjs";

interface StandIn {
  url: string;
  close: () => Promise<void>;
  failNext: (step: string) => void;
  live: () => { release: { name: string; version: { name: string } }; files: Map<string, string> };
}

const SITE = "demo-site";
let dir: string;
let standIn: StandIn;
const target = () => ({ apiOrigin: standIn.url, site: SITE, accessToken: async () => "owner", pollMs: 10 });
const page = (heading: string) => new TextEncoder().encode(`<!doctype html><h1>${heading}</h1>`);

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "hosting-local-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "events.html"), "<!doctype html><h1>Events</h1>");
  await writeFile(path.join(dir, "about.html"), "<!doctype html><h1>About</h1>");
  await writeFile(path.join(dir, "assets", "app.js"), "console.log(1)");
  standIn = (await startHostingLocal({ port: 0, site: SITE, publicDir: dir, log: () => {} })) as StandIn;
});

afterEach(async () => {
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});

describe("releasing changed files through the local Hosting API stand-in", () => {
  it("clones the live version, uploads only the changed file and serves it once released", async () => {
    const before = standIn.live();
    const result = await releaseFiles(
      target(),
      [{ path: "/events.html", body: page("Spring events") }],
      "Publish events",
    );
    expect(result.uploaded).toBe(1);
    expect(result.version).not.toBe(before.release.version.name);
    expect(await readFile(path.join(dir, "events.html"), "utf8")).toBe("<!doctype html><h1>Spring events</h1>");
    expect(await readFile(path.join(dir, "about.html"), "utf8")).toBe("<!doctype html><h1>About</h1>");
    const after = standIn.live();
    expect(after.release.version.name).toBe(result.version);
    // The clone kept every other file of the live version.
    expect(after.files.get("/about.html")).toBe(before.files.get("/about.html"));
    expect(after.files.get("/assets/app.js")).toBe(before.files.get("/assets/app.js"));
    expect(after.files.get("/events.html")).toBe((await gzippedWithHash(page("Spring events"))).hash);
  });

  it("does not upload a file Hosting already holds (same bytes, same hash)", async () => {
    await releaseFiles(target(), [{ path: "/events.html", body: page("One") }], "first");
    const again = await releaseFiles(target(), [{ path: "/events.html", body: page("One") }], "again");
    expect(again.uploaded).toBe(0);
  });

  it.each(["clone", "populateFiles", "upload", "finalize", "release"])(
    "leaves the live site as it was when %s fails, and says which step",
    async (step) => {
      const before = standIn.live();
      standIn.failNext(step);
      const failure = releaseFiles(target(), [{ path: "/events.html", body: page("Never") }], "fails");
      await expect(failure).rejects.toBeInstanceOf(HostingReleaseError);
      await expect(failure).rejects.toMatchObject({ step });
      expect(standIn.live().release.name).toBe(before.release.name);
      expect(await readFile(path.join(dir, "events.html"), "utf8")).toBe("<!doctype html><h1>Events</h1>");
    },
  );
});

describe("the stand-in checks each request as the real API does", () => {
  const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(url, {
      method,
      headers: { authorization: "Bearer owner", "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const api = () => `${standIn.url}/v1beta1/sites/${SITE}`;

  async function createdVersion(): Promise<string> {
    const live = standIn.live().release.version.name;
    const op = (await (await json("POST", `${api()}/versions:clone`, { sourceVersion: live })).json()) as {
      name: string;
    };
    const done = (await (await json("GET", `${standIn.url}/v1beta1/${op.name}`)).json()) as {
      response: { name: string; status: string };
    };
    expect(done.response.status).toBe("CREATED");
    return done.response.name;
  }

  it("refuses a request without a bearer token", async () => {
    const answer = await fetch(`${api()}/channels/live`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ error: { status: "UNAUTHENTICATED" } });
  });

  it("refuses another site, an unknown field and a clone of an unknown version", async () => {
    expect((await json("GET", `${standIn.url}/v1beta1/sites/other/channels/live`)).status).toBe(404);
    const unknownField = await json("POST", `${api()}/versions:clone`, { source: "x" });
    expect(unknownField.status).toBe(400);
    const unknownVersion = await json("POST", `${api()}/versions:clone`, {
      sourceVersion: `sites/${SITE}/versions/nope`,
    });
    expect(unknownVersion.status).toBe(404);
  });

  it.each([
    [{ files: { "events.html": "a".repeat(64) } }, "not an absolute file path"],
    [{ files: { "/../etc/passwd": "a".repeat(64) } }, "not an absolute file path"],
    [{ files: { "/events.html": "ABC" } }, "SHA-256 of the gzipped file"],
    [{ files: {} }, "at least one path"],
  ])("refuses populateFiles %j", async (body, message) => {
    const version = await createdVersion();
    const answer = await json("POST", `${standIn.url}/v1beta1/${version}:populateFiles`, body);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toContain(message);
  });

  it("refuses an upload whose bytes do not match the hash, or are not gzipped", async () => {
    const version = await createdVersion();
    const raw = Buffer.from("<h1>x</h1>");
    const { hash } = await gzippedWithHash(raw);
    const populated = (await (
      await json("POST", `${standIn.url}/v1beta1/${version}:populateFiles`, { files: { "/x.html": hash } })
    ).json()) as { uploadUrl: string; uploadRequiredHashes: string[] };
    expect(populated.uploadRequiredHashes).toEqual([hash]);
    const wrong = await fetch(`${populated.uploadUrl}/${hash}`, {
      method: "POST",
      headers: { authorization: "Bearer owner" },
      body: gzipSync(Buffer.from("<h1>other</h1>")),
    });
    expect(wrong.status).toBe(400);
    // Finalizing with a file never uploaded is refused.
    const finalize = await json("PATCH", `${standIn.url}/v1beta1/${version}?updateMask=status`, {
      status: "FINALIZED",
    });
    expect(finalize.status).toBe(400);
    expect(await finalize.json()).toMatchObject({ error: { status: "FAILED_PRECONDITION" } });
  });

  it("refuses a release of a version that is not FINALIZED, and a PATCH without updateMask", async () => {
    const version = await createdVersion();
    expect((await json("PATCH", `${standIn.url}/v1beta1/${version}`, { status: "FINALIZED" })).status).toBe(400);
    const release = await json("POST", `${api()}/releases?versionName=${encodeURIComponent(version)}`, {});
    expect(release.status).toBe(400);
    expect(await release.json()).toMatchObject({ error: { status: "FAILED_PRECONDITION" } });
  });
});
