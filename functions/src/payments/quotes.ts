import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import type Stripe from "stripe";
import { storedSourceOf } from "../domain/channel";
import { COLLECTIONS } from "../domain/collections";
import { formatUsd } from "../domain/format";
import {
  advanceQuoteStatus,
  CancelQuoteSchema,
  CreateQuoteSchema,
  invoiceFromQuote,
  ListQuotesSchema,
  newQuoteRecord,
  QUOTES_LIST_MAX,
  QuoteRefSchema,
  type QuoteRecord,
  type QuoteResponse,
  type QuoteRow,
  type QuotesResponse,
} from "../domain/quotes";
import { firestoreEventNotifier } from "../mail";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { auditDoc, auditEntry } from "../platform/audit";
import { callable } from "../platform/callable";
import { siteOrigin } from "../platform/params";
import { MAX_REQUEST_CHARS, SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { INSTALLMENT_FUNCTION_SECONDS } from "./installments";
import { quoteSentMail } from "./invoiceMails";
import { LEAD_GONE_MESSAGE, type InvoiceDeps } from "./invoices";
import { plain } from "../platform/plainValues";
import { addMailEvent, addTimelineStep, invoicesOf, leadDoc } from "./invoiceStore";
import { stripeClient, stripeSecretKey } from "./stripe";
import { createStripeQuote, quoteKey as keyOf } from "./stripeQuote";

/*
 * Quotes before an invoice (issue 44, docs/payments.md "Quotes"): staff quote a lead the same items an invoice takes
 * (`createQuote`), send it as a Stripe quote (`sendQuote`: finalized, the buyer mailed its lines and total), record the
 * buyer's acceptance (`acceptQuote`: Stripe's `quotes.accept`, which makes Stripe's invoice; the site's invoice is
 * `invoices/{the quote's id}`, sent as any other) or cancel it with a reason (`cancelQuote`). Stripe's `quote.*` events
 * bring in what happened in Stripe's dashboard (./quoteEvents.ts), through the same {@link recordAcceptance}.
 */

export type StoredQuote = QuoteRecord<unknown>;

export const QUOTE_GONE_MESSAGE = "This quote no longer exists.";
export const QUOTE_NOT_DRAFT_MESSAGE = "Only a draft quote can be sent. Cancel a sent quote and create a new one.";
export const QUOTE_NOT_OPEN_MESSAGE = "Only a sent quote the buyer has not answered yet can be accepted.";
export const QUOTE_STRIPE_UNAVAILABLE_MESSAGE =
  "Stripe did not answer. Nothing was mailed; press Send again (it never creates a second quote).";

export function quotesOf(db: Firestore) {
  return db.collection(COLLECTIONS.quotes);
}

/** A stored quote as the dashboard reads it. */
export function quoteRow(snapshot: FirebaseFirestore.DocumentSnapshot): QuoteRow {
  return { ...(plain(snapshot.data()) as QuoteRow), id: snapshot.id };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  !value ? "" : typeof value === "string" ? value : value.id;

/** `createQuote`: a draft quote for a lead (owner, staff); the total is computed here from the lines. */
export async function createQuoteHandler(request: AdminRequest, deps: InvoiceDeps): Promise<QuoteResponse> {
  const caller = await admitAdmin("createQuote", request, deps, MAX_REQUEST_CHARS);
  const input = parseOrThrow(CreateQuoteSchema, request.data);
  const lead = await leadDoc(deps.db, input.lead).get();
  if (!lead.exists || lead.get("deleting") === true) throw new HttpsError("not-found", LEAD_GONE_MESSAGE);
  const now = Timestamp.fromDate(deps.now?.() ?? new Date());
  const record = newQuoteRecord(
    {
      ...input,
      items: input.items.map(({ description, quantity, unitAmount }) => ({
        description,
        quantity,
        unit_amount: unitAmount,
      })),
    },
    storedSourceOf(lead.data() ?? {}),
    caller.email,
  );
  const ref = quotesOf(deps.db).doc();
  await ref.create({ ...record, created_at: now, updated_at: now });
  deps.log.info("createQuote", { uid: caller.uid, id: ref.id, lead: record.lead_ref, total: record.total });
  return { quote: quoteRow(await ref.get()) };
}

/**
 * `sendQuote`: the draft becomes a finalized Stripe quote; the buyer is mailed its lines, total and validity by the
 * site's mail queue (Stripe offers a quote no page a buyer can open, see ./invoiceMails.ts `quoteSentMail`). Stripe's
 * total is checked against the server's: a mismatch is stored and flagged.
 */
export async function sendQuoteHandler(request: AdminRequest, deps: InvoiceDeps): Promise<QuoteResponse> {
  const caller = await admitAdmin("sendQuote", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(QuoteRefSchema, request.data);
  const ref = quotesOf(deps.db).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", QUOTE_GONE_MESSAGE);
  const draft = snapshot.data() as StoredQuote;
  if (draft.status !== "draft") throw new HttpsError("failed-precondition", QUOTE_NOT_DRAFT_MESSAGE);
  const now = deps.now?.() ?? new Date();

  let finalized: Stripe.Quote;
  try {
    finalized = await createStripeQuote(await deps.stripe(), id, draft, now);
  } catch (error) {
    deps.log.warn("sendQuote: Stripe failed", { id, error: String(error) });
    throw new HttpsError("unavailable", QUOTE_STRIPE_UNAVAILABLE_MESSAGE);
  }
  const mismatch = finalized.amount_total !== draft.total || finalized.currency !== draft.currency;
  const stored = await deps.db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) throw new HttpsError("not-found", QUOTE_GONE_MESSAGE);
    const record = current.data() as StoredQuote;
    const lead = await transaction.get(leadDoc(deps.db, record.lead));
    const update = {
      status: advanceQuoteStatus(record.status, "open"),
      stripe_quote_id: finalized.id,
      stripe_customer_id: idOf(finalized.customer),
      number: finalized.number ?? "",
      valid_until: new Date(finalized.expires_at * 1000).toISOString(),
      sent_at: Timestamp.fromDate(now),
      updated_at: Timestamp.fromDate(now),
      ...(mismatch ? { amount_mismatch: true, stripe_total: finalized.amount_total } : {}),
    };
    transaction.update(ref, update);
    if (record.sent_at) return false;
    addMailEvent(transaction, ref, "sent", quoteSentMail({ ...record, ...update } as StoredQuote), now);
    addTimelineStep(
      transaction,
      deps.db,
      record.lead,
      lead.exists,
      `Quote ${update.number} sent to ${record.billing_email}: ${formatUsd(record.total)}`,
      caller,
      now,
    );
    return true;
  });
  if (mismatch) {
    deps.log.warn("sendQuote: Stripe's total is not the quote's", {
      id,
      expected: draft.total,
      stripe: finalized.amount_total,
    });
  }
  if (stored) await deps.notify("quotes", id, "sent", ["confirmation"]);
  deps.log.info("sendQuote", { uid: caller.uid, id, stripe: finalized.id });
  return { quote: quoteRow(await ref.get()) };
}

