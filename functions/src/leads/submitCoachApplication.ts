import { CONTRACT } from "../domain/contract";
import { callable } from "../platform/callable";
import { hashKey } from "../platform/keyedHash";
import { appCheckEnforced } from "../platform/params";
import { firestoreDeps, submissionHandler, submissionRequest } from "./submission";

/**
 * Validates a coach application (camelCase payload) and stores it in `ai_coach_applications` (snake_case names:
 * domain/leads.ts).
 */
export const handleSubmitCoachApplication = submissionHandler({
  callable: "submitCoachApplication",
  kind: "applications",
  schema: CONTRACT.submitCoachApplication.request,
});

/** The coach application form's callable; anonymous callers are welcome. */
export const submitCoachApplication = callable(
  "submitCoachApplication",
  { secrets: [hashKey], enforceAppCheck: appCheckEnforced() },
  (request) => handleSubmitCoachApplication(submissionRequest(request), firestoreDeps()),
);
