import { onCall } from "firebase-functions/https";
import type { ContactSubmissionRecord } from "../domain/admin";
import { CALLABLES, COLLECTIONS } from "../domain/callables";
import { ContactSchema } from "../domain/schemas";
import { appCheckEnforced } from "../lib/appCheck";
import { firestoreDeps, submissionHandler } from "../lib/submission";

/** Validates a contact message and stores it in `contact_submissions` (spec §3 field names). */
export const handleSubmitContact = submissionHandler({
  callable: CALLABLES.submitContact,
  schema: ContactSchema,
  collection: COLLECTIONS.contactSubmissions,
  toRecord: (message): Omit<ContactSubmissionRecord, "created_at"> => ({
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  }),
});

/** The contact form's callable; anonymous callers are welcome. */
export const submitContact = onCall({ enforceAppCheck: appCheckEnforced() }, (request) =>
  handleSubmitContact({ data: request.data, ip: request.rawRequest.ip }, firestoreDeps()),
);
