import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS } from "../domain/collections";
import { leadKey } from "../domain/conversations";
import { DeleteSubmissionSchema } from "../domain/dashboard";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { DELETING_FIELD, notFound } from "./detail";
import { leadDoc } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { callable } from "../platform/callable";
import { auditDoc, auditEntry } from "../platform/audit";

export const PAYMENTS_NOT_DELETABLE_MESSAGE = "Payments are financial records and cannot be deleted.";

/** History entries deleted per batch (a batch holds at most 500 writes). */
const DELETE_BATCH = 400;

/**
 * Erasure on request: deletes a contact message, coach application or booking with every entry of its history, its
 * conversation's messages and its prepared mails (and a booking's time locks, with its token's hash on the document),
 * then writes its `audit_log` entry (platform/audit.ts: `action: "delete"`, target `kind/id`, by whom; no personal
 * data) and logs the same. Payments
 * are refused.
 *
 * Nothing may outlive the submission (issue 23, finding 4). The steps:
 * 1. In a transaction, read the submission and, if it exists, mark it `deleting: true`.
 * 2. Delete its `activity` entries in batches until none is left.
 * 3. In one batch, delete the submission (a no-op when it was already gone) and write the audit entry.
 * A note or a status change (addSubmissionNote, setSubmissionStatus) reads the submission inside its own transaction
 * and writes only if it exists and is not `deleting` (`assertWritable`). The interleavings:
 * - the write commits before step 1: its entry is in `activity` when step 2 starts, and step 2 deletes it;
 * - the write's transaction read the submission before step 1 and commits after it: Firestore serialises two
 *   transactions on one document (the write's read is locked or invalidated by step 1's update), so the write is
 *   retried, reads `deleting` and is refused — or it commits first and is the case above;
 * - the write starts after step 1, during step 2 or 3, or after the submission is gone: refused, nothing written;
 * - a delete that fails part-way leaves the submission `deleting` (still listed, no longer writable) with part of
 *   its history: the next delete starts again at step 1 and finishes;
 * - history left under a submission that is already gone (written by a version before this one, or a delete cut
 *   off between steps 3 and its log): the next delete skips the mark, deletes the entries and records the audit
 *   entry. Only when neither the submission nor any entry exists does a delete answer not-found.
 */
export async function deleteSubmissionHandler(request: AdminRequest, deps: AdminDeps): Promise<{ ok: true }> {
  const caller = await admitAdmin("deleteSubmission", request, deps, SMALL_REQUEST_CHARS);
  const data: unknown = request.data;
  if (data && typeof data === "object" && (data as { kind?: unknown }).kind === "payments") {
    throw new HttpsError("failed-precondition", PAYMENTS_NOT_DELETABLE_MESSAGE);
  }
  const { kind, id } = parseOrThrow(DeleteSubmissionSchema, data);
  const ref = leadDoc(deps.db, kind, id);
  const activity = ref.collection(COLLECTIONS.activity);
  const mails = ref.collection(COLLECTIONS.mailEvents);
  // Its conversation (top-level, keyed by lead: domain/conversations.ts leadKey).
  const messages = deps.db.collection(COLLECTIONS.messages).where("lead", "==", leadKey(kind, id));
  const { existed, lockIds } = await deps.db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref);
    if (doc.exists) transaction.update(ref, { [DELETING_FIELD]: true });
    const locks = doc.get("lock_ids") as unknown;
    return {
      existed: doc.exists,
      lockIds: Array.isArray(locks) ? locks.filter((lock) => typeof lock === "string") : [],
    };
  });
  if (
    !existed &&
    (await activity.limit(1).get()).empty &&
    (await mails.limit(1).get()).empty &&
    (await messages.limit(1).get()).empty
  )
    throw notFound();

  // The history, the prepared mails (a booking's or an application's: they hold the person's name and address) and
  // the messages written to and received from the person.
  let removedEntries = 0;
  for (const entriesOf of [activity, mails, messages]) {
    for (;;) {
      const entries = await entriesOf.limit(DELETE_BATCH).get();
      if (entries.empty) break;
      const batch = deps.db.batch();
      for (const entry of entries.docs) batch.delete(entry.ref);
      await batch.commit();
      removedEntries += entries.size;
    }
  }
  const batch = deps.db.batch();
  batch.delete(ref);
  // A booking's locks: its time is free again. Its token's hash goes with the document.
  for (const lockId of lockIds) batch.delete(deps.db.collection(COLLECTIONS.bookingLocks).doc(lockId));
  // Which record, never its content (platform/audit.ts).
  batch.create(auditDoc(deps.db), auditEntry("delete", caller, `${kind}/${id}`, { kind, submission_id: id }));
  await batch.commit();
  deps.log.info("deleteSubmission", {
    action: "delete",
    kind,
    submission_id: id,
    by_uid: caller.uid,
    removedEntries,
    ...(existed ? {} : { leftoversOnly: true }),
  });
  return { ok: true };
}

export const deleteSubmission = callable("deleteSubmission", {}, (request) =>
  deleteSubmissionHandler(request, liveAdminDeps()),
);
