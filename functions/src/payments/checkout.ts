import type Stripe from "stripe";
import {
  CARD_FEE_LINE_NAME,
  CHECKOUT_RETURN_PATHS,
  CURRENCY,
  INSTALLMENT_LABELS,
  LAUNCH_PACKAGES,
  LAUNCH_PROGRAM,
  PATENT_PROGRAM,
  priceBreakdown,
  withCardFeeCents,
  type LaunchPackageType,
  type PaymentType,
} from "../domain/catalog";
import { formatUsd } from "../domain/format";
import { SourceSchema, type Source } from "../domain/source";
import { sourceMetadata } from "../domain/channel";
import * as v from "valibot";

const EMPTY_SOURCE: Source = v.parse(SourceSchema, {});

/** Stripe metadata on the Checkout Session and its PaymentIntent; the webhook copies it onto the payment record. */
export interface CheckoutMetadata {
  program: string;
  /** Absent for the Patent programme, which has no packages. */
  package_type?: LaunchPackageType;
  payment_type: PaymentType;
  installment: string;
}

/** One Checkout, priced from the catalog: what is sold, where the buyer returns, whether the card is kept. */
export interface CheckoutPlan {
  productName: string;
  productDescription: string;
  amountCents: number;
  metadata: CheckoutMetadata;
  /** The page Cancel returns to. */
  cancelPath: string;
  /** Keep the card on a Stripe customer so the next installment can be charged without the buyer. */
  saveCardForLater: boolean;
  /** Shown above Checkout's Pay button: the buyer's consent to a later charge is given there. */
  submitMessage?: string;
}

export function patentCheckoutPlan(paymentType: PaymentType): CheckoutPlan {
  const option = PATENT_PROGRAM.options[paymentType];
  const installment = paymentType === "full" ? INSTALLMENT_LABELS.full : INSTALLMENT_LABELS.first;
  return {
    productName:
      paymentType === "full" ? `${PATENT_PROGRAM.name}: ${option.label}` : `${PATENT_PROGRAM.name}: Payment 1 of 2`,
    productDescription: PATENT_PROGRAM.description,
    amountCents: option.amountCents,
    metadata: { program: PATENT_PROGRAM.id, payment_type: paymentType, installment },
    cancelPath: CHECKOUT_RETURN_PATHS.patentCheckout,
    saveCardForLater: paymentType === "installment",
    ...(paymentType === "installment"
      ? {
          submitMessage: `Your card is saved for the second payment of ${formatUsd(withCardFeeCents(option.amountCents))}, charged at the end of the 3-day bootcamp.`,
        }
      : {}),
  };
}

/** Every Launch package is one payment; Annual Mentorship too (docs/decisions/0003-mentorship-billing.md). */
export function launchCheckoutPlan(packageType: LaunchPackageType): CheckoutPlan {
  const item = LAUNCH_PACKAGES[packageType];
  return {
    productName: `${LAUNCH_PROGRAM.name}: ${item.name}`,
    productDescription: item.support,
    amountCents: item.amountCents,
    metadata: {
      program: LAUNCH_PROGRAM.id,
      package_type: packageType,
      payment_type: "full",
      installment: INSTALLMENT_LABELS.full,
    },
    cancelPath: CHECKOUT_RETURN_PATHS.launchProgram,
    saveCardForLater: false,
  };
}

function line(name: string, amountCents: number, description?: string): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity: 1,
    price_data: {
      currency: CURRENCY,
      unit_amount: amountCents,
      product_data: description ? { name, description } : { name },
    },
  };
}

/**
 * The Checkout Session for `plan`: the programme and the card fee as separate lines (amounts from the catalog
 * only), card payments only (the fee is a card surcharge), return addresses on the configured `origin`, and the
 * visit's `source` in the metadata of the Session and its PaymentIntent.
 */
export function checkoutSessionParams(
  plan: CheckoutPlan,
  origin: string,
  source: Source = EMPTY_SOURCE,
): Stripe.Checkout.SessionCreateParams {
  const { feeCents } = priceBreakdown(plan.amountCents);
  // The visit's source rides along as `src_*` keys; the webhook parses them again and derives the channel.
  const metadata = { ...plan.metadata, ...sourceMetadata(source) };
  const success = new URL(CHECKOUT_RETURN_PATHS.success, origin);
  success.searchParams.set("payment_type", plan.metadata.payment_type);
  return {
    mode: "payment",
    allowed_payment_method_types: ["card"],
    submit_type: "pay",
    line_items: [
      line(plan.productName, plan.amountCents, plan.productDescription),
      ...(feeCents > 0 ? [line(CARD_FEE_LINE_NAME, feeCents)] : []),
    ],
    success_url: success.toString(),
    cancel_url: new URL(plan.cancelPath, origin).toString(),
    metadata,
    payment_intent_data: {
      description: plan.productName,
      metadata,
      ...(plan.saveCardForLater ? { setup_future_usage: "off_session" as const } : {}),
    },
    ...(plan.saveCardForLater ? { customer_creation: "always" as const } : {}),
    ...(plan.submitMessage ? { custom_text: { submit: { message: plan.submitMessage } } } : {}),
  };
}
