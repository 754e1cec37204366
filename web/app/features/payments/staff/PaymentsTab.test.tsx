import type { PaymentRow } from "@domain";
import { patentFirstInstallment } from "@fixtures";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../../../test-utils/render";
import { AmountReview, paymentsTab } from "./PaymentsTab";

/** Issue 23, finding 6: a payment whose amount or currency is not the catalog's is shown for review. */
const row = (changes: Partial<PaymentRow> = {}): PaymentRow => ({
  ...patentFirstInstallment(),
  id: "cs_1",
  created_at: "2025-03-09T16:05:00.000Z",
  ...changes,
});
const flagged = row({
  amount_total: 100,
  amount_mismatch: true,
  expected_amount_total: 257_500,
  expected_currency: "usd",
});

describe("PaymentsTab, a payment whose amount does not match the catalog", () => {
  it("says so on the row, next to its actions", () => {
    render(<AmountReview row={flagged} />);
    expect(screen.getByText("Amount does not match the catalog — review in Stripe")).toBeInTheDocument();
  });

  it("says nothing on a payment at the catalog's price", () => {
    const { container } = render(<AmountReview row={row()} />);
    expect(container).not.toHaveTextContent("does not match");
  });

  it("shows what was received and what the catalog asks in the detail", () => {
    const field = paymentsTab.fields.find((entry) => entry.key === "amount_mismatch");
    expect(field?.label).toBe("Amount check");
    render(<>{field?.display?.(flagged)}</>);
    expect(
      screen.getByText("Amount does not match the catalog — review in Stripe. Received $1, the catalog asks $2,575."),
    ).toBeInTheDocument();
  });
});
