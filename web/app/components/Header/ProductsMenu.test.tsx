import { render as testingLibraryRender, screen } from "@testing-library/react";
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
  it("is a menu button: closed until pressed, then a menu of links", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "AI Training Products" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const items = screen.getAllByRole("menuitem");
    expect(items.map((item) => item.getAttribute("href"))).toEqual(["/products", "/training", "/events"]);
    expect(screen.getByRole("menu", { name: "AI Training Products" })).toHaveAttribute(
      "id",
      button.getAttribute("aria-controls"),
    );
  });

  it("moves through the links with the arrow keys, Home and End, and closes on Escape back on its button", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "AI Training Products" });
    button.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Products" })).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Training" })).toHaveFocus();
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Events" })).toHaveFocus();
    await user.keyboard("{Home}");
    expect(screen.getByRole("menuitem", { name: "Products" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("menuitem", { name: "Events" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(button).toHaveFocus();

    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("menuitem", { name: "Events" })).toHaveFocus();
  });

  it("closes on a click elsewhere and on Tab", async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole("button", { name: "AI Training Products" });
    await user.click(button);
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("menu")).toBeNull();

    await user.click(button);
    await user.keyboard("{ArrowDown}{Tab}");
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
