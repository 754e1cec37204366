import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTION_OF_KIND, COLLECTIONS } from "../domain/collections";
import type { InvoiceLead, InvoiceRecord, InvoiceRow } from "../domain/invoices";
import type { MailEventRecord } from "../domain/mail";
import type { AuditAction } from "../domain/team";
import { auditDoc, auditEntry, type AuditActor } from "../platform/audit";
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

/** What {@link closeWithReason} reads of a quote or an invoice. */
interface Closable {
  lead: InvoiceLead;
  number?: string | null;
  total: number;
  status: string;
}

/**
 * Ends a quote or an invoice with staff's reason, in one transaction: refuses it when `refusal` names why it can no
 * longer end (paid or accepted meanwhile), stores `fields`, adds "`noun` `number` `done`: reason" to the lead's
 * timeline and the audit entry `action` on `target`.
 */
export async function closeWithReason(
  db: Firestore,
  ref: DocumentReference,
  close: {
    noun: string;
    done: string;
    reason: string;
    gone: string;
    refusal: (status: string) => string | undefined;
    fields: Record<string, unknown>;
    action: AuditAction;
    target: string;
    by: AuditActor;
    at: Date;
  },
): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as Closable | undefined;
    if (!current) throw new HttpsError("not-found", close.gone);
    const lead = await transaction.get(leadDoc(db, current.lead));
    const refused = close.refusal(current.status);
    if (refused) throw new HttpsError("failed-precondition", refused);
    transaction.update(ref, { ...close.fields, updated_at: Timestamp.fromDate(close.at) });
    const step = `${close.noun} ${current.number || "draft"} ${close.done}: ${close.reason}`;
    addTimelineStep(transaction, db, current.lead, lead.exists, step, close.by, close.at);
    transaction.create(
      auditDoc(db),
      auditEntry(close.action, close.by, close.target, { total: current.total, reason: close.reason.slice(0, 200) }),
    );
  });
}

/** Stripe's refusal of a staff action, logged and told to staff as what Stripe did not do. */
export function stripeRefused(
  log: { warn: (message: string, details: Record<string, unknown>) => void },
  callableName: string,
  id: string,
  what: string,
  error: unknown,
): HttpsError {
  const message = error instanceof Error ? error.message : String(error);
  log.warn(`${callableName}: Stripe refused`, { id, error: message });
  return new HttpsError("failed-precondition", `Stripe did not ${what}: ${message}`);
}
