import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTIONS, type LeadKind } from "../domain/collections";
import type { SubmissionRowsByKind, SubmissionDetailResponse } from "../domain/dashboard";
import type { ActivityEntry } from "../domain/leads";
import { plain } from "../platform/plainValues";
import { NOT_FOUND_MESSAGE, leadDoc, rowOf } from "./queries";

/** The most history entries the detail shows, newest first (a submission with more is a rare, very long thread). */
export const ACTIVITY_MAX = 200;

export function notFound(): HttpsError {
  return new HttpsError("not-found", NOT_FOUND_MESSAGE);
}

/**
 * The field `deleteSubmission` sets on a submission, in a transaction, before it deletes its history: from then on no
 * note or status change may write under it (see deleteSubmission.ts for the interleavings).
 */
export const DELETING_FIELD = "deleting";

/**
 * Refuses a note or a status change on a submission that is gone or being deleted, with the not-found the dashboard
 * shows for a deleted submission. Called on the submission as read inside the write's own transaction, so the
 * decision and the write commit together.
 */
export function assertWritable(doc: DocumentSnapshot): void {
  if (!doc.exists || doc.get(DELETING_FIELD) === true) throw notFound();
}

/** A submission with its newest {@link ACTIVITY_MAX} activity entries: what the detail view shows. */
export async function readDetail(db: Firestore, kind: LeadKind, id: string): Promise<SubmissionDetailResponse> {
  const ref = leadDoc(db, kind, id);
  const [doc, activity] = await Promise.all([
    ref.get(),
    ref.collection(COLLECTIONS.activity).orderBy("at", "desc").limit(ACTIVITY_MAX).get(),
  ]);
  if (!doc.exists) throw notFound();
  return {
    row: rowOf(kind, { id: doc.id, data: () => doc.data() ?? {} }) as unknown as SubmissionRowsByKind[LeadKind],
    activity: activity.docs.map((entry) => ({ ...(plain(entry.data()) as Omit<ActivityEntry, "id">), id: entry.id })),
  };
}
