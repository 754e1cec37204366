import { SubmissionRefSchema, type SubmissionDetailResponse } from "../domain/dashboard";
import { assertLeadInScope } from "../platform/roles";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { readDetail } from "./detail";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";

/** A contact message or coach application with its history (status changes and notes), newest first. */
export async function getSubmissionHandler(request: AdminRequest, deps: AdminDeps): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin("getSubmission", request, deps, SMALL_REQUEST_CHARS);
  const { kind, id } = parseOrThrow(SubmissionRefSchema, request.data);
  await assertLeadInScope(deps.db, caller, kind, id);
  const detail = await readDetail(deps.db, kind, id);
  deps.log.info("getSubmission", { uid: caller.uid, kind, id, activity: detail.activity.length });
  return detail;
}

export const getSubmission = callable("getSubmission", {}, (request) => getSubmissionHandler(request, liveAdminDeps()));
