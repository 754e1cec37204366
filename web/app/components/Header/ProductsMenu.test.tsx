import { render as testingLibraryRender, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductsMenu } from "./ProductsMenu";

const links = [
  { label: "Products", to: "/products" },
  { label: "Training", to: "/training" },
  { label: "Events", to: "/events" },
];

function Menu() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ProductsMenu label="AI Training Products" links={links} opened={opened} onChange={setOpened} />
      <button type="button">Elsewhere</button>
    </>
  );
}

// Part of the site shell, which renders without a MantineProvider (docs/decisions/0005).
function render(ui: ReactNode) {
  return testingLibraryRender(ui, { wrapper: MemoryRouter });
}

describe("ProductsMenu", () => {
  it("is a disclosure: a button with aria-expanded that shows a list of links, no ARIA menu", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "AI Training Products" });
    expect(button).not.toHaveAttribute("aria-haspopup");
    expect(button).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list?.tagName).toBe("UL");
    expect(list).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    const items = within(list!).getAllByRole("link");
    expect(items.map((item) => item.getAttribute("href"))).toEqual(["/products", "/training", "/events"]);
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.queryByRole("menuitem")).toBeNull();
  });

  it("puts its links in the Tab order and closes on Escape, back on its button", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "AI Training Products" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "Products" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("link", { name: "Training" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes on a click elsewhere and when the focus leaves it", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "AI Training Products" });
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.tab(); // Products
    await user.tab(); // Training
    await user.tab(); // Events
    await user.tab(); // out, to "Elsewhere"
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
