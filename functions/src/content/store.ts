import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { CONTENT_HISTORY_MAX, type ContentPageRow, type ContentStamp, type ContentVersionRow } from "../domain/content";
import type { ContentModel, EditablePage } from "./deps";

/*
 * The stored content (docs/content.md): `content_pages/{pageId}` holds the page's pending draft (data, revision,
 * who and when), its live version's number (who published it, when) and how many versions it has;
 * `content_pages/{pageId}/versions/{n}` every version ever made live (data, note, who, when, publish or rollback).
 * Only the content callables read and write them (firestore.rules: no client).
 */

export const UNKNOWN_PAGE_MESSAGE = "Unknown page.";

/** The page record's fields as stored. */
export interface ContentPageRecord {
  page_id: string;
  /**
   * The pending draft's page data as JSON text (null: no draft). Stored as text, not as a map: a page holds lists of
   * formatted text (arrays of arrays), which Firestore cannot store as values.
   */
  draft: string | null;
  /** Grows by one with every saved draft; a save names the revision it started from. */
  draft_revision: number;
  draft_by_uid: string | null;
  draft_by_email: string | null;
  draft_at: Timestamp | null;
  live_version: number | null;
  live_by_email: string | null;
  live_at: Timestamp | null;
  version_count: number;
  /** Set while a publish or rollback is releasing (a lease: a crashed one frees the page when it passes). */
  releasing_until: Timestamp | null;
  releasing_by_email: string | null;
}

/** The record of a page nobody has touched yet. */
export function emptyContentPage(pageId: string): ContentPageRecord {
  return {
    page_id: pageId,
    draft: null,
    draft_revision: 0,
    draft_by_uid: null,
    draft_by_email: null,
    draft_at: null,
    live_version: null,
    live_by_email: null,
    live_at: null,
    version_count: 0,
    releasing_until: null,
    releasing_by_email: null,
  };
}

/**
 * The record after `by` saved `data` as the page's draft at `at`: the next revision. The one builder of a draft, for
 * the callable and the demo seed alike.
 */
export function draftSaved(
  record: ContentPageRecord,
  data: unknown,
  by: { uid: string; email: string },
  at: Timestamp,
): ContentPageRecord {
  return {
    ...record,
    draft: JSON.stringify(data),
    draft_revision: record.draft_revision + 1,
    draft_by_uid: by.uid,
    draft_by_email: by.email,
    draft_at: at,
  };
}

/** A version's fields as stored. */
export interface ContentVersionRecord {
  version: number;
  /** The page data as JSON text (as the draft: Firestore stores no arrays of arrays). */
  data: string;
  note: string;
  kind: "publish" | "rollback";
  source_version: number | null;
  by_uid: string;
  by_email: string;
  at: Timestamp;
  /** The Hosting version and release that made it live. */
  hosting_version: string;
  hosting_release: string;
}

export function contentPages(db: Firestore) {
  return db.collection(COLLECTIONS.contentPages);
}

export function contentPageRef(db: Firestore, pageId: string) {
  return contentPages(db).doc(pageId);
}

export function versionRef(db: Firestore, pageId: string, version: number) {
  return contentPageRef(db, pageId).collection(COLLECTIONS.contentVersions).doc(String(version));
}

/** The registry entry of `pageId`, or `not-found`. */
export function editablePage(model: ContentModel, pageId: string): EditablePage {
  const page = model.pages.find((entry) => entry.id === pageId);
  if (!page) throw new HttpsError("not-found", UNKNOWN_PAGE_MESSAGE);
  return page;
}

/** The stored record of a page (or the empty one). */
export function contentRecordOf(snapshot: DocumentSnapshot, pageId: string): ContentPageRecord {
  return snapshot.exists
    ? { ...emptyContentPage(pageId), ...(snapshot.data() as Partial<ContentPageRecord>) }
    : emptyContentPage(pageId);
}

const iso = (value: Timestamp | null) => (value ? value.toDate().toISOString() : "");

/** Who last changed the draft, for a conflict's message. */
export function draftStamp(record: ContentPageRecord): ContentStamp {
  return {
    by_email: record.draft_by_email ?? record.live_by_email ?? "someone",
    at: iso(record.draft_at ?? record.live_at),
  };
}

export function pageRow(page: EditablePage, record: ContentPageRecord): ContentPageRow {
  return {
    id: page.id,
    path: page.path,
    title: page.title,
    live:
      record.live_version === null
        ? null
        : { version: record.live_version, by_email: record.live_by_email ?? "", at: iso(record.live_at) },
    draft:
      record.draft === null
        ? null
        : { revision: record.draft_revision, by_email: record.draft_by_email ?? "", at: iso(record.draft_at) },
  };
}

export function versionRow(snapshot: DocumentSnapshot): ContentVersionRow {
  const record = snapshot.data() as ContentVersionRecord;
  return {
    version: record.version,
    note: record.note,
    kind: record.kind,
    source_version: record.source_version,
    by_email: record.by_email,
    at: iso(record.at),
  };
}

/** A page's history, newest first. */
export async function readVersions(db: Firestore, pageId: string): Promise<ContentVersionRow[]> {
  const snapshot = await contentPageRef(db, pageId)
    .collection(COLLECTIONS.contentVersions)
    .orderBy("version", "desc")
    .limit(CONTENT_HISTORY_MAX)
    .get();
  return snapshot.docs.map(versionRow);
}

/** The page data stored as JSON text in a draft or a version. */
export function pageDataOf(stored: unknown): unknown {
  if (typeof stored !== "string") throw new Error("stored page data is not JSON text");
  return JSON.parse(stored) as unknown;
}

/** The live data of a page: its live version's, else the build's copy. */
export async function liveData(db: Firestore, model: ContentModel, record: ContentPageRecord): Promise<unknown> {
  if (record.live_version === null) return model.defaults(record.page_id);
  const version = await versionRef(db, record.page_id, record.live_version).get();
  if (!version.exists)
    throw new Error(`content_pages/${record.page_id} names version ${record.live_version}, which is missing`);
  return pageDataOf(version.get("data"));
}

/** The day each page's content last went live (the sitemap's lastmod); pages never published are left out. */
export async function liveDates(db: Firestore): Promise<Map<string, Date>> {
  const snapshot = await contentPages(db).get();
  const dates = new Map<string, Date>();
  for (const doc of snapshot.docs) {
    const at = doc.get("live_at") as unknown;
    if (at instanceof Timestamp) dates.set(doc.id, at.toDate());
  }
  return dates;
}
