import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../../config/paths";
import { Header } from "./Header";

// The shell renders on marketing pages, where no MantineProvider runs (docs/decisions/0005): render it without one.
function renderHeader() {
  return render(<Header />, { wrapper: MemoryRouter });
}

describe("Header", () => {
  it("links to every page the spec lists, in the main navigation", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const expected: [string, string][] = [
      ["Home", paths.home],
      ["About", paths.about],
      ["Solutions", paths.solutions],
      ["AI Coach Certification", paths.becomeAiCoach],
      ["Contact", paths.contact],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("has the Login, Partner With Us and Get Certified buttons", () => {
    renderHeader();
    expect(screen.getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", paths.auth);
    expect(screen.getAllByRole("link", { name: "Partner With Us" })[0]).toHaveAttribute("href", paths.partnerWithUs);
    expect(screen.getAllByRole("link", { name: "Get Certified" })[0]).toHaveAttribute("href", paths.becomeAiCoach);
  });

  it("opens the AI Training Products dropdown with its five pages and closes it on an outside click", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: /AI Training Products/, expanded: false }));
    const menu = await screen.findByRole("menu");
    const hrefs = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.getAttribute("href"));
    expect(hrefs).toEqual([paths.products, paths.training, paths.competitions, paths.events, paths.technology]);
    await user.click(document.body);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("toggles the mobile menu with the burger button, and keeps a closed menu out of reach", async () => {
    const user = userEvent.setup();
    renderHeader();
    const burger = screen.getByRole("button", { name: "Open menu" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(burger).toHaveAttribute("aria-controls", "mobile-menu");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(burger);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
  });

  it("expands the products sub-list in the mobile menu", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const mobile = screen.getByRole("navigation", { name: "Mobile" });
    const toggle = within(mobile).getByRole("button", { name: "AI Training Products" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-products");
    expect(within(mobile).queryByRole("link", { name: "Training Pathways" })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(mobile).getByRole("link", { name: "Training Pathways" })).toHaveAttribute("href", paths.training);
  });

  it("closes the open menus when a link navigates", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(
      within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("button", { name: "AI Training Products" }),
    );
    await user.click(screen.getByRole("link", { name: "Training Pathways" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const toggle = within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("button", {
      name: "AI Training Products",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
