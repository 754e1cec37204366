import * as v from "valibot";

/**
 * The Content tab (issue 43): the site's pages as data that owners and editors change in the dashboard, saved as a
 * draft, previewed, published (re-rendered and released to Hosting) and rolled back. The page model itself (section
 * kinds, their schemas, the registry of editable pages and today's copy) is ./contentModel.ts; this file holds what
 * the editor adds around it: the requests and answers of the content callables, the stored records' shapes, and how
 * a refused page names its fields. docs/content.md.
 */

/** A page's id in the registry of editable pages: lower-case words joined by dashes ("events", "patent-with-ai"). */
export const ContentPageIdSchema = v.pipe(
  v.string("Unknown page."),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Unknown page."),
  v.maxLength(60, "Unknown page."),
);

/**
 * The id a page of the registry is stored and asked for under: its path's words joined by dashes ("/" is "home",
 * "/technology/contest-platform" is "technology-contest-platform").
 */
export function contentPageId(path: string): string {
  return path === "/" ? "home" : path.replace(/^\//, "").replace(/\//g, "-");
}

/** The longest note a publish or rollback carries (the history shows it). */
export const CONTENT_NOTE_MAX = 200;

/** The versions a page's history lists (newest first); older ones stay stored. */
export const CONTENT_HISTORY_MAX = 50;

/** The largest page a draft may hold, as JSON characters (a page is a few kilobytes; Firestore's limit is 1 MiB). */
export const CONTENT_PAGE_MAX_CHARS = 100_000;

const noteField = v.pipe(
  v.string("Write a note."),
  v.trim(),
  v.minLength(1, "Write a short note: what changed and why (the history shows it)."),
  v.maxLength(CONTENT_NOTE_MAX, `A note is at most ${CONTENT_NOTE_MAX} characters.`),
);
const revisionField = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `getContentPage`. */
export const ContentPageRefSchema = v.object({ pageId: ContentPageIdSchema });

/**
 * `saveContentDraft`: the page's data (parsed by the page model's schema in the callable, as in the browser) and the
 * draft revision the editor started from; a save over a newer draft is refused, and the newer draft kept.
 */
export const SaveContentDraftSchema = v.object({
  pageId: ContentPageIdSchema,
  baseRevision: revisionField,
  data: v.unknown(),
});

/** `previewContentPage`: the page as the form holds it now (parsed as a save would be), rendered, stored nowhere. */
export const PreviewContentSchema = v.object({ pageId: ContentPageIdSchema, data: v.unknown() });

/** `publishContentPage`: the saved draft of this revision goes live. */
export const PublishContentSchema = v.object({
  pageId: ContentPageIdSchema,
  draftRevision: v.pipe(v.number(), v.integer(), v.minValue(1)),
  note: noteField,
});

/** `rollbackContentPage`: an earlier version goes live again (as a new version of the history). */
export const RollbackContentSchema = v.object({
  pageId: ContentPageIdSchema,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  note: noteField,
});

/** Who did something to a page, and when (ISO instant). */
export interface ContentStamp {
  by_email: string;
  at: string;
}

/** A page as the Content tab lists it. */
export interface ContentPageRow {
  id: string;
  path: string;
  title: string;
  /** The live version's number, and who published it; null: the site still serves the build's copy. */
  live: (ContentStamp & { version: number }) | null;
  /** The pending draft, if any. */
  draft: (ContentStamp & { revision: number }) | null;
}

export interface ContentPagesResponse {
  pages: ContentPageRow[];
}

/** One version of a page's history. */
export interface ContentVersionRow extends ContentStamp {
  version: number;
  note: string;
  /** `rollback`: this version is an earlier one made live again (`source_version`). */
  kind: "publish" | "rollback";
  source_version: number | null;
}

/** `getContentPage`: the page, what the form starts from, and its history. */
export interface ContentPageResponse {
  page: ContentPageRow;
  /** The draft's data if there is one, else the live data (else the build's copy). */
  data: unknown;
  /** The draft revision the form edits; 0 when there is no draft (a save then creates revision 1). */
  revision: number;
  versions: ContentVersionRow[];
}

export interface ContentDraftResponse {
  page: ContentPageRow;
  revision: number;
}

export interface ContentPreviewResponse {
  /** The complete HTML file the page would be, for a sandboxed frame. */
  html: string;
}

export interface ContentPublishResponse {
  page: ContentPageRow;
  version: number;
  versions: ContentVersionRow[];
}

/** A refused page's messages by the field's dotted path ("sections.0.heading"), the first message per field. */
export function contentFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "_form";
    errors[path] ??= issue.message;
  }
  return errors;
}

/** What a save over a newer draft is told: who saved it and when. */
export function draftConflictMessage(stamp: ContentStamp): string {
  return `${stamp.by_email} saved a newer draft of this page at ${stamp.at}, which was not overwritten. Your changes are still in your form: compare them with the newer draft before you save again.`;
}
