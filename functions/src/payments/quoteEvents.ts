import { Timestamp } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import type Stripe from "stripe";
import { advanceQuoteStatus, type QuoteStatus } from "../domain/quotes";
import type { EventAnswer, InvoiceEventDeps } from "./invoiceEvents";
import { addTimelineStep, leadDoc, STRIPE_ACTOR } from "./invoiceStore";
import { quotesOf, recordAcceptance, type StoredQuote } from "./quotes";
import { claimEventWrite, eventSeen } from "./stripeEvents";

/*
 * The webhook's quote events (issue 44): `quote.finalized` (open), `quote.accepted` (accepted: the quote's invoice is
 * recorded, ./quotes.ts `recordAcceptance`) and `quote.canceled`. Each is applied once (its id claimed in
 * `stripe_events` in the same transaction) and in any order: a quote's status only moves forward
 * (domain/quotes.ts `advanceQuoteStatus`), so an `accepted` before its `finalized` still ends accepted.
 */

export const QUOTE_EVENT_TYPES = ["quote.finalized", "quote.accepted", "quote.canceled"] as const;

const STATUS_OF: Record<(typeof QUOTE_EVENT_TYPES)[number], QuoteStatus> = {
  "quote.finalized": "open",
  "quote.accepted": "accepted",
  "quote.canceled": "canceled",
};

/** Applies one `quote.*` event to the site's quote named in its metadata. */
export async function applyQuoteEvent(event: Stripe.Event, deps: InvoiceEventDeps): Promise<EventAnswer> {
  const type = event.type as (typeof QUOTE_EVENT_TYPES)[number];
  const quote = event.data.object as Stripe.Quote;
  const id = quote.metadata?.quote_id;
  if (!id || !/^[A-Za-z0-9]{1,100}$/.test(id)) {
    return { status: 200, body: { received: true, ignored: "not a quote of this site" } };
  }
  const now = deps.now?.() ?? new Date();
  const ref = quotesOf(deps.db).doc(id);
  const outcome = await deps.db.runTransaction(async (transaction) => {
    if (await eventSeen(transaction, deps.db, event.id)) return "duplicate";
    if (type === "quote.accepted") {
      const result = await recordAcceptance(transaction, deps.db, id, quote, STRIPE_ACTOR, now);
      if (result === "unknown quote" || result === "not the quote's Stripe quote") return result;
      claimEventWrite(transaction, deps.db, event.id, event.type, now);
      return result;
    }
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return "unknown quote";
    const record = snapshot.data() as StoredQuote;
    if (record.stripe_quote_id && record.stripe_quote_id !== quote.id) return "not the quote's Stripe quote";
    const lead = await transaction.get(leadDoc(deps.db, record.lead));
    const status = advanceQuoteStatus(record.status, STATUS_OF[type]);
    const update: Record<string, unknown> = { status, updated_at: Timestamp.fromDate(now) };
    if (!record.stripe_quote_id) update.stripe_quote_id = quote.id;
    if (quote.number && !record.number) update.number = quote.number;
    if (quote.expires_at && !record.valid_until) update.valid_until = new Date(quote.expires_at * 1000).toISOString();
    if (quote.amount_total !== record.total)
      Object.assign(update, { amount_mismatch: true, stripe_total: quote.amount_total });
    // A cancel pressed in the dashboard stored its reason first, and records its own step; one made in Stripe's
    // dashboard has neither.
    if (type === "quote.canceled" && status !== record.status) {
      Object.assign(update, {
        canceled_at: Timestamp.fromDate(now),
        cancel_reason: record.cancel_reason ?? "Canceled in Stripe",
      });
    }
    if (type === "quote.canceled" && status !== record.status && !record.cancel_reason) {
      addTimelineStep(
        transaction,
        deps.db,
        record.lead,
        lead.exists,
        `Quote ${record.number || quote.number || id} canceled in Stripe`,
        STRIPE_ACTOR,
        now,
      );
    }
    transaction.update(ref, update);
    claimEventWrite(transaction, deps.db, event.id, event.type, now);
    return status;
  });
  if (outcome === "duplicate") return { status: 200, body: { received: true, duplicate: true } };
  if (outcome === "unknown quote" || outcome === "not the quote's Stripe quote") {
    logger.warn("Quote event for no quote of this site", { event: event.id, quote: quote.id, id });
    return { status: 200, body: { received: true, ignored: outcome } };
  }
  logger.info("Quote event applied", { event: event.id, type, id, outcome });
  return { status: 200, body: { received: true, outcome } };
}
