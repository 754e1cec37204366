import { CALLABLES } from "@domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { callFunction } from "../../lib/firebase";
import { ContactForm } from "./ContactForm";

vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callFunction: vi.fn(),
}));

const send = vi.mocked(callFunction);
/** Makes the callable refuse like the Firebase SDK does (an error with a `functions/…` code). */
const refuseWith = (error: { code: string; message: string; details?: unknown }) =>
  send.mockRejectedValue(Object.assign(new Error(error.message), error));

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: "input, textarea" });

/** Types into a field the way a paste does: one input event, so long answers stay fast. */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await enter(user, "Name", "  Ada Lovelace ");
  await enter(user, "Email", "ada@example.com");
  await enter(user, "Subject", "Training for our district");
  await enter(user, "Message", "We would like to bring Talk to AI to our teachers.");
}

describe("ContactForm", () => {
  beforeEach(() => {
    send.mockReset();
  });

  it("labels every field and hides the honeypot from people", () => {
    render(<ContactForm />, { mantine: false });
    for (const label of ["Name", "Email", "Subject", "Message"]) expect(field(label)).toBeInTheDocument();
    expect(field("Name")).toHaveAttribute("autocomplete", "name");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    const honeypot = document.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("shows the product's messages beside their fields, focuses the first and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { mantine: false });
    await enter(user, "Email", "not-an-email");
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Subject is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(field("Name")).toHaveAttribute("aria-invalid", "true");
    expect(field("Name")).toHaveAccessibleDescription(/Name is required/);
    expect(field("Name")).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it("clears a field's message once it is edited, leaving the others", async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { mantine: false });
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();

    await user.type(field("Name"), "A");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(field("Name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Subject is required")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the trimmed message, shows 'Sending...' while it goes, then the success notice and an empty form", async () => {
    const user = userEvent.setup();
    const call = deferred();
    send.mockReturnValue(call.promise as never);
    render(<ContactForm />, { mantine: false });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const busy = await screen.findByRole("button", { name: "Sending..." });
    expect(busy).toBeDisabled();
    expect(send).toHaveBeenCalledExactlyOnceWith(CALLABLES.submitContact, {
      name: "Ada Lovelace",
      email: "ada@example.com",
      subject: "Training for our district",
      message: "We would like to bring Talk to AI to our teachers.",
      website: "",
      source: expect.objectContaining({ formPage: "/", landingPage: "/" }),
    });

    call.resolve({ ok: true });
    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Message sent!")).toBeInTheDocument();
    expect(within(notice).getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    await waitFor(() => expect(field("Name")).toHaveValue(""));
    for (const label of ["Email", "Subject", "Message"]) expect(field(label)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("keeps every value and shows the product's failure notice when sending fails", async () => {
    const user = userEvent.setup();
    refuseWith({ code: "functions/internal", message: "internal" });
    render(<ContactForm />, { mantine: false });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    const notice = await screen.findByRole("alert");
    expect(within(notice).getByText("Error")).toBeInTheDocument();
    expect(within(notice).getByText("Failed to send message. Please try again.")).toBeInTheDocument();
    expect(field("Name")).toHaveValue("  Ada Lovelace ");
    expect(field("Message")).toHaveValue("We would like to bring Talk to AI to our teachers.");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  it("puts the server's per-field messages back on their fields", async () => {
    const user = userEvent.setup();
    refuseWith({
      code: "functions/invalid-argument",
      message: "Some fields are not valid.",
      details: { fields: { subject: "Subject must be less than 200 characters" } },
    });
    render(<ContactForm />, { mantine: false });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Subject must be less than 200 characters")).toBeInTheDocument();
    expect(field("Subject")).toHaveFocus();
    expect(screen.getByText("Failed to send message. Please try again.")).toBeInTheDocument();
    expect(field("Subject")).toHaveValue("Training for our district");
  });

  it("explains a rate-limit refusal in plain words and keeps the message", async () => {
    const user = userEvent.setup();
    refuseWith({ code: "functions/resource-exhausted", message: "Too many submissions." });
    render(<ContactForm />, { mantine: false });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Too many submissions")).toBeInTheDocument();
    expect(screen.getByText(/Please try again in a few minutes/)).toBeInTheDocument();
    expect(field("Subject")).toHaveValue("Training for our district");
  });
});
