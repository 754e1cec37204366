import { FieldPath, Timestamp, type Firestore, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import {
  AUDIT_ACTIONS,
  AUDIT_EXPORT_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  AuditPageSchema,
  type AuditAction,
  type AuditPageInput,
  type AuditPageResponse,
  type AuditRow,
} from "../domain/team";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { recordAudit } from "../platform/audit";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";

/** The filters of a page: one person, one action, or both (firestore.indexes.json has each with `at` descending). */
function filtered(db: Firestore, input: AuditPageInput): Query {
  let query: Query = db.collection(COLLECTIONS.auditLog);
  if (input.action) query = query.where("action", "==", input.action);
  if (input.byUid) query = query.where("by_uid", "==", input.byUid);
  return query;
}

function rowOf(doc: QueryDocumentSnapshot): AuditRow {
  const data = doc.data();
  const at = data.at instanceof Timestamp ? data.at.toDate().toISOString() : "";
  const details: AuditRow["details"] = {};
  const stored = data.details && typeof data.details === "object" ? (data.details as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") details[key] = value;
  }
  // Entries written before the audit log had `target` (an erasure's kind and id).
  const target =
    typeof data.target === "string"
      ? data.target
      : typeof data.kind === "string"
        ? `${data.kind}/${String(data.submission_id ?? "")}`
        : "";
  return {
    id: doc.id,
    action: (AUDIT_ACTIONS as readonly string[]).includes(data.action) ? (data.action as AuditAction) : "delete",
    by_uid: String(data.by_uid ?? ""),
    by_email: String(data.by_email ?? ""),
    at,
    target,
    details,
  };
}

/**
 * A page of the audit log, newest first, after the cursor: one query of at most `size` entries and one `count()` of
 * the same filters, whatever the log's size (as the lead lists page).
 */
async function readPage(db: Firestore, input: AuditPageInput, size: number): Promise<AuditPageResponse> {
  const base = filtered(db, input);
  let query = base.orderBy("at", "desc").orderBy(FieldPath.documentId(), "desc");
  const { cursor } = input;
  if (cursor) {
    const at = new Date(cursor.at);
    if (Number.isNaN(at.getTime())) throw new HttpsError("invalid-argument", "Invalid cursor.");
    query = query.startAfter(Timestamp.fromDate(at), cursor.id);
  }
  const [snapshot, counted] = await Promise.all([query.limit(size).get(), base.count().get()]);
  const rows = snapshot.docs.map(rowOf);
  const total = counted.data().count;
  const position = (cursor?.position ?? 0) + rows.length;
  const last = rows.at(-1);
  return {
    rows,
    total,
    nextCursor: last && rows.length === size && position < total ? { id: last.id, at: last.at, position } : null,
  };
}

export async function listAuditLogHandler(request: AdminRequest, deps: AdminDeps): Promise<AuditPageResponse> {
  const caller = await admitAdmin("listAuditLog", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(AuditPageSchema, request.data);
  const page = await readPage(deps.db, input, AUDIT_PAGE_SIZE);
  deps.log.info("listAuditLog", { uid: caller.uid, reads: page.rows.length, aggregations: 1 });
  return page;
}

/**
 * The audit log for the CSV export, {@link AUDIT_EXPORT_PAGE_SIZE} entries a page; the first page records the export
 * itself (with how many entries it covers).
 */
export async function exportAuditLogHandler(request: AdminRequest, deps: AdminDeps): Promise<AuditPageResponse> {
  const caller = await admitAdmin("exportAuditLog", request, deps, SMALL_REQUEST_CHARS);
  const input = parseOrThrow(AuditPageSchema, request.data);
  const page = await readPage(deps.db, input, AUDIT_EXPORT_PAGE_SIZE);
  if (!input.cursor) {
    await recordAudit(deps.db, "export", caller, "audit_log", {
      rows: page.total,
      ...(input.action ? { action: input.action } : {}),
      ...(input.byUid ? { person: input.byUid } : {}),
    });
  }
  deps.log.info("exportAuditLog", { uid: caller.uid, reads: page.rows.length, aggregations: 1 });
  return page;
}

export const listAuditLog = callable("listAuditLog", {}, (request) => listAuditLogHandler(request, liveAdminDeps()));
export const exportAuditLog = callable("exportAuditLog", {}, (request) =>
  exportAuditLogHandler(request, liveAdminDeps()),
);
