import { CALLABLES, type SubmissionDetailResponse } from "@domain";
import type { TimelineMessage } from "@domain/conversations";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, userEvent, waitFor, within } from "../../../test-utils/render";
import { callFunction } from "../../lib/firebase";
import ConversationSection, { formatSize } from "./ConversationSection";
import { fakeCallables } from "../../../test-utils/callables";

vi.mock("../../lib/firebase", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/firebase")>()),
  callFunction: vi.fn(),
}));

const call = vi.mocked(callFunction);
const { backend, callsOf } = fakeCallables(call);

const reply: TimelineMessage = {
  id: "r1",
  lead: "contact/m1",
  type: "reply",
  from_name: "Dana Whitfield",
  from_address: "dana@example.com",
  to: [],
  cc: [],
  subject: "Re: Coaching",
  text: 'Tuesday works. <img src="https://tracker.example.com/p.gif">',
  attachments: [{ filename: "schedule.pdf", content_type: "application/pdf", size: 34_000 }],
  at: "2026-11-24T16:14:03.000Z",
  matched_by: "token",
};
const sent: TimelineMessage = {
  ...reply,
  id: "s1",
  type: "sent",
  from_name: "Ada Staff, Idaho AI Coaches",
  from_address: "ada@example.com",
  by_email: "ada@example.com",
  subject: "Coaching",
  text: "Hi Dana",
  attachments: [],
  delivery: { state: "sent" },
};
const auto: TimelineMessage = { ...reply, id: "a1", type: "auto_reply", subject: "Automatic reply: Coaching" };

function detail(newReply: boolean): SubmissionDetailResponse {
  return {
    row: { id: "m1", name: "Dana", new_reply: newReply } as unknown as SubmissionDetailResponse["row"],
    activity: [],
  };
}

const template = {
  id: "t1",
  name: "First call",
  subject: "Hello {first name}",
  text: "Hi {first name}, when suits you?",
  updated_at: "",
  updated_by: "",
};

/** The section for lead m1 as the drawer shows it. */
function show(newReply: boolean, applied: (detail: SubmissionDetailResponse) => void = () => {}) {
  return render(
    <ConversationSection
      kind="contact"
      id="m1"
      detail={detail(newReply)}
      applied={applied}
      requested={false}
      settled={() => {}}
    />,
  );
}

beforeEach(() => {
  call.mockReset();
  backend({
    leadConversation: () => ({ messages: [reply, auto, sent], nextBefore: null }),
    listMessageTemplates: () => ({ templates: [template] }),
    clearNewReply: () => ({ cleared: true }),
    sendLeadMessage: () => ({ id: "s2" }),
  });
});

describe("ConversationSection", () => {
  it("shows the timeline: who, kind, delivery, the text as text (never HTML), attachments listed", async () => {
    show(false);
    expect(await screen.findAllByText(/Tuesday works\. <img src=/)).toHaveLength(2);
    expect(document.querySelector("img")).toBeNull();
    expect(screen.getByText("Automatic reply")).toBeInTheDocument();
    // The sent mail's kind and its delivery state.
    expect(screen.getByText("Sent", { selector: ".mantine-Badge-label" })).toBeInTheDocument();
    expect(screen.getByText("Delivered", { selector: ".mantine-Badge-label" })).toBeInTheDocument();
    expect(screen.getAllByText(/schedule\.pdf \(application\/pdf, 33 KB\)/)).toHaveLength(2);
    expect(callsOf(CALLABLES.clearNewReply)).toEqual([]);
  });

  it("marks a reply matched by its From address alone as an unverified sender; a token's or a vouched one is not", async () => {
    backend({
      leadConversation: () => ({
        messages: [
          { ...reply, id: "f1", matched_by: "sender", sender_verified: false, subject: "Forged?" },
          { ...reply, id: "f2", matched_by: "sender", sender_verified: true, subject: "Vouched" },
          { ...reply, id: "f3", matched_by: "new", subject: "Stored before the field" },
          sent,
        ],
        nextBefore: null,
      }),
      listMessageTemplates: () => ({ templates: [] }),
    });
    show(false);
    const item = async (subject: string) => (await screen.findByText(subject)).closest("li") as HTMLElement;
    expect(within(await item("Forged?")).getByText("Unverified sender")).toBeInTheDocument();
    expect(within(await item("Vouched")).queryByText("Unverified sender")).toBeNull();
    expect(within(await item("Stored before the field")).getByText("Unverified sender")).toBeInTheDocument();
    expect(screen.getAllByText("Unverified sender")).toHaveLength(2);
  });

  it("clears the lead's New reply mark once opened, and tells the dashboard", async () => {
    const applied = vi.fn();
    show(true, applied);
    await waitFor(() => expect(applied).toHaveBeenCalledTimes(1));
    expect(callsOf(CALLABLES.clearNewReply)).toEqual([{ kind: "contact", id: "m1" }]);
    expect(applied.mock.calls[0]?.[0].row.new_reply).toBe(false);
  });

  it("fills the composer from a template and sends what staff wrote, placeholders for the server to fill", async () => {
    const user = userEvent.setup();
    show(false);
    const picker = await screen.findByRole("combobox", { name: "Template" });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: "First call", hidden: true }));
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Hello {first name}");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(callsOf(CALLABLES.sendLeadMessage)).toEqual([
        { kind: "contact", id: "m1", subject: "Hello {first name}", text: "Hi {first name}, when suits you?" },
      ]),
    );
  });

  it("says the templates are loading until they come, and says so when they cannot be loaded", async () => {
    let answer: (value: unknown) => void = () => {};
    backend({
      leadConversation: () => ({ messages: [], nextBefore: null }),
      listMessageTemplates: () => new Promise((resolve) => (answer = resolve)),
    });
    const { unmount } = show(false);
    const picker = await screen.findByRole("combobox", { name: "Template" });
    await waitFor(() => expect(picker).toHaveAttribute("placeholder", "Loading templates…"));
    answer({ templates: [] });
    await waitFor(() => expect(picker).toHaveAttribute("placeholder", "No templates yet"));
    unmount();

    backend({
      leadConversation: () => ({ messages: [], nextBefore: null }),
      listMessageTemplates: () => Promise.reject(new Error("offline")),
    });
    show(false);
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Template" })).toHaveAttribute(
        "placeholder",
        "Templates could not be loaded",
      ),
    );
  });

  it("refuses to send an empty message and calls nothing", async () => {
    const user = userEvent.setup();
    show(false);
    await user.click(await screen.findByRole("button", { name: "Send" }));
    expect(await screen.findByText("Subject and message are required")).toBeInTheDocument();
    expect(callsOf(CALLABLES.sendLeadMessage)).toEqual([]);
  });

  it("formats sizes", () => {
    expect([formatSize(512), formatSize(34_000), formatSize(2_500_000)]).toEqual(["512 B", "33 KB", "2.4 MB"]);
  });
});
