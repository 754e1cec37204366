import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/callables";
import { AddNoteSchema, type SubmissionDetailResponse } from "../domain/pipeline";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../lib/adminCallable";
import { assertWritable, readDetail } from "../lib/leadDetail";
import { leadDoc } from "../lib/leads";
import { MAX_REQUEST_CHARS } from "../lib/requestSize";
import { parseOrThrow } from "../lib/validation";

/**
 * Adds a staff note to a submission's history. In one transaction: a history entry `{ type: "note", text, by_email,
 * by_uid, at }`, `notes_count` + 1 and `updated_at` on the record. Answers the detail as it now is.
 */
export async function addSubmissionNoteHandler(
  request: AdminRequest,
  deps: AdminDeps,
): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin(request, deps, MAX_REQUEST_CHARS);
  const { kind, id, text } = parseOrThrow(AddNoteSchema, request.data);
  const ref = leadDoc(deps.db, kind, id);
  await deps.db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    // Gone or being deleted: write nothing (a history entry would outlive its submission; deleteSubmission.ts).
    assertWritable(doc);
    const at = FieldValue.serverTimestamp();
    transaction.update(ref, { notes_count: FieldValue.increment(1), updated_at: at });
    transaction.create(ref.collection(COLLECTIONS.activity).doc(), {
      type: "note",
      text,
      by_email: caller.email,
      by_uid: caller.uid,
      at,
    });
  });
  // The note's text is staff's words about a person: it stays out of the log.
  deps.log.info("addSubmissionNote", { uid: caller.uid, kind, id, length: text.length });
  return readDetail(deps.db, kind, id);
}

export const addSubmissionNote = onCall((request) => addSubmissionNoteHandler(request, liveAdminDeps()));
