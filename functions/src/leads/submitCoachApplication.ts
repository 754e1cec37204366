import { CoachApplicationRequestSchema } from "../domain/forms";
import { publicCallable } from "../platform/admission";
import { hashKey } from "../platform/keyedHash";
import { firestoreDeps, submissionHandler } from "./submission";

/**
 * Validates a coach application (camelCase payload) and stores it in `ai_coach_applications` (snake_case names:
 * domain/leads.ts).
 */
export const handleSubmitCoachApplication = submissionHandler({
  callable: "submitCoachApplication",
  kind: "applications",
  schema: CoachApplicationRequestSchema,
});

/** The coach application form's callable; anonymous callers are welcome. */
export const submitCoachApplication = publicCallable("submitCoachApplication", { secrets: [hashKey] }, (request) =>
  handleSubmitCoachApplication(request, firestoreDeps()),
);
