import { onCall } from "firebase-functions/https";
import { SubmissionRefSchema, type SubmissionDetailResponse } from "../domain/pipeline";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../lib/adminCallable";
import { readDetail } from "../lib/leadDetail";
import { SMALL_REQUEST_CHARS } from "../lib/requestSize";
import { parseOrThrow } from "../lib/validation";

/** A contact message or coach application with its history (status changes and notes), newest first. */
export async function getSubmissionHandler(request: AdminRequest, deps: AdminDeps): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin(request, deps, SMALL_REQUEST_CHARS);
  const { kind, id } = parseOrThrow(SubmissionRefSchema, request.data);
  const detail = await readDetail(deps.db, kind, id);
  deps.log.info("getSubmission", { uid: caller.uid, kind, id, activity: detail.activity.length });
  return detail;
}

export const getSubmission = onCall((request) => getSubmissionHandler(request, liveAdminDeps()));
