import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { createLaunchCheckout } from "./api";
import { LaunchPackageCards } from "./LaunchPackageCards";

vi.mock("./api", () => ({ createPatentCheckout: vi.fn(), createLaunchCheckout: vi.fn() }));

const checkout = vi.mocked(createLaunchCheckout);
const url = "https://checkout.stripe.com/c/pay/cs_test_2";
const enroll = (name: string) => screen.getByRole("button", { name: `Enroll in ${name}` });

describe("LaunchPackageCards", () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal("open", open);
    checkout.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["One-Day Website Launch", "$1,600", "$1,648", "$48"],
    ["Full Business Launch (3 Days)", "$5,000", "$5,150", "$150"],
    ["Annual Mentorship", "$3,600", "$3,708", "$108"],
  ])("states %s's price and its total with the card fee before paying", (name, price, total, fee) => {
    render(<LaunchPackageCards />);
    const card = within(screen.getByRole("article", { name }));
    expect(card.getByText(price, { exact: false })).toBeInTheDocument();
    expect(
      card.getByText(`${total} charged at checkout, including the ${fee} card processing fee.`),
    ).toBeInTheDocument();
  });

  it("starts Checkout for the chosen package with every Enroll button disabled meanwhile", async () => {
    let resolve!: (value: { url: string }) => void;
    checkout.mockReturnValue(new Promise((res) => (resolve = res)));
    render(<LaunchPackageCards />);

    await userEvent.click(enroll("Annual Mentorship"));
    expect(checkout).toHaveBeenCalledWith("mentorship");
    for (const name of ["One-Day Website Launch", "Full Business Launch (3 Days)", "Annual Mentorship"]) {
      expect(enroll(name)).toBeDisabled();
    }
    resolve({ url });
    await waitFor(() => expect(enroll("One-Day Website Launch")).toBeEnabled());
    expect(open).toHaveBeenCalledWith(url, "_blank");
  });

  it("shows the continue link when the new tab is blocked", async () => {
    open.mockReturnValue(null);
    checkout.mockResolvedValue({ url });
    render(<LaunchPackageCards />);
    await userEvent.click(enroll("One-Day Website Launch"));
    expect(await screen.findByRole("link", { name: "Continue to secure checkout" })).toHaveAttribute("href", url);
  });

  it("on failure notifies 'Failed to create checkout session. Please try again.' and logs", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    checkout.mockRejectedValue(new Error("unavailable"));
    render(<LaunchPackageCards />);
    await userEvent.click(enroll("Full Business Launch (3 Days)"));
    expect(await screen.findByText("Failed to create checkout session. Please try again.")).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    await waitFor(() => expect(enroll("Full Business Launch (3 Days)")).toBeEnabled());
    log.mockRestore();
  });
});
