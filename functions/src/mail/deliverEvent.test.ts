import { describe, expect, it, vi } from "vitest";
import type { MailEventRecord } from "../domain/mail";
import { handleMailTask } from "../mails";
import { withInvitationPart, type DeliveryWrite, type MailTaskDeps, type OutgoingMail } from "./deliver";

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
    expect(sent[0]?.attachments?.map((entry) => entry.filename)).toEqual(["invite.ics"]);
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

describe("a calendar's failure notice (calendars/failureNotice.ts)", () => {
  it("goes to the staff list and the host, outside the hourly budget and the digest; it has no confirmation", async () => {
    const budget = vi.fn(async () => ({ admitted: false, window: "w", windowEnd: 0 }));
    const addToDigest = vi.fn(async () => {});
    const sent: OutgoingMail[] = [];
    const notice: MailEventRecord<unknown> = {
      to: "",
      staff_extra: ["host@example.test"],
      staff: { subject: "Calendar not syncing", text: "t", html: "<p>t</p>" },
      capped: false,
      created_at: new Date(),
    };
    const deps: MailTaskDeps = {
      load: async (kind, id, name) =>
        kind === "calendars" && id === "c1" && name === "failing-1"
          ? { record: {}, receivedAt: new Date(), event: notice }
          : undefined,
      record: async () => {},
      allowConfirmation: async () => true,
      budget,
      addToDigest,
      send: async (mail) => {
        sent.push(mail);
      },
      settings: () => ({ from: "no-reply@example.test", staffTo: ["staff@example.test"], siteOrigin: "http://x" }),
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    };
    const task = { kind: "calendars", id: "c1", event: "failing-1" };
    expect(await handleMailTask({ ...task, mail: "staff" }, { retryCount: 0 }, deps)).toBe("sent");
    expect(sent[0]).toMatchObject({ to: ["staff@example.test", "host@example.test"], subject: "Calendar not syncing" });
    expect(budget).not.toHaveBeenCalled();
    expect(addToDigest).not.toHaveBeenCalled();
    expect(await handleMailTask({ ...task, mail: "confirmation" }, { retryCount: 0 }, deps)).toBe("skipped");
    expect(await handleMailTask({ kind: "calendars", id: "c1", mail: "staff" }, { retryCount: 0 }, deps)).toBe(
      "no-document",
    );
    expect(sent).toHaveLength(1);
  });
});

describe("the invitation part (withInvitationPart, as nodemailer writes it)", () => {
  const ics = "BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n";

  it.each(["REQUEST", "CANCEL"] as const)(
    "puts a %s invitation in the multipart/alternative and attaches invite.ics, both text/calendar with its method (RFC 6047)",
    async (method) => {
      const contentType = `text/calendar; charset=utf-8; method=${method}`;
      const parts = withInvitationPart([{ filename: "invite.ics", content: ics, contentType }]);
      expect(parts).toEqual({
        attachments: [{ filename: "invite.ics", content: ics, contentType }],
        alternatives: [{ contentType, content: ics }],
      });
      const { createTransport } = await import("nodemailer");
      const transport = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
      const info = await transport.sendMail({
        from: "a@example.test",
        to: "b@example.test",
        subject: "s",
        text: "t",
        html: "<p>t</p>",
        ...parts,
      });
      const raw = (info.message as Buffer).toString("utf8");
      // multipart/mixed ⊃ multipart/alternative ⊃ text/plain, text/html, text/calendar; method=…; then the attachment.
      const alternative = /Content-Type: multipart\/alternative;\s*boundary="([^"]+)"/.exec(raw);
      expect(alternative).not.toBeNull();
      const boundary = alternative?.[1] ?? "";
      const inside = raw.slice(raw.indexOf(`--${boundary}`), raw.lastIndexOf(`--${boundary}--`));
      expect(inside).toMatch(/Content-Type: text\/plain/);
      expect(inside).toMatch(/Content-Type: text\/html/);
      expect(inside).toMatch(new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method}\r\n`));
      const after = raw.slice(raw.lastIndexOf(`--${boundary}--`));
      // The invite.ics part's Content-Type carries the method too (it was application/ics, without one).
      expect(after).toMatch(
        new RegExp(`Content-Type: text/calendar; charset=utf-8; method=${method};\\s*name=invite\\.ics`),
      );
      expect(after).not.toMatch(/application\/ics/);
      expect(after).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
    },
  );

  it("leaves a mail without an invitation, and other attachments, as they are", () => {
    expect(withInvitationPart(undefined)).toEqual({});
    const pdf = { filename: "a.pdf", content: "x", contentType: "application/pdf" };
    expect(withInvitationPart([pdf])).toEqual({ attachments: [pdf] });
  });

  it("sends a prepared booking mail with its invitation as the part and the attachment", async () => {
    const { run, sent } = setup({ sequence: 0, status: "scheduled" }, { "booked-0": event() });
    expect(await run("booked-0", "confirmation")).toBe("sent");
    const contentType = "text/calendar; charset=utf-8; method=REQUEST";
    expect(sent[0]?.alternatives).toEqual([{ contentType, content: "BEGIN:VCALENDAR" }]);
    expect(sent[0]?.attachments).toEqual([{ filename: "invite.ics", content: "BEGIN:VCALENDAR", contentType }]);
  });
});
