import type { DecodedIdToken } from "firebase-admin/auth";
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../domain/collections";
import { contentFieldErrors } from "../domain/content";
import type { Role } from "../domain/roles";
import { adminDeps, adminRequest, useStandinFirestore } from "../testing/standinFirestore";
import type { ContentDeps, ContentModel, PageRenderer } from "./deps";
import { getContentPageHandler } from "./getContentPage";
import { HostingReleaseError, type SiteFile } from "./hostingRelease";
import { listContentPagesHandler } from "./listContentPages";
import { previewContentPageHandler } from "./previewContentPage";
import { publishContentPageHandler } from "./publishContentPage";
import { rollbackContentPageHandler } from "./rollbackContentPage";
import { saveContentDraftHandler } from "./saveContentDraft";

const standin = useStandinFirestore();

/** A one-page model for the callables' own behaviour (the site's model has tests of its own). */
const EventsSchema = v.object({
  heading: v.pipe(v.string(), v.trim(), v.minLength(1, "Write a heading."), v.maxLength(80, "At most 80 characters.")),
  body: v.pipe(v.string(), v.maxLength(500, "At most 500 characters.")),
  /** A list of formatted texts, each a list of runs: an array of arrays, as the site's text sections hold. */
  items: v.optional(v.array(v.array(v.object({ text: v.string() })))),
});
const DEFAULT_EVENTS = { heading: "Events", body: "Our events." };
const MODEL: ContentModel = {
  pages: [{ id: "events", path: "/events", title: "Events" }],
  parse: (_pageId, data) => {
    const result = v.safeParse(EventsSchema, data);
    return result.success
      ? { success: true, output: result.output }
      : { success: false, errors: contentFieldErrors(result.issues) };
  },
  defaults: () => DEFAULT_EVENTS,
};

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const RENDERER: PageRenderer = {
  renderPage: async ({ data }) => `<h1>${escape((data as { heading: string }).heading)}</h1>`,
  releaseFiles: async (pages, lastmods) => [
    ...(await Promise.all(
      pages.map(async (entry) => ({
        path: `${entry.page.path}/index.html`,
        body: new TextEncoder().encode(await RENDERER.renderPage(entry)),
      })),
    )),
    { path: "/sitemap.xml", body: new TextEncoder().encode(JSON.stringify(Object.fromEntries(lastmods))) },
  ],
};

let releases: { files: readonly SiteFile[]; message: string }[];
let failRelease: boolean;
let clock: Date;

function deps(role: Role = "owner"): ContentDeps {
  return {
    ...adminDeps(standin.db, {
      staff: async (uid) => ({ email: `${uid}@example.com`, role, active: true }),
      verify: async (rawToken) => {
        const uid = rawToken.replace(/^token-of-/, "");
        return { uid, email: `${uid}@example.com`, email_verified: true, admin: true } as unknown as DecodedIdToken;
      },
    }),
    now: () => clock,
    model: MODEL,
    renderer: async () => RENDERER,
    release: async (files, message) => {
      if (failRelease) throw new HostingReleaseError("release", "HTTP 503: The service is unavailable");
      releases.push({ files, message });
      return {
        version: `sites/s/versions/${releases.length}`,
        release: `sites/s/releases/${releases.length}`,
        uploaded: 1,
      };
    },
  };
}

const as = (uid: string, data: unknown) => adminRequest(data, { email: `${uid}@example.com` }, uid);
const html = (file: SiteFile | undefined) => new TextDecoder().decode(file?.body);

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { code?: string; message?: string; details?: unknown } | undefined;
  expect(error, "expected a refusal").toBeDefined();
  return error as { code: string; message: string; details?: { fields?: Record<string, string>; conflict?: unknown } };
}

async function auditActions() {
  const entries = await standin.db.collection(COLLECTIONS.auditLog).get();
  return entries.docs.map((doc) => ({
    action: doc.get("action"),
    target: doc.get("target"),
    details: doc.get("details"),
  }));
}

