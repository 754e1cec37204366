import type { PaymentRow } from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor } from "../../../../test-utils/render";
import { ChargeInstallmentAction, canChargeInstallment2 } from "./ChargeInstallmentAction";
import { patentFirstInstallment } from "@fixtures";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

const firstInstallment: PaymentRow = {
  ...patentFirstInstallment(),
  id: "evt_1",
  created_at: "2025-03-09T16:05:00.000Z",
};

describe("ChargeInstallmentAction", () => {
  beforeEach(() => {
    firebase.callFunction.mockReset();
  });

  it.each([
    ["a Patent first installment", {}, true],
    ["one whose last attempt failed", { installment_2_status: "failed" }, true],
    ["one already charged", { installment_2_status: "paid" }, false],
    ["a full payment", { installment: "full", payment_type: "full" }, false],
    ["a second installment", { installment: "2 of 2" }, false],
    ["a Launch package", { program: "launch-with-ai", installment: "full" }, false],
    // Issue 23, finding 6: recorded from a session whose amount is not the catalog's.
    ["one whose amount does not match the catalog", { amount_mismatch: true, expected_amount_total: 257_500 }, false],
  ])("offers the charge for %s: %s", (_case, changes, offered) => {
    expect(canChargeInstallment2({ ...firstInstallment, ...changes } as PaymentRow)).toBe(offered);
  });

  it("asks for confirmation with the amount, then charges and refreshes the list", async () => {
    firebase.callFunction.mockResolvedValue({ paymentId: "pi_2", paymentIntentId: "pi_2", amountTotal: 257_500 });
    const onCharged = vi.fn();
    render(<ChargeInstallmentAction row={firstInstallment} onCharged={onCharged} />);

    await userEvent.click(screen.getByRole("button", { name: "Charge installment 2 of 2 for buyer@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Charge installment 2 of 2?" });
    expect(dialog).toHaveTextContent("$2,575");
    expect(firebase.callFunction).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Charge $2,575" }));
    expect(firebase.callFunction).toHaveBeenCalledWith("chargeInstallment", { paymentId: "evt_1" });
    expect(await screen.findByText("Installment 2 of 2 charged")).toBeInTheDocument();
    expect(onCharged).toHaveBeenCalled();
  });

  it("shows the server's reason when the card is declined", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    firebase.callFunction.mockRejectedValue({
      code: "functions/failed-precondition",
      message: "The card was not charged: Your card was declined.",
    });
    render(<ChargeInstallmentAction row={firstInstallment} onCharged={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: /Charge installment 2 of 2/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Charge $2,575" }));
    expect(await screen.findByText("The card was not charged: Your card was declined.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Charge $2,575" })).toBeEnabled());
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
