import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { DeleteSubmissionSchema } from "../domain/dashboard";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { notFound } from "./detail";
import { leadDoc } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";

export const PAYMENTS_NOT_DELETABLE_MESSAGE = "Payments are financial records and cannot be deleted.";

/** History entries deleted per batch (a batch holds at most 500 writes). */
const DELETE_BATCH = 400;

/**
 * Erasure on request: deletes a contact message or coach application with every entry of its history, then writes
 * `audit_log` `{ action: "delete", kind, submission_id, by_uid, at }` (no personal data) and logs the same. The
 * history goes first, so a failure part-way leaves the submission in place to delete again. Payments are refused.
 */
export async function deleteSubmissionHandler(request: AdminRequest, deps: AdminDeps): Promise<{ ok: true }> {
  const caller = await admitAdmin(request, deps, SMALL_REQUEST_CHARS);
  const data: unknown = request.data;
  if (data && typeof data === "object" && (data as { kind?: unknown }).kind === "payments") {
    throw new HttpsError("failed-precondition", PAYMENTS_NOT_DELETABLE_MESSAGE);
  }
  const { kind, id } = parseOrThrow(DeleteSubmissionSchema, data);
  const ref = leadDoc(deps.db, kind, id);
  if (!(await ref.get()).exists) throw notFound();

  let removedEntries = 0;
  for (;;) {
    const entries = await ref.collection(COLLECTIONS.activity).limit(DELETE_BATCH).get();
    if (entries.empty) break;
    const batch = deps.db.batch();
    for (const entry of entries.docs) batch.delete(entry.ref);
    await batch.commit();
    removedEntries += entries.size;
  }
  const batch = deps.db.batch();
  batch.delete(ref);
  batch.create(deps.db.collection(COLLECTIONS.auditLog).doc(), {
    action: "delete",
    kind,
    submission_id: id,
    by_uid: caller.uid,
    at: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  deps.log.info("deleteSubmission", { action: "delete", kind, submission_id: id, by_uid: caller.uid, removedEntries });
  return { ok: true };
}

export const deleteSubmission = callable("deleteSubmission", {}, (request) =>
  deleteSubmissionHandler(request, liveAdminDeps()),
);