beforeEach(() => {
  releases = [];
  failRelease = false;
  clock = new Date("2027-04-01T10:00:00.000Z");
});

describe("the page list and one page", () => {
  it("lists every editable page, none published or drafted yet", async () => {
    const { pages } = await listContentPagesHandler(as("ann", {}), deps());
    expect(pages).toEqual([{ id: "events", path: "/events", title: "Events", live: null, draft: null }]);
  });

  it("opens a page nobody touched with today's copy, revision 0 and no history", async () => {
    const page = await getContentPageHandler(as("ann", { pageId: "events" }), deps());
    expect(page).toMatchObject({ data: DEFAULT_EVENTS, revision: 0, versions: [] });
  });

  it("answers not-found for a page outside the registry", async () => {
    expect((await refusal(getContentPageHandler(as("ann", { pageId: "admin" }), deps()))).code).toBe("not-found");
    expect((await refusal(getContentPageHandler(as("ann", { pageId: "../x" }), deps()))).code).toBe("invalid-argument");
  });
});

describe("drafts", () => {
  it("saves a draft, which the list and the page then show with who and when", async () => {
    const saved = await saveContentDraftHandler(
      as("ann", { pageId: "events", baseRevision: 0, data: { heading: " Spring events ", body: "New." } }),
      deps(),
    );
    expect(saved.revision).toBe(1);
    const page = await getContentPageHandler(as("bob", { pageId: "events" }), deps());
    expect(page.data).toEqual({ heading: "Spring events", body: "New." });
    expect(page.page.draft).toEqual({ revision: 1, by_email: "ann@example.com", at: clock.toISOString() });
  });

  it.each([
    [{ heading: "", body: "x" }, "heading", "Write a heading."],
    [{ heading: "x".repeat(81), body: "x" }, "heading", "At most 80 characters."],
    [{ heading: "x", body: "x".repeat(501) }, "body", "At most 500 characters."],
  ])("refuses %j naming the field, and stores nothing", async (data, field, message) => {
    const error = await refusal(
      saveContentDraftHandler(as("ann", { pageId: "events", baseRevision: 0, data }), deps()),
    );
    expect(error.code).toBe("invalid-argument");
    expect(error.details?.fields).toEqual({ [field]: message });
    expect((await standin.db.collection(COLLECTIONS.contentPages).doc("events").get()).exists).toBe(false);
  });

  it("refuses a save over a newer draft, naming who saved it and when, and keeps the newer draft", async () => {
    await saveContentDraftHandler(
      as("ann", { pageId: "events", baseRevision: 0, data: { heading: "Ann's", body: "" } }),
      deps(),
    );
    clock = new Date("2027-04-01T10:05:00.000Z");
    const error = await refusal(
      saveContentDraftHandler(
        as("bob", { pageId: "events", baseRevision: 0, data: { heading: "Bob's", body: "" } }),
        deps(),
      ),
    );
    expect(error.code).toBe("aborted");
    expect(error.message).toContain("ann@example.com saved a newer draft of this page at 2027-04-01T10:00:00.000Z");
    const page = await getContentPageHandler(as("bob", { pageId: "events" }), deps());
    expect(page.data).toEqual({ heading: "Ann's", body: "" });
    // Bob, starting again from Ann's revision, saves.
    const saved = await saveContentDraftHandler(
      as("bob", { pageId: "events", baseRevision: 1, data: { heading: "Bob's", body: "" } }),
      deps(),
    );
    expect(saved.revision).toBe(2);
  });
});

