import { CONTRACT } from "../domain/contract";
import { callable } from "../platform/callable";
import { hashKey } from "../platform/keyedHash";
import { appCheckEnforced } from "../platform/params";
import { firestoreDeps, submissionHandler, submissionRequest } from "./submission";

/** Validates a contact message and stores it in `contact_submissions` (stored names: domain/leads.ts). */
export const handleSubmitContact = submissionHandler({
  callable: "submitContact",
  kind: "contact",
  schema: CONTRACT.submitContact.request,
});

/** The contact form's callable; anonymous callers are welcome. */
export const submitContact = callable(
  "submitContact",
  { secrets: [hashKey], enforceAppCheck: appCheckEnforced() },
  (request) => handleSubmitContact(submissionRequest(request), firestoreDeps()),
);
