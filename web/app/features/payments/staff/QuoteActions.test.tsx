import type { QuoteRow } from "@domain";
import { notifications } from "@mantine/notifications";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor } from "../../../../test-utils/render";
import { QuoteActions } from "./QuoteActions";

const firebase = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock("../../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/firebase")>()),
  callFunction: firebase.callFunction,
}));

const quote = (status: QuoteRow["status"], number?: string): QuoteRow =>
  ({
    id: "q1",
    status,
    number,
    total: 399_950,
    organization: "Boise School District",
    billing_email: "ap@boise.example",
  }) as QuoteRow;

describe("QuoteActions", () => {
  beforeEach(() => {
    firebase.callFunction.mockReset();
    notifications.clean();
  });

  it.each([
    [
      "draft",
      undefined,
      ["Send quote: draft for Boise School District ($3,999.50)", "Cancel quote draft for Boise School District"],
    ],
    ["open", "QT-0001", ["Buyer accepted quote QT-0001", "Cancel quote QT-0001"]],
    ["accepted", "QT-0001", []],
    ["canceled", "QT-0001", []],
  ] as const)("a %s quote offers only its own actions", (status, number, buttons) => {
    render(<QuoteActions quote={quote(status, number)} onChanged={() => {}} />);
    expect(screen.queryAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual(buttons);
  });

  it("records the buyer's acceptance after asking, and shows the server's refusal", async () => {
    firebase.callFunction.mockRejectedValueOnce(
      Object.assign(new Error("Stripe did not accept the quote: This quote has expired."), {
        code: "functions/failed-precondition",
      }),
    );
    firebase.callFunction.mockResolvedValueOnce({ quote: { ...quote("accepted", "QT-0001") } });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<QuoteActions quote={quote("open", "QT-0001")} onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Buyer accepted quote QT-0001" }));
    expect(firebase.callFunction).not.toHaveBeenCalled();
    await user.click(await screen.findByRole("button", { name: "Record acceptance" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This quote has expired.");
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Record acceptance" }));
    expect(firebase.callFunction).toHaveBeenLastCalledWith("acceptQuote", { id: "q1" });
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });

  it("cancels only with a reason", async () => {
    firebase.callFunction.mockResolvedValue({ quote: quote("canceled", "QT-0001") });
    const onChanged = vi.fn();
    const user = userEvent.setup();
    render(<QuoteActions quote={quote("open", "QT-0001")} onChanged={onChanged} />);
    await user.click(screen.getByRole("button", { name: "Cancel quote QT-0001" }));
    await user.click(await screen.findByRole("button", { name: "Cancel quote" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Say why the quote is canceled.");
    expect(firebase.callFunction).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: /Reason/ }), "Budget frozen");
    await user.click(screen.getByRole("button", { name: "Cancel quote" }));
    expect(firebase.callFunction).toHaveBeenCalledWith("cancelQuote", { id: "q1", reason: "Budget frozen" });
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
  });
});
