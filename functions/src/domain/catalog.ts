/**
 * The price catalog: the checkout pages render it and the payment callables charge from it, so a price is
 * written once. Amounts are in US cents.
 */

/** Every price is in US dollars; Stripe takes the lower-case ISO code. */
export const CURRENCY = "usd";

/** A card processing fee added at checkout (3%; docs/product.md, Prices and constants). Set `enabled: false` to stop surcharging. */
export const CARD_FEE = { enabled: true, basisPoints: 300, label: "3% credit card processing fee" } as const;

/** The fee's own line at checkout and on the checkout page: "Credit card processing fee (3%)". */
export const CARD_FEE_LINE_NAME = `Credit card processing fee (${CARD_FEE.basisPoints / 100}%)`;

/** The fee on `amountCents`, rounded half up to the cent. */
export function cardFeeCents(amountCents: number): number {
  return CARD_FEE.enabled ? Math.round((amountCents * CARD_FEE.basisPoints) / 10_000) : 0;
}

export function withCardFeeCents(amountCents: number): number {
  return amountCents + cardFeeCents(amountCents);
}

/** What one charge is made of, as the checkout page and the Checkout line items show it. */
export interface PriceBreakdown {
  baseCents: number;
  feeCents: number;
  totalCents: number;
}

export function priceBreakdown(amountCents: number): PriceBreakdown {
  const feeCents = cardFeeCents(amountCents);
  return { baseCents: amountCents, feeCents, totalCents: amountCents + feeCents };
}

export const PAYMENT_TYPES = ["full", "installment"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Patent with AI (docs/product.md, Prices and constants): $5,000 in full, or two payments of $2,500, the second at the end of the bootcamp. */
export const PATENT_PROGRAM = {
  id: "patent-with-ai",
  name: "Patent with AI",
  description: "3-day AI-assisted patent bootcamp (72 hours)",
  totalCents: 500_000,
  options: {
    full: { priceId: "price_patent_with_ai_full", label: "Full Payment", amountCents: 500_000, installments: 1 },
    installment: {
      priceId: "price_patent_with_ai_installment",
      label: "Two Payments",
      amountCents: 250_000,
      installments: 2,
    },
  },
} as const satisfies {
  id: string;
  name: string;
  description: string;
  totalCents: number;
  options: Record<PaymentType, { priceId: string; label: string; amountCents: number; installments: number }>;
};

/** The Patent option whose catalog price identifier is `priceId`, if any. */
export function patentOptionByPriceId(priceId: string) {
  return PAYMENT_TYPES.map((type) => ({ type, ...PATENT_PROGRAM.options[type] })).find(
    (option) => option.priceId === priceId,
  );
}

/** Launch with AI (docs/product.md, Pages and Prices and constants): a 3-day programme sold as the packages below. */
export const LAUNCH_PROGRAM = { id: "launch-with-ai", name: "Launch with AI" } as const;

export const LAUNCH_PACKAGE_TYPES = ["one-day", "full-launch", "mentorship"] as const;
export type LaunchPackageType = (typeof LAUNCH_PACKAGE_TYPES)[number];

export interface LaunchPackage {
  type: LaunchPackageType;
  name: string;
  amountCents: number;
  /** Shown after the price, e.g. "/year". */
  per?: "year";
  support: string;
  summary: string;
}

/** Launch with AI packages (docs/product.md, Prices and constants). */
export const LAUNCH_PACKAGES: Record<LaunchPackageType, LaunchPackage> = {
  "one-day": {
    type: "one-day",
    name: "One-Day Website Launch",
    amountCents: 160_000,
    support: "30-day support",
    summary: "Leave with a live, professional website for your business built in a single guided day.",
  },
  "full-launch": {
    type: "full-launch",
    name: "Full Business Launch (3 Days)",
    amountCents: 500_000,
    support: "90-day support",
    summary: "Three days to launch your brand, website, offers and AI-powered marketing and operations.",
  },
  mentorship: {
    type: "mentorship",
    name: "Annual Mentorship",
    amountCents: 360_000,
    per: "year",
    support: "12 months of mentoring",
    summary: "A year of monthly coaching to keep growing your business with AI after launch.",
  },
};

/**
 * Where Checkout sends the buyer back to. The web app's `paths` holds the same paths (a web test checks that
 * they agree); they are here because the functions are deployed without the web app.
 */
export const CHECKOUT_RETURN_PATHS = {
  success: "/checkout/success",
  patentCheckout: "/checkout/patent-with-ai",
  launchProgram: "/training/launch-with-ai",
} as const;

/**
 * Which charge of a programme a payment is: the whole price, or one of the two Patent installments. Stored in
 * the Checkout metadata and on the payment record.
 */
export const INSTALLMENT_LABELS = { full: "full", first: "1 of 2", second: "2 of 2" } as const;

/** What a Checkout's metadata says was bought (the webhook reads it back from the paid session). */
export interface CheckoutMetadataFields {
  program?: string | undefined;
  package_type?: string | undefined;
  installment?: string | undefined;
}

/**
 * What a Checkout Session this site creates for `metadata` charges, card fee included, in US cents ({@link CURRENCY}):
 * a Patent payment in full or its first installment, or a Launch package; null for anything the site never sells
 * through Checkout (an unknown package, a "2 of 2" session). The webhook compares a paid session against it.
 */
export function expectedCheckoutCents(metadata: CheckoutMetadataFields): number | null {
  const installment = metadata.installment ?? INSTALLMENT_LABELS.full;
  if (metadata.program === PATENT_PROGRAM.id) {
    if (installment === INSTALLMENT_LABELS.full) return withCardFeeCents(PATENT_PROGRAM.options.full.amountCents);
    if (installment === INSTALLMENT_LABELS.first) {
      return withCardFeeCents(PATENT_PROGRAM.options.installment.amountCents);
    }
    return null;
  }
  if (metadata.program === LAUNCH_PROGRAM.id && installment === INSTALLMENT_LABELS.full) {
    const type = metadata.package_type ?? "";
    return Object.hasOwn(LAUNCH_PACKAGES, type)
      ? withCardFeeCents(LAUNCH_PACKAGES[type as LaunchPackageType].amountCents)
      : null;
  }
  return null;
}

/** What the dashboard and the staff notice say of a payment whose amount is not the catalog's. */
export const AMOUNT_MISMATCH_NOTICE = "Amount does not match the catalog — review in Stripe";
