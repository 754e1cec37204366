import { notifications } from "@mantine/notifications";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLaunchCheckout } from "./api";
import { LaunchPackageCards } from "./LaunchPackageCards";

vi.mock("./api", () => ({ createPatentCheckout: vi.fn(), createLaunchCheckout: vi.fn() }));

const checkout = vi.mocked(createLaunchCheckout);
const url = "https://checkout.stripe.com/c/pay/cs_test_2";
const names = ["One-Day Website Launch", "Full Business Launch (3 Days)", "Annual Mentorship"];
const enroll = (name: string) => screen.getByRole("button", { name: `Enroll in ${name}` });

// Rendered as on the marketing page: no MantineProvider around it (the first Enroll press loads its own).
describe("LaunchPackageCards", () => {
  let open: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    open = vi.fn(() => ({ opener: window }) as unknown as Window);
    vi.stubGlobal("open", open);
    checkout.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => notifications.clean());
  });

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

  it("starts Checkout for the chosen package, busy with every Enroll button disabled meanwhile", async () => {
    let resolve!: (value: { url: string }) => void;
    checkout.mockReturnValue(new Promise((res) => (resolve = res)));
    render(<LaunchPackageCards />);

    await userEvent.click(enroll("Annual Mentorship"));
    // Busy from the press on, while the checkout module loads and while the request runs.
    expect(enroll("Annual Mentorship")).toHaveAttribute("data-loading");
    for (const name of names) expect(enroll(name)).toBeDisabled();
    await waitFor(() => expect(checkout).toHaveBeenCalledWith("mentorship"));
    expect(enroll("Annual Mentorship")).toHaveAttribute("data-loading");
    for (const name of names) expect(enroll(name)).toBeDisabled();
    expect(enroll("One-Day Website Launch")).not.toHaveAttribute("data-loading");

    resolve({ url });
    await waitFor(() => expect(enroll("One-Day Website Launch")).toBeEnabled());
    expect(enroll("Annual Mentorship")).not.toHaveAttribute("data-loading");
    expect(open).toHaveBeenCalledWith(url, "_blank");
    expect(await screen.findByText("Secure checkout opened in a new tab")).toBeInTheDocument();
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
