import { describe, expect, it } from "vitest";
import { render, screen, userEvent, within } from "../../../test-utils/render";
import { paths } from "../../config/paths";
import { Header } from "./Header";

describe("Header", () => {
  it("links to every page the spec lists, in the main navigation", () => {
    render(<Header />);
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
    render(<Header />);
    expect(screen.getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", paths.auth);
    expect(screen.getAllByRole("link", { name: "Partner With Us" })[0]).toHaveAttribute("href", paths.partnerWithUs);
    expect(screen.getAllByRole("link", { name: "Get Certified" })[0]).toHaveAttribute("href", paths.becomeAiCoach);
  });

  it("opens the AI Training Products dropdown with its five pages and closes it on an outside click", async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.click(screen.getByRole("button", { name: /AI Training Products/ }));
    const menu = await screen.findByRole("menu", { hidden: true });
    const hrefs = within(menu)
      .getAllByRole("menuitem", { hidden: true })
      .map((item) => item.getAttribute("href"));
    expect(hrefs).toEqual([paths.products, paths.training, paths.competitions, paths.events, paths.technology]);
    await user.click(document.body);
    await expect.poll(() => screen.queryByRole("menu", { hidden: true })).toBeNull();
  });

  it("toggles the mobile menu with the burger button", async () => {
    const user = userEvent.setup();
    render(<Header />);
    const burger = screen.getByRole("button", { name: "Open menu" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    await user.click(burger);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });
});
