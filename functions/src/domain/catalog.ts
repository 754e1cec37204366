/**
 * The price catalog: the checkout pages render it and the payment callables charge from it, so a price is
 * written once. Amounts are in US cents.
 */

/** A card processing fee added at checkout (spec §9: 3%). Set `enabled: false` to stop surcharging. */
export const CARD_FEE = { enabled: true, basisPoints: 300, label: "3% credit card processing fee" } as const;

/** The fee on `amountCents`, rounded half up to the cent. */
export function cardFeeCents(amountCents: number): number {
  return CARD_FEE.enabled ? Math.round((amountCents * CARD_FEE.basisPoints) / 10_000) : 0;
}

export function withCardFeeCents(amountCents: number): number {
  return amountCents + cardFeeCents(amountCents);
}

/** "$5,150" for 515000; cents only when there are any ("$2,575.50"). */
export function formatUsd(amountCents: number): string {
  const dollars = amountCents / 100;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(dollars);
}

export const PAYMENT_TYPES = ["full", "installment"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Patent with AI (spec §9): $5,000 in full, or two payments of $2,500, the second at the end of the bootcamp. */
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

/** Launch with AI packages (spec §9). */
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
