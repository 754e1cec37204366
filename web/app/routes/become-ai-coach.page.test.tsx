import { render, screen, userEvent, within } from "../../test-utils/render";
import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { coachFaq } from "../content/become-ai-coach";
import BecomeAiCoachPage from "./become-ai-coach.page";

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
  it("lists the six FAQ questions as collapsed buttons", () => {
    renderPage();
    const questions = within(faqSection()).getAllByRole("button");
    expect(questions.map((button) => button.textContent)).toEqual(coachFaq.map((item) => item.question));
    for (const question of questions) expect(question).toHaveAttribute("aria-expanded", "false");
  });

  it("opens an answer from the keyboard and moves between questions with the arrow keys", async () => {
    const user = userEvent.setup();
    renderPage();
    const [first, second] = coachFaq;
    if (!first || !second) throw new Error("The FAQ needs at least two questions");
    const firstButton = within(faqSection()).getByRole("button", { name: first.question });

    expect(within(faqSection()).queryByText(first.answer)).not.toBeVisible();
    firstButton.focus();
    await user.keyboard("{Enter}");
    expect(firstButton).toHaveAttribute("aria-expanded", "true");
    expect(await within(faqSection()).findByText(first.answer)).toBeVisible();

    await user.keyboard("{ArrowDown}");
    const secondButton = within(faqSection()).getByRole("button", { name: second.question });
    expect(secondButton).toHaveFocus();
    await user.keyboard(" ");
    expect(secondButton).toHaveAttribute("aria-expanded", "true");
    expect(await within(faqSection()).findByText(second.answer)).toBeVisible();
  });

  it("sends both application calls to action to the registration form", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", paths.coachRegistration);
    await user.click(screen.getByRole("link", { name: "Start Your Application" }));
    expect(screen.getByTestId(`route:${paths.coachRegistration}`)).toBeInTheDocument();
  });
});
