import type Stripe from "stripe";
import { billingMetadata } from "./invoices";
import type { QuoteRecord } from "../domain/quotes";
import type { StripeApi } from "./stripe";

/*
 * The Stripe side of `sendQuote` (./quotes.ts): the calls that make a draft quote a finalized Stripe quote.
 */

/** Idempotency keys of one quote's Stripe calls: a retried press gets Stripe's first answers back. */
export const quoteKey = (id: string, step: string) => `site-quote-${id}-${step}`;

/** A draft's Stripe quote: its customer, a product per line, the quote with its lines, finalized. */
export async function createStripeQuote(
  stripe: StripeApi,
  id: string,
  draft: QuoteRecord<unknown>,
  now: Date,
): Promise<Stripe.Quote> {
  const customer = await stripe.customers.create(
    {
      email: draft.billing_email,
      name: draft.organization,
      tax_exempt: draft.tax_exempt ? "exempt" : "none",
      metadata: { quote_id: id },
    },
    { idempotencyKey: quoteKey(id, "customer") },
  );
  // A quote's line needs a Price or `price_data` naming a Product (Stripe's quotes take no inline product).
  const lineItems: Stripe.QuoteCreateParams.LineItem[] = [];
  for (const [index, item] of draft.items.entries()) {
    const product = await stripe.products.create(
      { name: item.description, metadata: { quote_id: id, line: String(index) } },
      { idempotencyKey: quoteKey(id, `product-${index}`) },
    );
    lineItems.push({
      price_data: { currency: draft.currency, product: product.id, unit_amount: item.unit_amount },
      quantity: item.quantity,
    });
  }
  const created = await stripe.quotes.create(
    {
      customer: customer.id,
      collection_method: "send_invoice",
      invoice_settings: { days_until_due: draft.due_days },
      expires_at: Math.floor(now.getTime() / 1000) + draft.expires_days * 86_400,
      line_items: lineItems,
      ...(draft.memo ? { description: draft.memo } : {}),
      ...(draft.po_number ? { header: `Purchase order ${draft.po_number}` } : {}),
      metadata: billingMetadata("quote_id", id, draft),
    },
    { idempotencyKey: quoteKey(id, "quote") },
  );
  return stripe.quotes.finalizeQuote(created.id, {}, { idempotencyKey: quoteKey(id, "finalize") });
}
