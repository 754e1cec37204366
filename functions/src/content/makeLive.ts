import { Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { draftConflictMessage, type ContentPublishResponse } from "../domain/content";
import { auditDoc, auditEntry } from "../platform/audit";
import { errorCode } from "../platform/errors";
import type { StaffCaller } from "../platform/roles";
import type { ContentDeps, EditablePage } from "./deps";
import { HostingReleaseError } from "./hostingRelease";
import {
  contentPageRef,
  contentRecordOf,
  draftStamp,
  liveDates,
  pageRow,
  readVersions,
  versionRef,
  type ContentVersionRecord,
} from "./store";

/** How long a release holds its page: past it, a crashed publish no longer blocks the next one. */
export const RELEASE_LEASE_MS = 3 * 60 * 1000;

export const DRAFT_GONE_MESSAGE = "This page has no draft to publish: save your changes first.";

export function releasingMessage(by: string): string {
  return `${by} is publishing this page right now. Try again in a minute.`;
}

/** What the editor is told when Hosting refused the release. */
export function releaseFailedMessage(detail: string): string {
  return `The page was not published: ${detail}. The live page is unchanged, and the draft is kept.`;
}

/** What goes live: a saved draft (publish) or an earlier version again (rollback). */
export type LiveChange =
  | { kind: "publish"; data: unknown; note: string; draftRevision: number }
  | { kind: "rollback"; data: unknown; note: string; sourceVersion: number };

/**
 * Makes `change` the live page: holds the page (one release at a time), renders it with the build's prerender (its
 * HTML file and the sitemap, whose lastmod follows), releases the files to Hosting, then records the new version,
 * points the page at it, clears a published draft that nobody replaced meanwhile, and appends the audit entry, in one
 * transaction. A failed render or release records nothing, frees the page and tells the editor; the live site is as
 * it was (Hosting's release is the last step of ./hostingRelease.ts).
 */
export async function makeLive(
  deps: Pick<ContentDeps, "db" | "model" | "log" | "now" | "renderer" | "release">,
  caller: StaffCaller,
  page: EditablePage,
  change: LiveChange,
): Promise<ContentPublishResponse> {
  const ref = contentPageRef(deps.db, page.id);
  await deps.db.runTransaction(async (transaction) => {
    const record = contentRecordOf(await transaction.get(ref), page.id);
    const now = deps.now();
    if (record.releasing_until && record.releasing_until.toMillis() > now.getTime())
      throw new HttpsError("failed-precondition", releasingMessage(record.releasing_by_email ?? "Someone"));
    if (change.kind === "publish") {
      if (record.draft === null) throw new HttpsError("failed-precondition", DRAFT_GONE_MESSAGE);
      if (record.draft_revision !== change.draftRevision)
        throw new HttpsError("aborted", draftConflictMessage(draftStamp(record)), {
          conflict: { ...draftStamp(record), revision: record.draft_revision },
        });
    }
    transaction.set(ref, {
      ...record,
      releasing_until: Timestamp.fromMillis(now.getTime() + RELEASE_LEASE_MS),
      releasing_by_email: caller.email,
    });
  });

  const started = Date.now();
  let release;
  try {
    const renderer = await deps.renderer();
    const dates = await liveDates(deps.db);
    const lastmods = new Map<string, Date>();
    for (const entry of deps.model.pages) {
      const date = entry.id === page.id ? deps.now() : dates.get(entry.id);
      if (date) lastmods.set(entry.path, date);
    }
    const files = await renderer.releaseFiles([{ page, data: change.data }], lastmods);
    release = await deps.release(
      files,
      `${change.kind === "publish" ? "Publish" : "Roll back"} ${page.path}: ${change.note}`,
    );
  } catch (error) {
    await ref.update({ releasing_until: null, releasing_by_email: null });
    const detail = error instanceof HostingReleaseError ? error.message : "the page could not be rendered or released";
    deps.log.warn(change.kind === "publish" ? "publishContentPage" : "rollbackContentPage", {
      uid: caller.uid,
      pageId: page.id,
      outcome: "release_failed",
      step: error instanceof HostingReleaseError ? error.step : "render",
      error: errorCode(error),
    });
    throw new HttpsError("unavailable", releaseFailedMessage(detail));
  }

  const result = await deps.db.runTransaction(async (transaction) => {
    const record = contentRecordOf(await transaction.get(ref), page.id);
    const version = record.version_count + 1;
    const at = Timestamp.fromDate(deps.now());
    const stored: ContentVersionRecord = {
      version,
      data: JSON.stringify(change.data),
      note: change.note,
      kind: change.kind,
      source_version: change.kind === "rollback" ? change.sourceVersion : null,
      by_uid: caller.uid,
      by_email: caller.email,
      at,
      hosting_version: release.version,
      hosting_release: release.release,
    };
    const published = change.kind === "publish" && record.draft_revision === change.draftRevision;
    const next = {
      ...record,
      ...(published ? { draft: null, draft_by_uid: null, draft_by_email: null, draft_at: null } : {}),
      live_version: version,
      live_by_email: caller.email,
      live_at: at,
      version_count: version,
      releasing_until: null,
      releasing_by_email: null,
    };
    transaction.create(versionRef(deps.db, page.id, version), stored);
    transaction.set(ref, next);
    transaction.create(
      auditDoc(deps.db),
      auditEntry(change.kind === "publish" ? "content-publish" : "content-rollback", caller, page.path, {
        version,
        ...(change.kind === "rollback" ? { from_version: change.sourceVersion } : {}),
        note: change.note,
      }),
    );
    return { version, row: pageRow(page, next) };
  });
  deps.log.info(change.kind === "publish" ? "publishContentPage" : "rollbackContentPage", {
    uid: caller.uid,
    pageId: page.id,
    version: result.version,
    uploaded: release.uploaded,
    ms: Date.now() - started,
  });
  return { page: result.row, version: result.version, versions: await readVersions(deps.db, page.id) };
}
