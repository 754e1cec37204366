import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { COLLECTION_OF_KIND, COLLECTIONS } from "../domain/collections";
import type { InvoiceLead, InvoiceRecord, InvoiceRow } from "../domain/invoices";
import type { MailEventRecord } from "../domain/mail";
import { plain } from "../platform/plainValues";

/** Who a timeline step of a webhook is by: Stripe itself. */
export const STRIPE_ACTOR = { uid: "stripe", email: "Stripe" } as const;

/** An invoice as stored (its times are Firestore timestamps, read as such only to turn them into ISO strings). */
export type StoredInvoice = InvoiceRecord<unknown>;

export function invoicesOf(db: Firestore) {
  return db.collection(COLLECTIONS.invoices);
}

/** A stored invoice as the dashboard reads it. */
export function invoiceRow(snapshot: DocumentSnapshot): InvoiceRow {
  return { ...(plain(snapshot.data()) as InvoiceRecord), id: snapshot.id };
}

/** The lead's document. */
export function leadDoc(db: Firestore, lead: InvoiceLead): DocumentReference {
  return db.collection(COLLECTION_OF_KIND[lead.kind]).doc(lead.id);
}

/**
 * A step on the lead's timeline (its history: `activity`, type `event`), in `transaction`. Skipped when the lead was
 * erased: the invoice keeps its own record.
 */
export function addTimelineStep(
  transaction: Transaction,
  db: Firestore,
  lead: InvoiceLead,
  leadExists: boolean,
  text: string,
  by: { uid: string; email: string },
  at: Date,
): void {
  if (!leadExists) return;
  transaction.create(leadDoc(db, lead).collection(COLLECTIONS.activity).doc(), {
    type: "event",
    text,
    by_email: by.email,
    by_uid: by.uid,
    at: Timestamp.fromDate(at),
  });
}

/** A mail event of an invoice or a payment, in `transaction` (sent by the mail queue once committed). */
export function addMailEvent(
  transaction: Transaction,
  ref: DocumentReference,
  event: string,
  record: Omit<MailEventRecord<unknown>, "created_at">,
  at: Date,
): void {
  transaction.create(ref.collection(COLLECTIONS.mailEvents).doc(event), {
    ...record,
    created_at: Timestamp.fromDate(at),
  });
}
