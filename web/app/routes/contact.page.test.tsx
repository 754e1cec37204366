import type { FreeTimesResponse } from "@domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { contactAbout } from "../content/links";
import { subjectFromQuery } from "../features/leads/ContactForm";
import { paths } from "../config/paths";
import { callPublicFunction } from "../lib/firebase";
import ContactPage from "./contact.page";
import TalkToAiPage from "./content.page";

// The message form sends with callFunction, the scheduler's booking callables with callPublicFunction.
vi.mock("../lib/firebase", () => ({ callFunction: vi.fn(), callPublicFunction: vi.fn() }));

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

describe("contact page scheduler", () => {
  const call = vi.mocked(callPublicFunction);
  const freeTimes: FreeTimesResponse = { meetingType: "demo", minutes: 30, times: [] };

  it("comes first when the subject names a meeting (Schedule a Demo), with the message form one click away", async () => {
    call.mockResolvedValue(freeTimes);
    const user = userEvent.setup();
    renderAt(contactAbout("Schedule a Demo"));
    expect(
      await screen.findByRole("heading", { name: "Book a demo", level: 2 }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    // The heading says what the visitor is doing: no "Send us a message" above "Book a demo".
    expect(screen.queryByRole("heading", { name: "Send us a message" })).toBeNull();
    expect(screen.getAllByRole("heading", { name: /^Book a/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Send Message" })).toBeNull();
    await waitFor(
      () => expect(call).toHaveBeenCalledWith("bookingFreeTimes", expect.objectContaining({ meetingType: "demo" })),
      { timeout: 15_000 },
    );
    await user.click(screen.getByRole("button", { name: "Prefer to write? Send us a message instead" }));
    expect(screen.getByRole("button", { name: "Send Message" })).toBeVisible();
    expect(subjectField()).toHaveValue("Schedule a Demo");
  });

  it('stays behind the form for other subjects, and "Prefer to talk? Pick a time" opens it', async () => {
    call.mockResolvedValue({ ...freeTimes, meetingType: "consultation" });
    const user = userEvent.setup();
    renderAt(contactAbout("Talk to AI workshop"));
    await waitFor(() => expect(subjectField()).toHaveValue("Talk to AI workshop"));
    expect(screen.queryByRole("heading", { name: /^Book a/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Prefer to talk? Pick a time" }));
    // No meeting named by the subject: the visitor picks one, under a heading that says so.
    expect(await screen.findByRole("heading", { name: "Book a meeting" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByLabelText("Meeting", {}, { timeout: 15_000 })).toHaveValue("consultation");
  });
});
