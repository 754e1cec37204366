import { describe, expect, it, vi } from "vitest";
import type { MailDelivery } from "../domain/mail";
import { contactMessage } from "../testing/fixtures";
import { handleMailTask } from "../mails";
import { RETRY, RetryLater, type DeliveryWrite, type MailTaskDeps, type OutgoingMail } from "./deliver";

type Doc = Record<string, unknown> & { delivery?: Record<string, DeliveryWrite> };

/**
 * One stored contact message, an SMTP fake that fails while `down` (or with `failWith`), a cap of `cap`, an hourly
 * budget of `confirmationsPerHour` and `staffPerHour`, and a digest that records what it is given.
 */
function setup({
  staffTo = ["staff@example.test"],
  cap = Infinity,
  confirmationsPerHour = Infinity,
  staffPerHour = Infinity,
} = {}) {
  const docs = new Map<string, Doc>([["contact/m1", { ...contactMessage() }]]);
  const sent: OutgoingMail[] = [];
  const counted = new Map<string, Set<string>>();
  const smtp = { failWith: undefined as unknown };
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const spent = { staff: 0, confirmation: 0 };
  const digest: { window: string; kind: string; id: string; receivedAt: Date }[] = [];
  const deps: MailTaskDeps = {
    load: async (kind, id) => {
      const record = docs.get(`${kind}/${id}`);
      return record ? { record: structuredClone(record), receivedAt: new Date("2026-11-23T17:35:00Z") } : undefined;
    },
    record: async (kind, id, mail, delivery) => {
      const doc = docs.get(`${kind}/${id}`);
      if (!doc) throw Object.assign(new Error("no document"), { code: 5 });
      doc.delivery = { ...doc.delivery, [mail]: delivery };
    },
    allowConfirmation: async (address, ref) => {
      const refs = counted.get(address) ?? new Set();
      if (!refs.has(ref) && refs.size >= cap) return false;
      counted.set(address, refs.add(ref));
      return true;
    },
    budget: async (mail) => {
      const admitted = spent[mail] < (mail === "staff" ? staffPerHour : confirmationsPerHour);
      if (admitted) spent[mail]++;
      return { admitted, window: "2026-11-23T17", windowEnd: Date.parse("2026-11-23T18:00:00Z") };
    },
    addToDigest: async (window, _windowEnd, task, receivedAt) => {
      digest.push({ window, ...task, receivedAt });
    },
    send: async (mail) => {
      if (smtp.failWith) throw smtp.failWith;
      sent.push(mail);
    },
    settings: () => ({ from: "no-reply@example.test", staffTo, siteOrigin: "http://127.0.0.1:5000" }),
    log,
  };
  const delivery = (mail: "staff" | "confirmation", id = "m1") =>
    docs.get(`contact/${id}`)?.delivery?.[mail] as Partial<MailDelivery> | undefined;
  const run = (mail: "staff" | "confirmation", retryCount = 0, id = "m1") =>
    handleMailTask({ kind: "contact", id, mail }, { retryCount }, deps);
  return { docs, sent, smtp, log, deps, delivery, run, spent, digest };
}

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1025 (ada@example.com)"), {
  code: "ECONNREFUSED",
});

