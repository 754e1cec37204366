import type { PaymentRow } from "@domain";
import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor } from "../../../../test-utils/render";
import { ReconcileInstallmentAction } from "./ReconcileInstallmentAction";
import { patentFirstInstallment } from "@fixtures";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

const stale: PaymentRow = {
  ...patentFirstInstallment({ installment_2_status: "processing" }),
  id: "pay_1",
  created_at: "2026-11-20T16:05:00.000Z",
};

describe("ReconcileInstallmentAction", () => {
  beforeEach(() => {
    firebase.callFunction.mockReset();
    notifications.clean();
  });

  it.each([{}, { installment_2_status: "failed" }, { installment_2_status: "paid" }])(
    "is not offered unless the second charge is processing (%j)",
    (changes) => {
      render(
        <ReconcileInstallmentAction
          row={{ ...stale, installment_2_status: undefined, ...changes } as PaymentRow}
          onChecked={() => {}}
        />,
      );
      expect(screen.queryByRole("button", { name: /Check with Stripe/ })).toBeNull();
    },
  );

  it("asks Stripe through reconcileInstallment with the payment's id, says what Stripe said and refreshes", async () => {
    firebase.callFunction.mockResolvedValue({ status: "paid", message: "Stripe reports the charge succeeded." });
    const onChecked = vi.fn();
    render(<ReconcileInstallmentAction row={stale} onChecked={onChecked} />);
    await userEvent
      .setup()
      .click(screen.getByRole("button", { name: "Check with Stripe the installment 2 of 2 for buyer@example.com" }));
    expect(firebase.callFunction).toHaveBeenCalledWith("reconcileInstallment", { paymentId: "pay_1" });
    expect(await screen.findByText("Installment 2 of 2 is paid")).toBeInTheDocument();
    expect(screen.getByText("Stripe reports the charge succeeded.")).toBeInTheDocument();
    await waitFor(() => expect(onChecked).toHaveBeenCalledOnce());
  });

  it("shows the server's message when the check is refused", async () => {
    firebase.callFunction.mockRejectedValue(
      Object.assign(new Error("Only a processing charge can be checked."), { code: "functions/failed-precondition" }),
    );
    render(<ReconcileInstallmentAction row={stale} onChecked={() => {}} />);
    await userEvent.setup().click(screen.getByRole("button", { name: /Check with Stripe/ }));
    expect(await screen.findByText("Only a processing charge can be checked.")).toBeInTheDocument();
  });
});
