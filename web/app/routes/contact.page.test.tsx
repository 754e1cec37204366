import { render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contactAbout } from "../content/links";
import { subjectFromQuery } from "../features/lead-capture/ContactForm";
import { paths } from "../config/paths";
import ContactPage from "./contact.page";
import TalkToAiPage from "./training.talk-to-ai.page";

vi.mock("../lib/firebase", () => ({ callFunction: vi.fn() }));

// Marketing pages render without a MantineProvider (docs/decisions/0005).
function renderAt(url: string) {
  const Stub = createRoutesStub([
    { path: paths.contact, Component: ContactPage },
    { path: paths.talkToAi, Component: TalkToAiPage },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const subjectField = () => screen.getByLabelText(/^Subject/, { selector: "input" });

describe("contact page subject from the link", () => {
  it("fills the subject that contactAbout() put in the address", async () => {
    renderAt(contactAbout("Talk to AI workshop"));
    await waitFor(() => expect(subjectField()).toHaveValue("Talk to AI workshop"));
    expect(screen.getByLabelText(/^Name/, { selector: "input" })).toHaveValue("");
  });

  it("leaves the subject empty without one", async () => {
    renderAt(paths.contact);
    await waitFor(() => expect(subjectField()).toBeEnabled());
    expect(subjectField()).toHaveValue("");
  });

  it("is where Learn More on the Talk to AI page leads, with its subject", () => {
    renderAt(paths.talkToAi);
    const learnMore = screen.getAllByRole("link", { name: "Learn more about booking Talk to AI" })[0];
    expect(learnMore).toHaveAttribute("href", contactAbout("Talk to AI workshop"));
  });

  it("tidies the subject: spaces collapsed, cut at the form's 200 characters, blank ignored", () => {
    expect(subjectFromQuery("  Build   with AI\ncohort ")).toBe("Build with AI cohort");
    expect(subjectFromQuery("x".repeat(250))).toHaveLength(200);
    expect(subjectFromQuery("   ")).toBeNull();
    expect(subjectFromQuery(null)).toBeNull();
  });
});
