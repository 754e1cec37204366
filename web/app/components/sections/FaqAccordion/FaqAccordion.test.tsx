import { MantineProvider } from "@mantine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { render, screen } from "../../../../test-utils/render";
import type { FaqItem } from "../types";
import { FaqAccordion } from "./FaqAccordion";

const items: FaqItem[] = [
  { question: "Who can apply?", answer: "Anyone who is 18 or older." },
  { question: "What does it cost?", answer: "Nothing for accepted applicants." },
];

describe("FaqAccordion", () => {
  it("puts every answer in the prerendered HTML, even while collapsed", () => {
    const html = renderToString(
      <MantineProvider>
        <FaqAccordion items={items} />
      </MantineProvider>,
    );
    for (const item of items) expect(html).toContain(item.answer);
  });

  it("links each question to its answer panel by valid ids", () => {
    render(<FaqAccordion items={items} />);
    for (const item of items) {
      const button = screen.getByRole("button", { name: item.question });
      const panelId = button.getAttribute("aria-controls") ?? "";
      expect(panelId).not.toMatch(/\s/);
      expect(document.getElementById(panelId)).toHaveTextContent(item.answer);
    }
  });
});
