import { onCall } from "firebase-functions/https";
import { CALLABLES, COLLECTIONS } from "../domain/callables";
import { CONTACT_RECORD_NAMES, toStoredFields, type ContactFields } from "../domain/records";
import { ContactSchema } from "../domain/schemas";
import { appCheckEnforced } from "../lib/appCheck";
import { firestoreDeps, submissionHandler, submissionRequest } from "../lib/submission";

/** Validates a contact message and stores it in `contact_submissions` (stored names: domain/records.ts). */
export const handleSubmitContact = submissionHandler({
  callable: CALLABLES.submitContact,
  schema: ContactSchema,
  collection: COLLECTIONS.contactSubmissions,
  toRecord: (message): ContactFields => toStoredFields(CONTACT_RECORD_NAMES, message),
});

/** The contact form's callable; anonymous callers are welcome. */
export const submitContact = onCall({ enforceAppCheck: appCheckEnforced() }, (request) =>
  handleSubmitContact(submissionRequest(request), firestoreDeps()),
);
