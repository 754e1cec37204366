import { render, screen, userEvent, within } from "../../test-utils/render";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { coachFaq } from "@domain/pages/data/become-ai-coach";
import BecomeAiCoachPage from "./content.page";

/** The page without a MantineProvider, as on the site; the registration path renders a marker. */
function renderPage() {
  return render(<BecomeAiCoachPage />, {
    path: paths.becomeAiCoach,
    otherPaths: [paths.coachRegistration],
    mantine: false,
  });
}

function faqSection() {
  return screen.getByRole("region", { name: "Frequently Asked Questions" });
}

describe("Become an AI Coach page", () => {
  it("lists the six FAQ questions, each closed in its own details element of one group", () => {
    renderPage();
    const items = [...faqSection().querySelectorAll("details")];
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(
      coachFaq.map((item) => item.question),
    );
    for (const item of items) expect(item.open).toBe(false);
    expect(new Set(items.map((item) => item.getAttribute("name"))).size).toBe(1);
  });

  it("opens an answer when its question is pressed", async () => {
    const user = userEvent.setup();
    renderPage();
    const [first] = coachFaq;
    if (!first) throw new Error("The FAQ needs a question");
    const item = within(faqSection()).getByText(first.question).closest("details");
    expect(item?.open).toBe(false);
    await user.click(within(faqSection()).getByText(first.question));
    expect(item?.open).toBe(true);
    expect(item).toHaveTextContent(first.answer);
  });

  it("sends both application calls to action to the registration form", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", paths.coachRegistration);
    await user.click(screen.getByRole("link", { name: "Start Your Application" }));
    expect(screen.getByTestId(`route:${paths.coachRegistration}`)).toBeInTheDocument();
  });
});
