import { describe, expect, it, vi } from "vitest";
import type { MailEventRecord } from "../domain/mail";
import { handleMailTask, type DeliveryWrite, type MailTaskDeps, type OutgoingMail } from "./deliver";

/** A booking at `sequence` with its mail events (prepared mails), as the bookings feature stores them. */
function setup(booking: Record<string, unknown>, events: Record<string, MailEventRecord<unknown>>) {
  const sent: OutgoingMail[] = [];
  const deliveries = new Map<string, DeliveryWrite>();
  const capped: string[] = [];
  const deps: MailTaskDeps = {
    load: async (_kind, _id, event) => ({
      record: booking,
      receivedAt: new Date(),
      ...(event && events[event] ? { event: events[event] } : {}),
    }),
    record: async (_kind, _id, mail, delivery, event) => {
      deliveries.set(`${event}/${mail}`, delivery);
    },
    allowConfirmation: async (_address, ref) => {
      capped.push(ref);
      return true;
    },
    budget: async () => ({ admitted: true, window: "w", windowEnd: 0 }),
    addToDigest: async () => {},
    send: async (mail) => {
      sent.push(mail);
    },
    settings: () => ({ from: "no-reply@example.test", staffTo: ["staff@example.test"], siteOrigin: "http://x" }),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  };
  const run = (event: string | undefined, mail: "staff" | "confirmation") =>
    handleMailTask({ kind: "bookings", id: "b1", mail, ...(event ? { event } : {}) }, { retryCount: 0 }, deps);
  return { run, sent, deliveries, capped };
}

const prepared = (subject: string) => ({
  subject,
  text: "t",
  html: "<p>t</p>",
  attachments: [{ filename: "invite.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar; method=REQUEST" }],
});

const event = (fields: Partial<MailEventRecord<unknown>> = {}): MailEventRecord<unknown> => ({
  to: "ada@example.com",
  staff_extra: ["host@example.test"],
  staff: { ...prepared("New booking"), replyTo: { name: "Ada", address: "ada@example.com" } },
  confirmation: prepared("Your demo is booked"),
  capped: true,
  created_at: new Date(),
  ...fields,
});

describe("handleMailTask with a prepared mail event", () => {
  it("sends the prepared confirmation with its invitation attached, counted against the daily cap", async () => {
    const { run, sent, deliveries, capped } = setup({ sequence: 0, status: "scheduled" }, { "booked-0": event() });
    expect(await run("booked-0", "confirmation")).toBe("sent");
    expect(sent[0]).toMatchObject({ to: ["ada@example.com"], subject: "Your demo is booked" });
    expect(sent[0]?.attachments?.[0]?.filename).toBe("invite.ics");
    expect(deliveries.get("booked-0/confirmation")).toEqual({ state: "sent", attempts: 1 });
    expect(capped).toEqual(["bookings/b1/booked-0"]);
  });

  it("sends the staff notice to the staff list and the host, Reply-To the visitor", async () => {
    const { run, sent } = setup({ sequence: 0, status: "scheduled" }, { "booked-0": event() });
    expect(await run("booked-0", "staff")).toBe("sent");
    expect(sent[0]).toMatchObject({
      to: ["staff@example.test", "host@example.test"],
      replyTo: { address: "ada@example.com" },
    });
  });

  it("sends a staff member's own mail under their name, with its Message-ID and the lead's reply address", async () => {
    const mail = {
      ...prepared("About your question"),
      replyTo: { name: "Idaho AI Coaches", address: "reply+0123@reply.example.test" },
      from_name: "Ada Staff, Idaho AI Coaches",
      message_id: "<m-1@reply.example.test>",
    };
    const { run, sent } = setup({}, { "msg-1": event({ confirmation: mail, capped: false }) });
    expect(await run("msg-1", "confirmation")).toBe("sent");
    expect(sent[0]).toMatchObject({
      from: { name: "Ada Staff, Idaho AI Coaches", address: "no-reply@example.test" },
      replyTo: { address: "reply+0123@reply.example.test" },
      messageId: "<m-1@reply.example.test>",
    });
    expect(sent[0]).not.toHaveProperty("from_name");
    expect(sent[0]).not.toHaveProperty("message_id");
  });

  it("does not count a reminder or a change against the daily cap", async () => {
    const { run, capped } = setup({ sequence: 1 }, { "rescheduled-1": event({ capped: false }) });
    expect(await run("rescheduled-1", "confirmation")).toBe("sent");
    expect(capped).toEqual([]);
  });

  it.each([
    ["rescheduled since (another sequence)", { sequence: 2, status: "scheduled" }],
    ["cancelled since", { sequence: 1, status: "cancelled" }],
  ])("never sends a reminder of a booking %s", async (_case, booking) => {
    const { run, sent, deliveries } = setup(booking, {
      "reminder-day-1": event({ capped: false, requires_sequence: 1, staff: undefined }),
    });
    expect(await run("reminder-day-1", "confirmation")).toBe("skipped");
    expect(sent).toEqual([]);
    expect(deliveries.get("reminder-day-1/confirmation")).toMatchObject({ state: "skipped", reason: "outdated" });
  });

  it("sends nothing for a booking task without its event, or for a mail the event does not prepare", async () => {
    const { run, sent } = setup({ sequence: 0 }, { "reminder-day-0": event({ staff: undefined }) });
    expect(await run(undefined, "confirmation")).toBe("skipped");
    expect(await run("reminder-day-0", "staff")).toBe("skipped");
    expect(await run("missing-0", "confirmation")).toBe("no-document");
    expect(sent).toEqual([]);
  });
});
