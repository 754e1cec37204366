import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FaqItem } from "../types";
import { FaqAccordion } from "./FaqAccordion";

// Rendered without a MantineProvider on purpose: the FAQ is part of plain marketing pages (docs/decisions/0005).
const items: FaqItem[] = [
  { question: "Who can apply?", answer: "Anyone who is 18 or older." },
  { question: "What does it cost?", answer: "Nothing for accepted applicants." },
  { question: "How long does it take?", answer: "Six to eight weeks." },
];

function question(index: number) {
  const item = items[index];
  if (!item) throw new Error(`No FAQ item ${index}`);
  return { item, button: screen.getByRole("button", { name: item.question }) };
}

describe("FaqAccordion", () => {
  it("puts every answer in the prerendered HTML, even while collapsed", () => {
    const html = renderToString(<FaqAccordion items={items} />);
    for (const item of items) expect(html).toContain(item.answer);
  });

  it("puts each question's button in a heading one level below the section's h2", () => {
    render(<FaqAccordion items={items} />);
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((item) => item.question));
    items.forEach((item, index) => {
      expect(headings[index]?.querySelector("button")).toBe(screen.getByRole("button", { name: item.question }));
    });
  });

  it("links each question to its answer panel, a region named by the question", () => {
    render(<FaqAccordion items={items} />);
    items.forEach((item, index) => {
      const { button } = question(index);
      const panelId = button.getAttribute("aria-controls") ?? "";
      expect(panelId).not.toMatch(/\s/);
      const panel = document.getElementById(panelId);
      expect(panel).toHaveTextContent(item.answer);
      expect(panel).toHaveAttribute("role", "region");
      expect(panel).toHaveAttribute("aria-labelledby", button.id);
    });
  });

  it("starts with every answer collapsed and hidden", () => {
    render(<FaqAccordion items={items} />);
    items.forEach((item, index) => {
      expect(question(index).button).toHaveAttribute("aria-expanded", "false");
      expect(screen.getByText(item.answer)).not.toBeVisible();
    });
  });

  it("opens and closes an answer with Enter and Space, one answer at a time", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const first = question(0);
    const second = question(1);

    first.button.focus();
    await user.keyboard("{Enter}");
    expect(first.button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(first.item.answer)).toBeVisible();
    expect(screen.getByRole("region", { name: first.item.question })).toHaveTextContent(first.item.answer);

    await user.keyboard(" ");
    expect(first.button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(first.item.answer)).not.toBeVisible();

    await user.keyboard("{Enter}");
    second.button.focus();
    await user.keyboard(" ");
    expect(second.button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(second.item.answer)).toBeVisible();
    expect(first.button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText(first.item.answer)).not.toBeVisible();
  });

  it("opens an answer on click", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const { item, button } = question(2);
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(item.answer)).toBeVisible();
  });

  it("moves between questions with the arrow keys, Home and End, wrapping at the ends", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const buttons = items.map((_, index) => question(index).button);

    buttons[0]?.focus();
    await user.keyboard("{ArrowDown}");
    expect(buttons[1]).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(buttons[2]).toHaveFocus();
    await user.keyboard("{Home}");
    expect(buttons[0]).toHaveFocus();
    await user.keyboard("{End}");
    expect(buttons[2]).toHaveFocus();
    // Moving the focus opens nothing.
    for (const button of buttons) expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
