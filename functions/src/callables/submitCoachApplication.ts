import { onCall } from "firebase-functions/https";
import { CALLABLES, COLLECTIONS } from "../domain/callables";
import { APPLICATION_RECORD_NAMES, toStoredFields, type CoachApplicationFields } from "../domain/records";
import { CoachApplicationSchema } from "../domain/schemas";
import { appCheckEnforced } from "../lib/appCheck";
import { firestoreDeps, submissionHandler, submissionRequest } from "../lib/submission";

/** Validates a coach application (camelCase payload) and stores it in `ai_coach_applications` (snake_case names: domain/records.ts). */
export const handleSubmitCoachApplication = submissionHandler({
  callable: CALLABLES.submitCoachApplication,
  schema: CoachApplicationSchema,
  collection: COLLECTIONS.coachApplications,
  toRecord: (application): CoachApplicationFields => toStoredFields(APPLICATION_RECORD_NAMES, application),
});

/** The coach application form's callable; anonymous callers are welcome. */
export const submitCoachApplication = onCall({ enforceAppCheck: appCheckEnforced() }, (request) =>
  handleSubmitCoachApplication(submissionRequest(request), firestoreDeps()),
);
