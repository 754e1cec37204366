import type { ComponentType } from "react";
import { render, screen } from "../../test-utils/render";
import { describe, expect, it } from "vitest";
import { CARD_FEE } from "@domain/catalog";
import { paths } from "../config/paths";
import { site } from "../config/site";
import ContentPage from "./content.page";

const cases: { name: string; Page: ComponentType; path: string; sections: number; mustSay: (string | RegExp)[] }[] = [
  {
    name: "Privacy Policy",
    Page: ContentPage,
    path: paths.privacyPolicy,
    sections: 13,
    mustSay: [
      "updated September 11, 2025",
      /do not knowingly collect personal information from children under 13/,
      /We never receive or store your full card number/,
      /delete your contact message, your AI Coach application/,
    ],
  },
  {
    name: "Terms of Use",
    Page: ContentPage,
    path: paths.termsOfUse,
    sections: 16,
    mustSay: [
      /cancel at least 7 days before the start/,
      /Credit must be used within 2 months/,
      /You must be 18 or older/,
      `${site.legalName}, an Idaho limited liability company`,
      /governed by the laws of the State of Idaho/,
      // The catalog's card fee, filled into the copy's {{cardFeeNotice}} (domain/pages/facts.ts).
      ...(CARD_FEE.enabled ? [`A ${CARD_FEE.basisPoints / 100}% credit card processing fee is added at checkout`] : []),
    ],
  },
];

/** The page without a MantineProvider, as on the site (docs/decisions/0005). */
function renderPage(Page: ComponentType, path: string) {
  return render(<Page />, { path, mantine: false });
}

describe.each(cases)("$name", ({ Page, path, sections, mustSay }) => {
  it(`has exactly ${sections} sections, numbered 1 to ${sections} in order`, () => {
    renderPage(Page, path);
    const numbers = screen
      .getAllByRole("heading", { level: 2 })
      .map((heading) => /^(\d+)\. /.exec(heading.textContent ?? "")?.[1])
      .filter(Boolean)
      .map(Number);
    expect(numbers).toEqual(Array.from({ length: sections }, (_, index) => index + 1));
  });

  it("states the terms docs/product.md lists", () => {
    renderPage(Page, path);
    const text = document.body.textContent ?? "";
    for (const phrase of mustSay) expect(text).toMatch(phrase);
  });

  it("lets a reader e-mail us from the document", () => {
    renderPage(Page, path);
    const links = screen.getAllByRole("link", { name: site.email });
    for (const link of links) expect(link).toHaveAttribute("href", `mailto:${site.email}`);
  });
});
