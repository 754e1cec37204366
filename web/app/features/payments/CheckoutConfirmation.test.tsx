import { CHECKOUT_RETURN_PATHS } from "@domain";
import { render as renderDom, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../../config/paths";
import { CheckoutConfirmation } from "./CheckoutConfirmation";

/** Renders the confirmation at the success page with `search` as its query string. */
function renderAt(search: string) {
  const Stub = createRoutesStub([{ path: paths.checkoutSuccess, Component: CheckoutConfirmation }]);
  return renderDom(<Stub initialEntries={[`${paths.checkoutSuccess}${search}`]} />);
}

describe("CheckoutConfirmation", () => {
  it.each([
    ["?payment_type=full", "Your payment is complete"],
    ["?payment_type=installment", "Your first installment is confirmed"],
    ["?payment_type=FULL", "Your first installment is confirmed"],
    ["", "Your first installment is confirmed"],
  ])("%j shows '%s' and hides the other message", async (search, heading) => {
    renderAt(search);
    expect(await screen.findByRole("heading", { name: heading })).toBeInTheDocument();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((element) => element.textContent);
    expect(headings).toEqual([heading, "What happens next"]);
  });

  it("tells an installment buyer when the second payment is charged", async () => {
    renderAt("?payment_type=installment");
    expect(
      await screen.findByText(/second payment of \$2,575 is charged to the same card at the end of the 3-day bootcamp/),
    ).toBeInTheDocument();
  });
});

describe("Checkout return paths", () => {
  it("are the site's own paths (the functions build Checkout's addresses from them)", () => {
    expect(CHECKOUT_RETURN_PATHS).toEqual({
      success: paths.checkoutSuccess,
      patentCheckout: paths.checkoutPatent,
      launchProgram: paths.launchWithAi,
    });
  });
});
