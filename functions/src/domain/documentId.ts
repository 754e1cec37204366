import * as v from "valibot";

/** The longest Firestore document id, in UTF-8 bytes. */
const DOCUMENT_ID_MAX_BYTES = 1500;

/** A UTF-16 surrogate without its pair: not valid UTF-8, so not a valid document id. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether `id` is a Firestore document id that names one document of the collection it is used in: valid UTF-8 of
 * at most 1,500 bytes, no `/` (which would name a document elsewhere, or a collection), not `.` or `..`, not
 * `__.*__` (reserved). See https://firebase.google.com/docs/firestore/quotas#collections_documents_and_fields.
 */
function isDocumentId(id: string): boolean {
  return (
    id.length > 0 &&
    !id.includes("/") &&
    id !== "." &&
    id !== ".." &&
    !/^__.*__$/s.test(id) &&
    !LONE_SURROGATE.test(id) &&
    new TextEncoder().encode(id).length <= DOCUMENT_ID_MAX_BYTES
  );
}

/**
 * The one schema of an id a request names a stored document by (a submission id, a `paymentId`, a cursor's id):
 * every admin callable's request schema pipes its id field through it, so a crafted id is refused as
 * `invalid-argument` before it reaches Firestore's client (issue 23, finding 5).
 */
export const DocumentIdSchema = v.pipe(v.string("Invalid id"), v.check(isDocumentId, "Invalid id"));
