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

const details = () => [...document.querySelectorAll("details")];

describe("FaqAccordion", () => {
  it("puts every answer in the prerendered HTML, in closed details elements that need no script", () => {
    const html = renderToString(<FaqAccordion items={items} />);
    for (const item of items) expect(html).toContain(item.answer);
    expect(html.match(/<details /g)).toHaveLength(items.length);
    expect(html).not.toContain(" open");
    expect(html).not.toMatch(/aria-expanded|role="region"/);
  });

  it("gives every question the same group name, so the browser keeps one open at a time", () => {
    render(
      <>
        <FaqAccordion items={items} />
        <FaqAccordion items={items.slice(0, 1)} />
      </>,
    );
    const names = details().map((element) => element.getAttribute("name"));
    expect(names[0]).toMatch(/^[a-zA-Z0-9]+$/);
    expect(new Set(names.slice(0, 3)).size).toBe(1);
    expect(names[3]).not.toBe(names[0]);
  });

  it("puts each question in a heading one level below the section's, inside the summary", () => {
    render(<FaqAccordion items={items} headingOrder={4} />);
    const headings = screen.getAllByRole("heading", { level: 4 });
    expect(headings.map((heading) => heading.textContent)).toEqual(items.map((item) => item.question));
    for (const heading of headings) expect(heading.parentElement?.tagName).toBe("SUMMARY");
  });

  it("opens an answer when its question is pressed", async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const first = details()[0]!;
    expect(first.open).toBe(false);
    await user.click(screen.getByText(items[0]!.question));
    expect(first.open).toBe(true);
    expect(first).toHaveTextContent(items[0]!.answer);
  });
});
