import { PATENT_PROGRAM, withCardFeeCents } from "@domain/catalog";
import { formatUsd } from "@domain/format";

/** The two confirmations of the success page (docs/product.md, Pages): `payment_type=full`, or any other value. */
export type SuccessKind = "full" | "installment";

export function successKind(paymentType: string | null): SuccessKind {
  return paymentType === "full" ? "full" : "installment";
}

const secondPayment = formatUsd(withCardFeeCents(PATENT_PROGRAM.options.installment.amountCents));

export const SUCCESS_MESSAGES: Record<SuccessKind, { title: string; body: string[] }> = {
  full: {
    title: "Your payment is complete",
    body: ["Thank you for enrolling. Your program is paid in full and your place is confirmed."],
  },
  installment: {
    title: "Your first installment is confirmed",
    body: [
      "Thank you for enrolling. Your first payment is complete and your seat in the bootcamp is reserved.",
      `The second payment of ${secondPayment} is charged to the same card at the end of the 3-day bootcamp.`,
      "Need to use a different card? Contact us before the bootcamp ends.",
    ],
  },
};

/** What follows either payment; shown on the prerendered page. */
export const NEXT_STEPS: string[] = [
  "Our team will email you with your schedule and how to prepare for day one.",
  "Bring your questions: your coach will help you get the most from every session.",
  "Need an invoice or a change to your registration? Contact us and we will take care of it.",
];
