import * as v from "valibot";
import { DocumentIdSchema } from "./documentId";
import type { LeadSource } from "./channel";
import type { RefundEntry } from "./invoices";
import { CURRENCY, INSTALLMENT_LABELS, expectedCheckoutCents, type CheckoutMetadataFields } from "./catalog";

/**
 * Payments: the record the Stripe webhook and the second-installment charge store (collection `payments`), and what
 * the dashboard's installment actions ask and answer. Prices are in ./catalog.ts, the checkout requests in ./checkout.ts.
 */

export const PAYMENT_INSTALLMENTS = ["1 of 2", "2 of 2", "full"] as const;
export type PaymentInstallment = (typeof PAYMENT_INSTALLMENTS)[number];

/**
 * A payment recorded by the Stripe webhook or by the second-installment charge (collection `payments`), one per
 * completed Checkout or charge.
 */
export interface PaymentRecord<TTime = string> {
  program: string;
  /** The Launch package (one-day, full-launch, mentorship); null for the Patent programme. */
  package_type: string | null;
  payment_type: string;
  installment: PaymentInstallment;
  /** In the smallest unit of `currency` (US cents). */
  amount_total: number;
  currency: string;
  customer_email: string | null;
  /** The Checkout Session paid (a Checkout payment's document id); for installment 2 of 2, the first one's. */
  session_id: string | null;
  /** The webhook event that recorded it first; null for installment 2 of 2. */
  event_id: string | null;
  /** The PaymentIntent that moved the money (Checkout's, or installment 2's own). */
  payment_intent_id: string | null;
  /** The Stripe customer and saved card a later installment is charged to (first installments only). */
  customer_id: string | null;
  payment_method_id: string | null;
  /** On installment 2 of 2: the id of the first installment's payment. */
  first_payment_id?: string;
  /**
   * On installment 1 of 2: how the charge of the second one stands. `processing` while a charge runs and when its
   * outcome is not known yet (Stripe did not answer): the dashboard's "Check with Stripe" (`reconcileInstallment`)
   * or the `payment_intent.*` webhook settles it. `failed` only after a definite decline.
   */
  installment_2_status?: Installment2Status;
  /** The recorded payment of installment 2 of 2 (its id is the PaymentIntent's id). */
  installment_2_payment_id?: string;
  /** The one PaymentIntent of installment 2 of 2, created once and re-read or re-confirmed on every retry. */
  installment_2_intent_id?: string;
  /** How many times the card was (or is being) charged: a new attempt only follows a definite decline. */
  installment_2_attempt?: number;
  /** Why the last attempt failed (Stripe's decline message), shown to the admin. */
  installment_2_error?: string;
  /**
   * Set by the webhook when the paid amount or currency is not the catalog's for what the metadata says was bought
   * (a session created outside the site: a Payment Link, a leaked key): the payment is recorded for review and its
   * second installment is never charged (catalog.ts `expectedCheckoutCents`). `expected_*` is what the catalog
   * asks; `amount_total` and `currency` are what was received. Absent on every payment that matches.
   */
  amount_mismatch?: true;
  /** Null when the catalog sells nothing the metadata describes. */
  expected_amount_total?: number | null;
  expected_currency?: string;
  /**
   * Where the buyer's visit came from (domain/source.ts), as the checkout callable put it in the Session's metadata,
   * parsed again and its channel derived by the webhook. Missing on payments recorded before sources were.
   */
  source?: LeadSource;
  /** Cents refunded so far (refundPayment, or `charge.refunded` from Stripe's dashboard); absent before any refund. */
  refunded_amount?: number;
  /** The refunds made from the dashboard, with their reasons (domain/invoices.ts `RefundEntry`). */
  refunds?: RefundEntry<TTime>[];
  created_at: TTime;
}

/** What a paid Checkout Session says, as the webhook reads it from Stripe (ids as strings, null when absent). */
export interface PaidCheckout {
  metadata: CheckoutMetadataFields & { payment_type?: string | undefined };
  amountTotal: number;
  currency: string;
  customerEmail: string | null;
  sessionId: string;
  eventId: string;
  paymentIntentId: string | null;
  customerId: string | null;
  /** The saved card (a first installment's only). */
  paymentMethodId: string | null;
  /** The buyer's source, parsed from the metadata and its channel derived (domain/channel.ts `sourceFromMetadata`). */
  source: LeadSource;
}

/**
 * The payment record of a paid Checkout Session (without `created_at`, which the store adds). A session whose amount
 * or currency is not the catalog's for what its metadata says was bought (a Payment Link, a leaked key) is recorded
 * as paid and flagged `amount_mismatch` for review ({@link expectedCheckoutCents}). The Stripe webhook and the local
 * stack's seed build payments with this.
 */
export function newCheckoutPayment(paid: PaidCheckout): Omit<PaymentRecord<never>, "created_at"> {
  const { metadata } = paid;
  const expected = expectedCheckoutCents(metadata);
  const mismatch = expected !== paid.amountTotal || paid.currency !== CURRENCY;
  return {
    program: metadata.program ?? "",
    package_type: metadata.package_type || null,
    payment_type: metadata.payment_type ?? "full",
    installment: (metadata.installment ?? INSTALLMENT_LABELS.full) as PaymentInstallment,
    amount_total: paid.amountTotal,
    currency: paid.currency,
    customer_email: paid.customerEmail,
    session_id: paid.sessionId,
    event_id: paid.eventId,
    payment_intent_id: paid.paymentIntentId,
    customer_id: paid.customerId,
    payment_method_id: paid.paymentMethodId,
    source: paid.source,
    ...(mismatch
      ? { amount_mismatch: true as const, expected_amount_total: expected, expected_currency: CURRENCY }
      : {}),
  };
}

/** Where the charge of installment 2 of 2 stands, on the first installment's payment. */
export type Installment2Status = "processing" | "paid" | "failed";

/** The id of a first-installment payment, as the dashboard sends it. */
const paymentIdField = v.pipe(
  v.string("Payment id is required"),
  v.trim(),
  v.nonEmpty("Payment id is required"),
  v.maxLength(200, "Payment id is too long"),
  DocumentIdSchema,
);

/** `chargeInstallment`: the recorded first-installment payment whose second installment to charge. */
export const ChargeInstallmentSchema = v.object({ paymentId: paymentIdField });
export type ChargeInstallmentRequest = v.InferInput<typeof ChargeInstallmentSchema>;

/** The answer of `chargeInstallment`: the recorded second payment. */
export interface ChargeInstallmentResponse {
  paymentId: string;
  paymentIntentId: string;
  amountTotal: number;
}

/**
 * `reconcileInstallment` (admin): asks Stripe about the installment-2 charge of the first-installment payment
 * `paymentId` (a charge whose outcome is not known yet) and records what Stripe says.
 */
export const ReconcileInstallmentSchema = v.object({ paymentId: paymentIdField });
export type ReconcileInstallmentRequest = v.InferInput<typeof ReconcileInstallmentSchema>;

/** The answer of `reconcileInstallment`: where installment 2 of 2 stands now, in a sentence for the admin. */
export interface ReconcileInstallmentResponse {
  status: Installment2Status;
  message: string;
}
