import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { createPatentCheckout } from "./api";
import { PatentPaymentOptions } from "./PatentPaymentOptions";

vi.mock("./api", () => ({ createPatentCheckout: vi.fn(), createLaunchCheckout: vi.fn() }));

const checkout = vi.mocked(createPatentCheckout);
const url = "https://checkout.stripe.com/c/pay/cs_test_1";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const fullButton = () => screen.getByRole("button", { name: "Continue with Full Payment" });
const twoButton = () => screen.getByRole("button", { name: "Continue with Two Payments" });

describe("PatentPaymentOptions", () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal("open", open);
    checkout.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows both options with the catalog's prices and the 3% fee on its own line", () => {
    render(<PatentPaymentOptions />);
    const full = within(screen.getByRole("article", { name: "Full Payment" }));
    expect(full.getAllByText("$5,150").length).toBeGreaterThan(0);
    expect(full.getByText("$5,000")).toBeInTheDocument();
    expect(full.getByText("$150")).toBeInTheDocument();
    expect(full.getByText("Credit card processing fee (3%)")).toBeInTheDocument();

    const two = within(screen.getByRole("article", { name: "Two Payments" }));
    expect(two.getAllByText("$2,575").length).toBeGreaterThan(0);
    expect(two.getByText("$2,500")).toBeInTheDocument();
    expect(two.getByText("$75")).toBeInTheDocument();
    expect(two.getByText(/charged to the same card at the end of the 3-day bootcamp/)).toBeInTheDocument();
  });

  it("disables both buttons while the request runs, then opens Checkout in a new tab", async () => {
    const answer = deferred<{ url: string }>();
    checkout.mockReturnValue(answer.promise);
    render(<PatentPaymentOptions />);

    await userEvent.click(fullButton());
    expect(checkout).toHaveBeenCalledWith("full");
    expect(fullButton()).toBeDisabled();
    expect(twoButton()).toBeDisabled();

    answer.resolve({ url });
    await waitFor(() => expect(twoButton()).toBeEnabled());
    expect(fullButton()).toBeEnabled();
    expect(open).toHaveBeenCalledWith(url, "_blank");
    expect(screen.getByText("Secure checkout opened in a new tab")).toBeInTheDocument();
  });

  it("starts Checkout for the option pressed (api.test.ts checks the price identifier it sends)", async () => {
    checkout.mockResolvedValue({ url });
    render(<PatentPaymentOptions />);
    await userEvent.click(twoButton());
    expect(checkout).toHaveBeenCalledExactlyOnceWith("installment");
  });

  it("shows a visible link to Checkout when the browser blocks the new tab", async () => {
    open.mockReturnValue(null);
    checkout.mockResolvedValue({ url });
    render(<PatentPaymentOptions />);
    await userEvent.click(fullButton());
    const link = await screen.findByRole("link", { name: "Continue to secure checkout" });
    expect(link).toHaveAttribute("href", url);
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("on failure shows the red 'Payment Error' notification, logs, and clears the busy state", async () => {
    const error = new Error("internal");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    checkout.mockRejectedValue(error);
    render(<PatentPaymentOptions />);

    await userEvent.click(twoButton());
    expect(await screen.findByText("Payment Error")).toBeInTheDocument();
    expect(screen.getByText("Unable to process payment. Please try again.")).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.any(String), error);
    await waitFor(() => expect(twoButton()).toBeEnabled());
    expect(fullButton()).toBeEnabled();
    expect(open).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
