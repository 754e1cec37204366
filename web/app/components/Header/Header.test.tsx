import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navLinks } from "../../config/navigation";
import { paths } from "../../config/paths";
import { SESSION_FLAG_KEY, writeSessionFlag } from "../../lib/sessionFlag";
import type { PageEntry } from "../../pages";
import { Header } from "./Header";

const firebase = vi.hoisted(() => ({ signOutOfSite: vi.fn() }));
vi.mock("../../lib/firebase", () => firebase);

afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

// The shell renders on marketing pages, where no MantineProvider runs (docs/decisions/0005): render it without one.
function renderHeader() {
  return render(<Header />, { wrapper: MemoryRouter });
}

describe("Header", () => {
  it("links to every page docs/product.md lists, in the main navigation", () => {
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
    const button = screen.getByRole("button", { name: /AI Training Products/, expanded: false });
    await user.click(button);
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "")!;
    expect(list).toBeVisible();
    const hrefs = within(list)
      .getAllByRole("link")
      .map((item) => item.getAttribute("href"));
    expect(hrefs).toEqual([paths.products, paths.training, paths.competitions, paths.events, paths.technology]);
    await user.click(document.body);
    expect(list).not.toBeVisible();
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
    const mobile = within(screen.getByRole("navigation", { name: "Mobile" }));
    await user.click(mobile.getByRole("button", { name: "AI Training Products" }));
    // Contact navigates inside the app; the products' pages are content pages, loaded as documents (docs/content.md).
    await user.click(mobile.getByRole("link", { name: "Contact" }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const toggle = within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("button", {
      name: "AI Training Products",
    });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  describe("the account slot", () => {
    it("says Login in the prerendered HTML even when this browser is signed in", () => {
      localStorage.setItem(SESSION_FLAG_KEY, "1");
      const html = renderToString(
        <MemoryRouter>
          <Header />
        </MemoryRouter>,
      );
      expect(html).toContain(`href="${paths.auth}"`);
      expect(html).not.toContain(`href="${paths.dashboard}"`);
    });

    it("says Login without the flag", () => {
      renderHeader();
      expect(screen.getAllByRole("link", { name: "Login" })[0]).toHaveAttribute("href", paths.auth);
      expect(screen.queryByRole("button", { name: "Dashboard" })).toBeNull();
    });

    it("says Dashboard with the flag, opens to the dashboard link and Sign Out, and signs out on demand", async () => {
      localStorage.setItem(SESSION_FLAG_KEY, "1");
      firebase.signOutOfSite.mockImplementation(async () => writeSessionFlag(false));
      const user = userEvent.setup();
      renderHeader();
      expect(screen.queryByRole("link", { name: "Login" })).toBeNull();
      const account = screen.getByRole("button", { name: "Dashboard", expanded: false });
      await user.click(account);
      expect(account).toHaveAttribute("aria-expanded", "true");
      expect(screen.getByRole("link", { name: "Open the dashboard" })).toHaveAttribute("href", paths.dashboard);
      await user.click(screen.getByRole("button", { name: "Sign Out" }));
      expect(firebase.signOutOfSite).toHaveBeenCalledOnce();
      const login = await screen.findAllByRole("link", { name: "Login" });
      expect(login[0]).toHaveAttribute("href", paths.auth);
      expect(localStorage.getItem(SESSION_FLAG_KEY)).toBeNull();
    });

    it("follows a sign-in that happens while the page is open", () => {
      renderHeader();
      expect(screen.getAllByRole("link", { name: "Login" }).length).toBeGreaterThan(0);
      act(() => writeSessionFlag(true));
      expect(screen.getByRole("button", { name: "Dashboard" })).toBeInTheDocument();
    });

    it("offers Dashboard and Sign Out in the mobile menu when signed in", async () => {
      localStorage.setItem(SESSION_FLAG_KEY, "1");
      const user = userEvent.setup();
      renderHeader();
      await user.click(screen.getByRole("button", { name: "Open menu" }));
      const mobile = screen.getByRole("navigation", { name: "Mobile" });
      expect(within(mobile).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", paths.dashboard);
      expect(within(mobile).getByRole("button", { name: "Sign Out" })).toBeVisible();
      expect(within(mobile).queryByRole("link", { name: "Login" })).toBeNull();
    });
  });
});

describe("navLinks", () => {
  it("reads a group's labels and order from the page registry", () => {
    const registry: PageEntry[] = [
      {
        path: "/b",
        file: "b",
        title: "B",
        description: "",
        nav: [{ group: "footer-legal", label: "Second", order: 2 }],
      },
      {
        path: "/a",
        file: "a",
        title: "A",
        description: "",
        nav: [
          { group: "footer-legal", label: "First", order: 1 },
          { group: "header-start", label: "Elsewhere", order: 1 },
        ],
      },
      { path: "/c", file: "c", title: "C", description: "" },
    ];
    expect(navLinks("footer-legal", registry)).toEqual([
      { label: "First", to: "/a" },
      { label: "Second", to: "/b" },
    ]);
  });
});