describe("handleMailTask", () => {
  it("sends the staff notice to the staff addresses, from the company, and records it sent", async () => {
    const { run, sent, delivery } = setup();
    expect(await run("staff")).toBe("sent");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: ["staff@example.test"],
      from: { name: "Idaho AI Coaches", address: "no-reply@example.test" },
      replyTo: { address: "ada@example.com" },
      subject: "New contact message: Training for our district",
    });
    expect(delivery("staff")).toEqual({ state: "sent", attempts: 1 });
  });

  it("sends the confirmation to the sender, with replies going to the company", async () => {
    const { run, sent, delivery } = setup();
    expect(await run("confirmation")).toBe("sent");
    expect(sent[0]).toMatchObject({ to: ["ada@example.com"], replyTo: { address: "hello@idahoaicoaches.com" } });
    expect(delivery("confirmation")).toEqual({ state: "sent", attempts: 1 });
  });

  it("never sends the same mail twice when the task runs again", async () => {
    const { run, sent } = setup();
    await run("staff");
    expect(await run("staff", 1)).toBe("already-done");
    expect(sent).toHaveLength(1);
  });

  it("records a failed attempt with its code only and throws so the queue retries, then sends once", async () => {
    const { run, sent, smtp, delivery, log } = setup();
    smtp.failWith = refused;
    await expect(run("staff")).rejects.toBeInstanceOf(RetryLater);
    expect(delivery("staff")).toEqual({ state: "queued", attempts: 1, last_error: "ECONNREFUSED" });
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain("ada@example.com");
    smtp.failWith = undefined;
    expect(await run("staff", 1)).toBe("sent");
    expect(delivery("staff")).toEqual({ state: "sent", attempts: 2 });
    expect(sent).toHaveLength(1);
  });

  it("records failed on the last attempt and stops the retries", async () => {
    const { run, smtp, delivery } = setup();
    smtp.failWith = refused;
    expect(await run("staff", RETRY.maxAttempts - 1)).toBe("failed");
    expect(delivery("staff")).toMatchObject({ state: "failed", last_error: "ECONNREFUSED" });
  });

  it("gives up at once on a permanent SMTP refusal", async () => {
    const { run, smtp, delivery } = setup();
    smtp.failWith = Object.assign(new Error("550 mailbox unavailable"), { code: "EENVELOPE", responseCode: 550 });
    expect(await run("confirmation")).toBe("failed");
    expect(delivery("confirmation")).toEqual({ state: "failed", attempts: 1, last_error: "SMTP_550" });
  });

  it("skips a confirmation over the address's daily cap, while the staff notice still goes", async () => {
    const { docs, run, sent, delivery } = setup({ cap: 1 });
    docs.set("contact/m2", { ...contactMessage() });
    expect(await run("confirmation")).toBe("sent");
    expect(await run("confirmation", 0, "m2")).toBe("skipped");
    expect(delivery("confirmation", "m2")).toEqual({ state: "skipped", attempts: 0, reason: "daily cap" });
    expect(await run("staff", 0, "m2")).toBe("sent");
    expect(sent.map((mail) => mail.to[0])).toEqual(["ada@example.com", "staff@example.test"]);
    // A retry of the capped confirmation stays skipped and sends nothing.
    expect(await run("confirmation", 1, "m2")).toBe("already-done");
  });

  it("counts a retried confirmation against the cap once", async () => {
    const { run, smtp } = setup({ cap: 1 });
    smtp.failWith = refused;
    await expect(run("confirmation")).rejects.toBeInstanceOf(RetryLater);
    smtp.failWith = undefined;
    expect(await run("confirmation", 1)).toBe("sent");
  });

  it("skips a confirmation over the hourly budget with the reason, while the staff notice still goes", async () => {
    const { docs, run, sent, delivery } = setup({ confirmationsPerHour: 1 });
    docs.set("contact/m2", { ...contactMessage({ email: "grace@example.com" }) });
    expect(await run("confirmation")).toBe("sent");
    expect(await run("confirmation", 0, "m2")).toBe("skipped");
    expect(delivery("confirmation", "m2")).toEqual({ state: "skipped", attempts: 0, reason: "hourly budget" });
    expect(await run("staff", 0, "m2")).toBe("sent");
    expect(sent.map((mail) => mail.to[0])).toEqual(["ada@example.com", "staff@example.test"]);
  });

  it("puts a staff notice over the hourly budget in the digest instead of sending it", async () => {
    const { docs, run, sent, delivery, digest } = setup({ staffPerHour: 1 });
    docs.set("contact/m2", { ...contactMessage() });
    expect(await run("staff")).toBe("sent");
    expect(await run("staff", 0, "m2")).toBe("skipped");
    expect(delivery("staff", "m2")).toEqual({ state: "skipped", attempts: 0, reason: "in digest" });
    expect(digest).toEqual([
      { window: "2026-11-23T17", kind: "contact", id: "m2", receivedAt: new Date("2026-11-23T17:35:00Z") },
    ]);
    expect(sent).toHaveLength(1);
  });

  it("counts a retried mail against the hourly budget once", async () => {
    const { run, smtp, spent } = setup({ staffPerHour: 1, confirmationsPerHour: 1 });
    smtp.failWith = refused;
    await expect(run("staff")).rejects.toBeInstanceOf(RetryLater);
    await expect(run("confirmation")).rejects.toBeInstanceOf(RetryLater);
    smtp.failWith = undefined;
    expect(await run("staff", 1)).toBe("sent");
    expect(await run("confirmation", 1)).toBe("sent");
    expect(spent).toEqual({ staff: 1, confirmation: 1 });
  });

  it("skips the staff notice when no staff address is configured", async () => {
    const { run, sent, delivery } = setup({ staffTo: [] });
    expect(await run("staff")).toBe("skipped");
    expect(sent).toHaveLength(0);
    expect(delivery("staff")).toMatchObject({ state: "skipped", reason: "no staff address" });
  });

  it("sends nothing for an erased document or a malformed task", async () => {
    const { deps, sent } = setup();
    expect(await handleMailTask({ kind: "contact", id: "gone", mail: "staff" }, { retryCount: 0 }, deps)).toBe(
      "no-document",
    );
    for (const data of [
      null,
      {},
      { kind: "contact", id: "../x", mail: "staff" },
      { kind: "x", id: "m1", mail: "staff" },
    ]) {
      expect(await handleMailTask(data, { retryCount: 0 }, deps)).toBe("invalid-task");
    }
    expect(sent).toHaveLength(0);
  });

  it("sends a team invitation's prepared mail to the invited address, and no staff notice for it", async () => {
    const { deps, sent } = setup();
    const confirmation = { subject: "You're invited", text: "Join: http://x/join#token=t", html: "<p>Join</p>" };
    const event = { to: "new@example.test", capped: false, confirmation, created_at: new Date() };
    deps.load = async (kind, id, name) =>
      kind === "invitations" && id === "hash1" && name === "invitation"
        ? { record: { email: "new@example.test" }, receivedAt: new Date(), event }
        : undefined;
    deps.record = async () => {};
    const task = { kind: "invitations", id: "hash1", event: "invitation" };
    expect(await handleMailTask({ ...task, mail: "confirmation" }, { retryCount: 0 }, deps)).toBe("sent");
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([[["new@example.test"], "You're invited"]]);
    expect(await handleMailTask({ ...task, mail: "staff" }, { retryCount: 0 }, deps)).toBe("skipped");
    expect(sent).toHaveLength(1);
  });

  it("reads a task queued under the earlier singular kind as its kind", async () => {
    const { deps, docs, sent } = setup();
    docs.set("applications/a1", { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com" });
    expect(await handleMailTask({ kind: "application", id: "a1", mail: "staff" }, { retryCount: 0 }, deps)).toBe(
      "sent",
    );
    expect(sent[0]?.subject).toMatch(/application/i);
    expect(docs.get("applications/a1")?.delivery?.staff).toMatchObject({ state: "sent" });
  });
});
