/**
 * Issue 43's publish round trip on the stack: an owner changes the Events page's heading, saves the draft, publishes;
 * the functions render the page with the build's render kit and release it through the local Hosting API stand-in,
 * and the Hosting emulator serves it (`GET /events`) with the rest of the page unchanged, within 15 s of the click.
 * Typed markup is served as text; a second editor's stale save is refused with who saved first; a rollback serves the
 * old heading again; the audit log lists the publish and the rollback; a Host is refused.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type {
  ContentPageResponse,
  ContentPublishResponse,
  ContentDraftResponse,
} from "../../functions/src/domain/content";
import type { AuditPageResponse } from "../../functions/src/domain/team";
import { admin, createUser, hostingOrigin, webClient } from "./emulators";

const PASSWORD = "content-journey-pw";
const OWNER_EMAIL = `content-owner-${Date.now()}@example.test`;
const SECOND_EMAIL = `content-second-${Date.now()}@example.test`;
const HOST_EMAIL = `content-host-${Date.now()}@example.test`;

interface PageData {
  sections: { kind: string; title?: string; [field: string]: unknown }[];
}

const owner = webClient();
const second = webClient();
const host = webClient();

async function outcome(call: Promise<unknown>): Promise<{ code?: string; message?: string } | "ok"> {
  try {
    await call;
    return "ok";
  } catch (failure) {
    const { code, message } = failure as { code?: string; message?: string };
    return { code, message };
  }
}

async function served(path: string): Promise<string> {
  const answer = await fetch(`${hostingOrigin}${path}`, { headers: { "cache-control": "no-cache" } });
  expect(answer.status).toBe(200);
  return answer.text();
}

const PAGE_DATA = /<script type="application\/json" id="page-data"[^>]*>([\s\S]*?)<\/script>/;

/** The page without its `<h1>`'s text and its data block: what must not change when only the heading does. */
const withoutHeading = (html: string) =>
  html.replace(/<h1([^>]*)>[\s\S]*?<\/h1>/, "<h1$1></h1>").replace(PAGE_DATA, "");

/** The page's data block (what it hydrates from), with the hero's title left out. */
function dataBlockWithoutHeading(html: string): unknown {
  const data = JSON.parse(PAGE_DATA.exec(html)?.[1] ?? "null") as PageData;
  const hero = data.sections[0];
  if (hero) delete hero.title;
  return data;
}

beforeAll(async () => {
  for (const [email, role, client] of [
    [OWNER_EMAIL, "owner", owner],
    [SECOND_EMAIL, "owner", second],
    [HOST_EMAIL, "host", host],
  ] as const) {
    const user = await createUser(email, PASSWORD, { admin: true }, role);
    await admin().auth.updateUser(user.uid, { emailVerified: true });
    await client.signIn(email, PASSWORD);
  }
});

describe("content: draft, publish, serve, conflict, roll back, audit", () => {
  it("walks the issue's journey", { timeout: 240_000 }, async () => {
    const before = await served("/events");
    const beforeHeaders = (await fetch(`${hostingOrigin}/events`)).headers;
    expect(beforeHeaders.get("content-security-policy")).toContain("script-src");
    const page = await owner.call<ContentPageResponse>("getContentPage", { pageId: "events" });

    // A baseline: the page's current copy published as it is renders to the very page the build serves.
    const baselineDraft = await owner.call<ContentDraftResponse>("saveContentDraft", {
      pageId: "events",
      baseRevision: page.revision,
      data: page.data,
    });
    const baseline = await owner.call<ContentPublishResponse>("publishContentPage", {
      pageId: "events",
      draftRevision: baselineDraft.revision,
      note: "Baseline",
    });
    expect(await served("/events")).toBe(before);

    const data = structuredClone(page.data) as PageData;
    const hero = data.sections[0];
    if (!hero) throw new Error("the Events page has no hero");
    const oldHeading = hero.title ?? "";
    hero.title = `Spring events <script>alert(1)</script> ${Date.now()}`;

    // The second editor opens the page at the same revision.
    const stale = await second.call<ContentPageResponse>("getContentPage", { pageId: "events" });

    const saved = await owner.call<ContentDraftResponse>("saveContentDraft", {
      pageId: "events",
      baseRevision: stale.revision,
      data,
    });

    // The stale save is refused, naming who saved first; the owner's draft stays.
    const refused = await outcome(
      second.call("saveContentDraft", { pageId: "events", baseRevision: stale.revision, data: stale.data }),
    );
    expect(refused).toMatchObject({ code: "functions/aborted" });
    expect((refused as { message: string }).message).toContain(`${OWNER_EMAIL} saved a newer draft`);

    // A draft never changes the live page.
    expect(await served("/events")).toBe(before);

    const clicked = performance.now();
    const published = await owner.call<ContentPublishResponse>("publishContentPage", {
      pageId: "events",
      draftRevision: saved.revision,
      note: "Spring heading",
    });
    const live = await served("/events");
    const seconds = (performance.now() - clicked) / 1000;
    // Served with every header Hosting sends for the page, as before the publish.
    const headers = (await fetch(`${hostingOrigin}/events`)).headers;
    for (const name of [
      "content-security-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
    ])
      expect(headers.get(name), name).toBe(beforeHeaders.get(name));
    expect(seconds).toBeLessThan(15);
    expect(published.version).toBe(baseline.version + 1);
    // Typed markup is served as text.
    expect(live).toContain("Spring events &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(live).not.toContain("<script>alert(1)</script>");
    expect(withoutHeading(live)).toBe(withoutHeading(before));
    expect(dataBlockWithoutHeading(live)).toEqual(dataBlockWithoutHeading(before));

    // Roll back to the baseline: the old heading is served again, as a new version.
    const rolled = await owner.call<ContentPublishResponse>("rollbackContentPage", {
      pageId: "events",
      version: baseline.version,
      note: "Back to the old heading",
    });
    expect(rolled.version).toBe(published.version + 1);
    const after = await served("/events");
    expect(after).toContain(oldHeading);
    expect(after).toBe(before);

    // The audit log lists the publish and the rollback.
    const audit = await owner.call<AuditPageResponse>("listAuditLog", {});
    const actions = audit.rows.filter((row) => row.target === "/events").map((row) => row.action);
    expect(actions).toContain("content-publish");
    expect(actions).toContain("content-rollback");

    // A Host is refused every content callable.
    for (const [name, request] of [
      ["listContentPages", {}],
      ["getContentPage", { pageId: "events" }],
      ["publishContentPage", { pageId: "events", draftRevision: 1, note: "x" }],
    ] as const) {
      expect(await outcome(host.call(name, request))).toMatchObject({ code: "functions/permission-denied" });
    }
  });
});
