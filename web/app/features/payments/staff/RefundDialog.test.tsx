import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor } from "../../../../test-utils/render";
import { RefundButton, type RefundTarget } from "./RefundDialog";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

const paid: RefundTarget = {
  target: "invoices",
  id: "inv_1",
  label: "invoice LOCAL-0007",
  paid: 399_950,
  refunded: 99_950,
  eventDate: null,
};

describe("RefundButton", () => {
  beforeEach(() => {
    firebase.callFunction.mockReset();
    notifications.clean();
  });

  it("is not offered once everything is refunded", () => {
    render(<RefundButton refund={{ ...paid, refunded: paid.paid }} onRefunded={() => {}} />);
    expect(screen.queryByRole("button", { name: /Refund/ })).toBeNull();
  });

  it("offers what is left, refuses more before asking the server, then refunds in cents with the reason", async () => {
    firebase.callFunction.mockResolvedValue({ refundId: "re_1", refundedAmount: 149_950 });
    const onRefunded = vi.fn();
    const user = userEvent.setup();
    render(<RefundButton refund={paid} onRefunded={onRefunded} />);
    await user.click(screen.getByRole("button", { name: "Refund invoice LOCAL-0007" }));
    const amount = await screen.findByRole("textbox", { name: /Amount \(USD\)/ });
    expect(amount).toHaveValue("3000.00");
    expect(screen.getByText(/terms' 7-day rule cannot be checked/)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, "3000.01");
    await user.click(screen.getByRole("button", { name: "Refund and mail the buyer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("At most $3,000 is left to refund.");
    expect(firebase.callFunction).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, "500");
    await user.click(screen.getByRole("button", { name: "Refund and mail the buyer" }));
    expect(firebase.callFunction).toHaveBeenCalledWith("refundPayment", {
      target: "invoices",
      id: "inv_1",
      amount: 50_000,
      reason: "requested_by_customer",
      note: "",
    });
    await waitFor(() => expect(onRefunded).toHaveBeenCalledOnce());
  });

  it("shows the server's refusal (a staff member's call is refused by the role table)", async () => {
    firebase.callFunction.mockRejectedValue(
      Object.assign(new Error("Your role (Staff) does not allow this."), { code: "functions/permission-denied" }),
    );
    const user = userEvent.setup();
    render(<RefundButton refund={paid} onRefunded={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Refund invoice LOCAL-0007" }));
    await user.click(await screen.findByRole("button", { name: "Refund and mail the buyer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your role (Staff) does not allow this.");
  });
});
