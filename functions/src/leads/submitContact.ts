import { ContactRequestSchema } from "../domain/forms";
import { publicCallable } from "../platform/admission";
import { hashKey } from "../platform/keyedHash";
import { firestoreDeps, submissionHandler } from "./submission";

/** Validates a contact message and stores it in `contact_submissions` (stored names: domain/leads.ts). */
export const handleSubmitContact = submissionHandler({
  callable: "submitContact",
  kind: "contact",
  schema: ContactRequestSchema,
});

/** The contact form's callable; anonymous callers are welcome. */
export const submitContact = publicCallable("submitContact", { secrets: [hashKey] }, (request) =>
  handleSubmitContact(request, firestoreDeps()),
);
