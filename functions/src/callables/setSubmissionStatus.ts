import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/callables";
import {
  INITIAL_STATUS,
  SetStatusSchema,
  isStatusOf,
  type LeadStatus,
  type SubmissionDetailResponse,
} from "../domain/pipeline";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../lib/adminCallable";
import { assertWritable, readDetail } from "../lib/leadDetail";
import { assertStatusOfKind, leadDoc } from "../lib/leads";
import { SMALL_REQUEST_CHARS } from "../lib/requestSize";
import { parseOrThrow } from "../lib/validation";

/**
 * Moves a submission to one of its kind's statuses. In one transaction: the record's `status` and `updated_at`,
 * and a history entry `{ type: "status", from, to, by_email, by_uid, at }`. Setting the status it already has
 * changes nothing and writes no history. Answers the detail as it now is.
 */
export async function setSubmissionStatusHandler(
  request: AdminRequest,
  deps: AdminDeps,
): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin(request, deps, SMALL_REQUEST_CHARS);
  const { kind, id, status } = parseOrThrow(SetStatusSchema, request.data);
  assertStatusOfKind(kind, status);
  const ref = leadDoc(deps.db, kind, id);
  const from = await deps.db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    // Gone or being deleted: write nothing (a history entry would outlive its submission; deleteSubmission.ts).
    assertWritable(doc);
    const stored = doc.get("status") as unknown;
    const current: LeadStatus = typeof stored === "string" && isStatusOf(kind, stored) ? stored : INITIAL_STATUS;
    if (current === status) {
      // Not a change: no history. A record stored before statuses existed gets the field it reads as.
      if (stored !== status) transaction.update(ref, { status });
      return current;
    }
    const at = FieldValue.serverTimestamp();
    transaction.update(ref, { status, updated_at: at });
    transaction.create(ref.collection(COLLECTIONS.activity).doc(), {
      type: "status",
      from: current,
      to: status,
      by_email: caller.email,
      by_uid: caller.uid,
      at,
    });
    return current;
  });
  deps.log.info("setSubmissionStatus", { uid: caller.uid, kind, id, from, to: status, changed: from !== status });
  return readDetail(deps.db, kind, id);
}

export const setSubmissionStatus = onCall((request) => setSubmissionStatusHandler(request, liveAdminDeps()));
