import { FieldValue } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import { AddNoteSchema, type SubmissionDetailResponse } from "../domain/dashboard";
import { noteEntry } from "../domain/leads";
import { assertLeadInScope } from "../platform/roles";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { assertWritable, readDetail } from "./detail";
import { leadDoc } from "./queries";
import { MAX_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";

/**
 * Adds a staff note to a submission's history. In one transaction: a history entry `{ type: "note", text, by_email,
 * by_uid, at }`, `notes_count` + 1 and `updated_at` on the record. Answers the detail as it now is.
 */
export async function addSubmissionNoteHandler(
  request: AdminRequest,
  deps: AdminDeps,
): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin("addSubmissionNote", request, deps, MAX_REQUEST_CHARS);
  const { kind, id, text } = parseOrThrow(AddNoteSchema, request.data);
  await assertLeadInScope(deps.db, caller, kind, id);
  const ref = leadDoc(deps.db, kind, id);
  await deps.db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    // Gone or being deleted: write nothing (a history entry would outlive its submission; deleteSubmission.ts).
    assertWritable(doc);
    const at = FieldValue.serverTimestamp();
    transaction.update(ref, { notes_count: FieldValue.increment(1), updated_at: at });
    transaction.create(ref.collection(COLLECTIONS.activity).doc(), noteEntry(text, caller, at));
  });
  // The note's text is staff's words about a person: it stays out of the log.
  deps.log.info("addSubmissionNote", { uid: caller.uid, kind, id, length: text.length });
  return readDetail(deps.db, kind, id);
}

export const addSubmissionNote = callable("addSubmissionNote", {}, (request) =>
  addSubmissionNoteHandler(request, liveAdminDeps()),
);
