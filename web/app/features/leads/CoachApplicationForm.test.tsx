import { AI_EXPERIENCE_LEVELS, CALLABLES, TEACHING_EXPERIENCE_LEVELS, WORK_PREFERENCES } from "@domain";
import { coachApplication } from "@fixtures";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { callFunction } from "../../lib/firebase";
import { CoachApplicationForm } from "./CoachApplicationForm";
import { APPLICATION_LABELS } from "./labels";

vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callFunction: vi.fn(),
}));

const send = vi.mocked(callFunction);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The control labelled `label` (a required field's label ends with " *"). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), { selector: "input, textarea, select" });

type User = ReturnType<typeof userEvent.setup>;

async function enter(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Sets a field's value in one change event: the long form stays fast to fill in jsdom. */
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** The shared valid application, without the optional answers (the form sends them empty). */
const valid = coachApplication({ firstName: " Ada ", heardAboutUs: "", additionalInfo: "" });
const { professionalBackground: background, motivation } = valid;

/** Fills every field with the shared valid application, through the labels a person reads. */
function fillValid() {
  for (const [key, label] of Object.entries(APPLICATION_LABELS)) {
    fill(label, valid[key as keyof typeof valid]);
  }
}

const submitButton = () => screen.getByRole("button", { name: /^(Submit Application|Submitting\.\.\.)$/ });

describe("CoachApplicationForm", () => {
  beforeEach(() => {
    send.mockReset();
  });

  it("groups the questions in the product's six sections", () => {
    render(<CoachApplicationForm />, { mantine: false });
    const sections = screen.getAllByRole("group").map((group) => group.querySelector("legend")?.textContent);
    expect(sections).toEqual([
      "Personal Information",
      "Professional Background",
      "Experience & Skills",
      "Work Preferences",
      "Your Motivation",
      "Additional Information",
    ]);
    for (const title of sections) expect(screen.getByRole("heading", { level: 3, name: title! })).toBeInTheDocument();
  });

  it("labels every field, with autocomplete where the browser knows the answer", () => {
    render(<CoachApplicationForm />, { mantine: false });
    expect(field("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(field("Last name")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Phone")).toHaveAttribute("autocomplete", "tel");
    expect(field("City")).toHaveAttribute("autocomplete", "address-level2");
    expect(field("State")).toHaveAttribute("autocomplete", "address-level1");
    expect(field("Current occupation")).toHaveAttribute("autocomplete", "organization-title");
    for (const label of [
      "Professional background",
      "Available start date",
      "Why do you want to become a Certified AI Coach?",
      "How did you hear about us? (optional)",
      "Anything else we should know? (optional)",
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
  });

  it.each([
    ["AI experience level", AI_EXPERIENCE_LEVELS],
    ["Teaching or training experience", TEACHING_EXPERIENCE_LEVELS],
    ["Work preference", WORK_PREFERENCES],
  ])("offers exactly the product's values for %s, each with a readable label", (label, values) => {
    render(<CoachApplicationForm />, { mantine: false });
    const options = within(field(label)).getAllByRole("option") as HTMLOptionElement[];
    expect(options[0]).toHaveValue("");
    expect(options[0]).toBeDisabled();
    expect(options.slice(1).map((option) => option.value)).toEqual([...values]);
    for (const option of options.slice(1)) expect(option.textContent?.length).toBeGreaterThan(option.value.length);
  });

  it("shows every required field's message, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    render(<CoachApplicationForm />, { mantine: false });
    await user.click(submitButton());

    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Valid phone number is required",
      "City is required",
      "State is required",
      "Current occupation is required",
      "Please provide at least 50 characters about your background",
      "Please select your AI experience level",
      "Please select your teaching experience level",
      "Please select your work preference",
      "Start date is required",
      "Please provide at least 100 characters about your motivation",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field("First name")).toHaveFocus();
    expect(field("AI experience level")).toHaveAttribute("aria-invalid", "true");
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the trimmed application, shows 'Submitting...', then the product's success notice and a reset form", async () => {
    const user = userEvent.setup();
    let finish!: (value: unknown) => void;
    send.mockReturnValue(new Promise((resolve) => (finish = resolve)) as never);
    render(<CoachApplicationForm />, { mantine: false });
    fillValid();
    await user.click(submitButton());

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    expect(send).toHaveBeenCalledExactlyOnceWith(CALLABLES.submitCoachApplication, {
      ...valid,
      firstName: "Ada",
      website: "",
      source: expect.objectContaining({ formPage: "/" }),
    });

    finish({ ok: true });
    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Application Submitted!")).toBeInTheDocument();
    expect(
      within(notice).getByText(
        "Thank you for applying to become a Certified AI Coach. We'll review your application and contact you within 1-2 weeks.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(field("First name")).toHaveValue(""));
    expect(field("AI experience level")).toHaveValue("");
    expect(field("Why do you want to become a Certified AI Coach?")).toHaveValue("");
    expect(submitButton()).toHaveTextContent("Submit Application");
    expect(submitButton()).toBeEnabled();
  });

  it("keeps every answer and shows the product's failure notice when submitting fails", async () => {
    const user = userEvent.setup();
    send.mockRejectedValue(Object.assign(new Error("unavailable"), { code: "functions/unavailable" }));
    render(<CoachApplicationForm />, { mantine: false });
    fillValid();
    await user.click(submitButton());

    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Error")).toBeInTheDocument();
    expect(within(notice).getByText("Failed to submit application. Please try again.")).toBeInTheDocument();
    expect(field("First name")).toHaveValue(" Ada ");
    expect(field("Work preference")).toHaveValue("part-time");
    expect(field("Professional background")).toHaveValue(background);
    expect(field("Why do you want to become a Certified AI Coach?")).toHaveValue(motivation);
    expect(submitButton()).toBeEnabled();
  });

  it("counts characters toward the background's minimum and maximum", async () => {
    const user = userEvent.setup();
    render(<CoachApplicationForm />, { mantine: false });
    expect(field("Professional background")).toHaveAccessibleDescription(/At least 50 characters · 0\/1,000/);
    await enter(user, "Professional background", "  Twelve years teaching  ");
    expect(field("Professional background")).toHaveAccessibleDescription(/At least 50 characters · 21\/1,000/);
  });
});