describe("stored page data", () => {
  it("is JSON text, so a list of formatted texts (arrays of arrays, which Firestore cannot store) round-trips", async () => {
    const data = { heading: "Lists", body: "", items: [[{ text: "a" }, { text: "b" }], [{ text: "c" }]] };
    const { revision } = await saveContentDraftHandler(as("ann", { pageId: "events", baseRevision: 0, data }), deps());
    const stored = (await standin.db.collection(COLLECTIONS.contentPages).doc("events").get()).get("draft") as unknown;
    expect(typeof stored).toBe("string");
    expect((await getContentPageHandler(as("ann", { pageId: "events" }), deps())).data).toEqual(data);
    await publishContentPageHandler(as("ann", { pageId: "events", draftRevision: revision, note: "lists" }), deps());
    const version = (await standin.db.doc("content_pages/events/versions/1").get()).get("data") as unknown;
    expect(typeof version).toBe("string");
    expect((await getContentPageHandler(as("ann", { pageId: "events" }), deps())).data).toEqual(data);
  });
});

describe("preview", () => {
  it("renders the form's data with markup as text, and stores nothing", async () => {
    const { html: preview } = await previewContentPageHandler(
      as("ann", { pageId: "events", data: { heading: "<script>alert(1)</script>", body: "" } }),
      deps(),
    );
    expect(preview).toBe("<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect((await standin.db.collection(COLLECTIONS.contentPages).get()).size).toBe(0);
    expect(releases).toEqual([]);
  });

  it("refuses what a save would refuse", async () => {
    const error = await refusal(
      previewContentPageHandler(as("ann", { pageId: "events", data: { heading: "" } }), deps()),
    );
    expect(error.details?.fields).toMatchObject({ heading: "Write a heading." });
  });
});

describe("publish, history and rollback", () => {
  async function draft(uid: string, heading: string) {
    const { revision } = await getContentPageHandler(as(uid, { pageId: "events" }), deps());
    return saveContentDraftHandler(
      as(uid, { pageId: "events", baseRevision: revision, data: { heading, body: "b" } }),
      deps(),
    );
  }

  it("renders and releases the draft, records version 1, clears the draft and audits the publish", async () => {
    const { revision } = await draft("ann", "Spring events");
    const published = await publishContentPageHandler(
      as("ann", { pageId: "events", draftRevision: revision, note: "New season" }),
      deps(),
    );
    expect(published.version).toBe(1);
    expect(releases).toHaveLength(1);
    expect(releases[0]?.message).toBe("Publish /events: New season");
    expect(html(releases[0]?.files.find((f) => f.path === "/events/index.html"))).toBe("<h1>Spring events</h1>");
    // The sitemap's lastmod follows the publish.
    expect(html(releases[0]?.files.find((f) => f.path === "/sitemap.xml"))).toContain(
      `"/events":"${clock.toISOString()}"`,
    );
    expect(published.page.live).toEqual({ version: 1, by_email: "ann@example.com", at: clock.toISOString() });
    expect(published.page.draft).toBeNull();
    expect(published.versions).toEqual([
      {
        version: 1,
        note: "New season",
        kind: "publish",
        source_version: null,
        by_email: "ann@example.com",
        at: clock.toISOString(),
      },
    ]);
    expect(await auditActions()).toEqual([
      { action: "content-publish", target: "/events", details: { version: 1, note: "New season" } },
    ]);
    // The page now opens with the live data.
    expect((await getContentPageHandler(as("bob", { pageId: "events" }), deps())).data).toEqual({
      heading: "Spring events",
      body: "b",
    });
  });

  it("refuses to publish a draft revision the editor did not see, naming who saved the newer one", async () => {
    await draft("ann", "One");
    await draft("bob", "Two");
    const error = await refusal(
      publishContentPageHandler(as("ann", { pageId: "events", draftRevision: 1, note: "x" }), deps()),
    );
    expect(error.code).toBe("aborted");
    expect(error.message).toContain("bob@example.com");
    expect(releases).toEqual([]);
  });

  it("refuses a publish without a draft, and a publish without a note", async () => {
    expect(
      (await refusal(publishContentPageHandler(as("ann", { pageId: "events", draftRevision: 1, note: "x" }), deps())))
        .code,
    ).toBe("failed-precondition");
    const noNote = await refusal(
      publishContentPageHandler(as("ann", { pageId: "events", draftRevision: 1, note: "  " }), deps()),
    );
    expect(noNote.details?.fields).toHaveProperty("note");
  });

  it("keeps everything as it was when Hosting refuses the release, and tells the editor", async () => {
    const { revision } = await draft("ann", "Never live");
    failRelease = true;
    const error = await refusal(
      publishContentPageHandler(as("ann", { pageId: "events", draftRevision: revision, note: "x" }), deps()),
    );
    expect(error.code).toBe("unavailable");
    expect(error.message).toMatch(
      /^The page was not published: Hosting refused the release while releasing the version: HTTP 503/,
    );
    expect(error.message).toContain("The live page is unchanged, and the draft is kept.");
    const page = await getContentPageHandler(as("ann", { pageId: "events" }), deps());
    expect(page.page.live).toBeNull();
    expect(page.page.draft?.revision).toBe(revision);
    expect(page.versions).toEqual([]);
    expect(await auditActions()).toEqual([]);
    // The page is not left held: the next try publishes.
    failRelease = false;
    const published = await publishContentPageHandler(
      as("ann", { pageId: "events", draftRevision: revision, note: "x" }),
      deps(),
    );
    expect(published.version).toBe(1);
  });

  it("rolls back to an earlier version as a new version naming it, releases its page and audits it", async () => {
    await publishContentPageHandler(
      as("ann", { pageId: "events", draftRevision: (await draft("ann", "First")).revision, note: "one" }),
      deps(),
    );
    await publishContentPageHandler(
      as("ann", { pageId: "events", draftRevision: (await draft("ann", "Second")).revision, note: "two" }),
      deps(),
    );
    const rolled = await rollbackContentPageHandler(as("bob", { pageId: "events", version: 1, note: "back" }), deps());
    expect(rolled.version).toBe(3);
    expect(html(releases.at(-1)?.files[0])).toBe("<h1>First</h1>");
    expect(rolled.versions.map((row) => [row.version, row.kind, row.source_version])).toEqual([
      [3, "rollback", 1],
      [2, "publish", null],
      [1, "publish", null],
    ]);
    expect((await auditActions()).map((entry) => entry.action).sort()).toEqual([
      "content-publish",
      "content-publish",
      "content-rollback",
    ]);
    expect(
      (await refusal(rollbackContentPageHandler(as("bob", { pageId: "events", version: 9, note: "x" }), deps()))).code,
    ).toBe("not-found");
  });
});

describe("roles", () => {
  const calls = [
    ["listContentPages", () => listContentPagesHandler(as("x", {}), deps("host"))],
    ["getContentPage", () => getContentPageHandler(as("x", { pageId: "events" }), deps("host"))],
    [
      "saveContentDraft",
      () => saveContentDraftHandler(as("x", { pageId: "events", baseRevision: 0, data: DEFAULT_EVENTS }), deps("host")),
    ],
    [
      "previewContentPage",
      () => previewContentPageHandler(as("x", { pageId: "events", data: DEFAULT_EVENTS }), deps("host")),
    ],
    [
      "publishContentPage",
      () => publishContentPageHandler(as("x", { pageId: "events", draftRevision: 1, note: "x" }), deps("host")),
    ],
    [
      "rollbackContentPage",
      () => rollbackContentPageHandler(as("x", { pageId: "events", version: 1, note: "x" }), deps("host")),
    ],
  ] as const;

  it.each(calls)("refuses a Host %s", async (_name, call) => {
    expect((await refusal(call())).code).toBe("permission-denied");
  });

  it("refuses Staff the content callables", async () => {
    expect((await refusal(listContentPagesHandler(as("x", {}), deps("staff")))).code).toBe("permission-denied");
  });
});