/**
 * Records an accepted Stripe quote on the site's quote, once: the quote becomes `accepted` and its invoice
 * `invoices/{quote id}` is created as a draft linked to the invoice Stripe made (whichever of the callable and the
 * `quote.accepted` event comes first; the other changes nothing). Stripe's total is compared with the server's: a
 * mismatch is flagged on both. Only reads before its writes, so a caller may read (its event claim) before it.
 */
export async function recordAcceptance(
  transaction: FirebaseFirestore.Transaction,
  db: Firestore,
  quoteId: string,
  accepted: Stripe.Quote,
  by: { uid: string; email: string },
  now: Date,
): Promise<"accepted" | "unchanged" | "unknown quote" | "not the quote's Stripe quote"> {
  const ref = quotesOf(db).doc(quoteId);
  const snapshot = await transaction.get(ref);
  if (!snapshot.exists) return "unknown quote";
  const record = snapshot.data() as StoredQuote;
  if (record.stripe_quote_id && record.stripe_quote_id !== accepted.id) return "not the quote's Stripe quote";
  const invoiceRef = invoicesOf(db).doc(quoteId);
  const invoice = await transaction.get(invoiceRef);
  const lead = await transaction.get(leadDoc(db, record.lead));
  if (record.status === "accepted" && invoice.exists) return "unchanged";
  const stripeInvoiceId = idOf(accepted.invoice);
  const at = Timestamp.fromDate(now);
  // A staff member's press stored who they are first: theirs is the acceptance, whichever of the answer and the
  // event is recorded first.
  const actor = record.accepting ?? by;
  const mismatch = accepted.amount_total !== record.total;
  const number = record.number || accepted.number || "";
  transaction.update(ref, {
    status: "accepted",
    accepted_at: at,
    accepted_by: actor.email,
    invoice_id: quoteId,
    stripe_invoice_id: stripeInvoiceId,
    ...(record.stripe_quote_id ? {} : { stripe_quote_id: accepted.id }),
    ...(number && !record.number ? { number } : {}),
    ...(mismatch ? { amount_mismatch: true, stripe_total: accepted.amount_total } : {}),
    updated_at: at,
  });
  if (!invoice.exists) {
    const draft = invoiceFromQuote({ ...record, number }, quoteId, stripeInvoiceId);
    transaction.create(invoiceRef, {
      ...draft,
      ...(mismatch ? { amount_mismatch: true, stripe_total: accepted.amount_total } : {}),
      created_at: at,
      updated_at: at,
    });
  }
  addTimelineStep(
    transaction,
    db,
    record.lead,
    lead.exists,
    `Quote ${number} accepted: its invoice of ${formatUsd(record.total)} is ready to send`,
    actor,
    now,
  );
  return "accepted";
}

