import { onCall } from "firebase-functions/https";
import type { CoachApplicationRecord } from "../domain/admin";
import { CALLABLES, COLLECTIONS } from "../domain/callables";
import { CoachApplicationSchema } from "../domain/schemas";
import { appCheckEnforced } from "../lib/appCheck";
import { firestoreDeps, submissionHandler } from "../lib/submission";

/** Validates a coach application (camelCase payload) and stores it in `ai_coach_applications` (snake_case, spec §3). */
export const handleSubmitCoachApplication = submissionHandler({
  callable: CALLABLES.submitCoachApplication,
  schema: CoachApplicationSchema,
  collection: COLLECTIONS.coachApplications,
  toRecord: (application): Omit<CoachApplicationRecord, "created_at"> => ({
    first_name: application.firstName,
    last_name: application.lastName,
    email: application.email,
    phone: application.phone,
    city: application.city,
    state: application.state,
    current_occupation: application.currentOccupation,
    professional_background: application.professionalBackground,
    ai_experience: application.aiExperience,
    teaching_experience: application.teachingExperience,
    work_preference: application.workPreference,
    available_start_date: application.availableStartDate,
    motivation: application.motivation,
    heard_about_us: application.heardAboutUs,
    additional_info: application.additionalInfo,
  }),
});

/** The coach application form's callable; anonymous callers are welcome. */
export const submitCoachApplication = onCall({ enforceAppCheck: appCheckEnforced() }, (request) =>
  handleSubmitCoachApplication({ data: request.data, ip: request.rawRequest.ip }, firestoreDeps()),
);