/**
 * `acceptQuote`: the buyer agreed to an open quote (by reply, or with a purchase order); Stripe accepts it
 * (`quotes.accept`), which makes its invoice, and the site records it with that invoice as a draft to send.
 */
export async function acceptQuoteHandler(request: AdminRequest, deps: InvoiceDeps): Promise<QuoteResponse> {
  const caller = await admitAdmin("acceptQuote", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(QuoteRefSchema, request.data);
  const ref = quotesOf(deps.db).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", QUOTE_GONE_MESSAGE);
  const record = snapshot.data() as StoredQuote;
  if (record.status === "accepted") return { quote: quoteRow(snapshot) };
  if (record.status !== "open" || !record.stripe_quote_id) {
    throw new HttpsError("failed-precondition", QUOTE_NOT_OPEN_MESSAGE);
  }
  await ref.update({ accepting: { uid: caller.uid, email: caller.email } });
  let accepted: Stripe.Quote;
  try {
    accepted = await (
      await deps.stripe()
    ).quotes.accept(record.stripe_quote_id, {}, { idempotencyKey: keyOf(id, "accept") });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.warn("acceptQuote: Stripe refused", { id, error: message });
    throw new HttpsError("failed-precondition", `Stripe did not accept the quote: ${message}`);
  }
  const now = deps.now?.() ?? new Date();
  const outcome = await deps.db.runTransaction((transaction) =>
    recordAcceptance(transaction, deps.db, id, accepted, caller, now),
  );
  deps.log.info("acceptQuote", { uid: caller.uid, id, outcome, invoice: idOf(accepted.invoice) });
  return { quote: quoteRow(await ref.get()) };
}

/**
 * `cancelQuote`: a draft is canceled here; an open quote in Stripe first (`quotes.cancel`). An accepted quote is an
 * invoice now: void that instead. The reason is kept on the quote, the lead's timeline and the audit log.
 */
export async function cancelQuoteHandler(request: AdminRequest, deps: InvoiceDeps): Promise<QuoteResponse> {
  const caller = await admitAdmin("cancelQuote", request, deps, SMALL_REQUEST_CHARS);
  const { id, reason } = parseOrThrow(CancelQuoteSchema, request.data);
  const ref = quotesOf(deps.db).doc(id);
  const snapshot = await ref.get();
  if (!snapshot.exists) throw new HttpsError("not-found", QUOTE_GONE_MESSAGE);
  const record = snapshot.data() as StoredQuote;
  if (record.status === "accepted") {
    throw new HttpsError("failed-precondition", "An accepted quote is an invoice now: void the invoice instead.");
  }
  if (record.status === "canceled") throw new HttpsError("failed-precondition", "This quote is already canceled.");
  if (record.stripe_quote_id) {
    // The reason first: Stripe's `quote.canceled` may arrive before this call's answer, and then records this reason
    // rather than "Canceled in Stripe" (./quoteEvents.ts).
    await ref.update({ cancel_reason: reason, updated_at: Timestamp.fromDate(deps.now?.() ?? new Date()) });
    try {
      await (await deps.stripe()).quotes.cancel(record.stripe_quote_id, {}, { idempotencyKey: keyOf(id, "cancel") });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn("cancelQuote: Stripe refused", { id, error: message });
      throw new HttpsError("failed-precondition", `Stripe did not cancel the quote: ${message}`);
    }
  }
  const now = deps.now?.() ?? new Date();
  await deps.db.runTransaction(async (transaction) => {
    const current = (await transaction.get(ref)).data() as StoredQuote | undefined;
    if (!current) throw new HttpsError("not-found", QUOTE_GONE_MESSAGE);
    const lead = await transaction.get(leadDoc(deps.db, current.lead));
    if (current.status === "accepted") {
      throw new HttpsError("failed-precondition", "The buyer accepted the quote meanwhile: void its invoice instead.");
    }
    transaction.update(ref, {
      status: "canceled",
      cancel_reason: reason,
      canceled_at: Timestamp.fromDate(now),
      updated_at: Timestamp.fromDate(now),
    });
    addTimelineStep(
      transaction,
      deps.db,
      current.lead,
      lead.exists,
      `Quote ${current.number || "draft"} canceled: ${reason}`,
      caller,
      now,
    );
    transaction.create(
      auditDoc(deps.db),
      auditEntry("quote-cancel", caller, `quotes/${id}`, { total: current.total, reason: reason.slice(0, 200) }),
    );
  });
  deps.log.info("cancelQuote", { uid: caller.uid, id });
  return { quote: quoteRow(await ref.get()) };
}

/** `listQuotes`: one lead's quotes, newest first; at most {@link QUOTES_LIST_MAX}. */
export async function listQuotesHandler(request: AdminRequest, deps: AdminDeps): Promise<QuotesResponse> {
  await admitAdmin("listQuotes", request, deps, SMALL_REQUEST_CHARS);
  const { lead } = parseOrThrow(ListQuotesSchema, request.data);
  const snapshot = await quotesOf(deps.db)
    .where("lead_ref", "==", `${lead.kind}/${lead.id}`)
    .orderBy("created_at", "desc")
    .limit(QUOTES_LIST_MAX)
    .get();
  return { rows: snapshot.docs.map(quoteRow) };
}

function liveDeps(): InvoiceDeps {
  return {
    ...liveAdminDeps(),
    stripe: stripeClient,
    notify: firestoreEventNotifier(),
    origin: () => siteOrigin.value(),
  };
}

const stripeOptions = { secrets: [stripeSecretKey], timeoutSeconds: INSTALLMENT_FUNCTION_SECONDS };
export const createQuote = callable("createQuote", {}, (request) => createQuoteHandler(request, liveDeps()));
export const sendQuote = callable("sendQuote", stripeOptions, (request) => sendQuoteHandler(request, liveDeps()));
export const acceptQuote = callable("acceptQuote", stripeOptions, (request) => acceptQuoteHandler(request, liveDeps()));
export const cancelQuote = callable("cancelQuote", stripeOptions, (request) => cancelQuoteHandler(request, liveDeps()));
export const listQuotes = callable("listQuotes", {}, (request) => listQuotesHandler(request, liveAdminDeps()));
