import { describe, expect, it, vi } from "vitest";
import { errorCode, notifier, type MailTask, type NotifyDeps } from "../lib/mailQueue";

function setup(enqueue: NotifyDeps["enqueue"] = async () => {}) {
  const events: string[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const deps: NotifyDeps = {
    markQueued: async (kind, id) => {
      events.push(`queued ${kind}/${id}`);
    },
    markNotQueued: async (kind, id, mail, code) => {
      events.push(`not queued ${kind}/${id} ${mail} ${code}`);
    },
    enqueue: async (task) => {
      await enqueue(task);
      events.push(`task ${task.kind}/${task.id} ${task.mail}`);
    },
    log,
    timeoutMs: 50,
  };
  return { notify: notifier(deps), events, log };
}

describe("notifier", () => {
  it("records both mails queued before it enqueues one task per mail", async () => {
    const { notify, events } = setup();
    await notify("contact", "m1");
    expect(events).toEqual(["queued contact/m1", "task contact/m1 staff", "task contact/m1 confirmation"]);
  });

  it("records a mail it could not queue as failed with the code, and does not throw", async () => {
    const { notify, events } = setup(async (task: MailTask) => {
      if (task.mail === "confirmation")
        throw Object.assign(new Error("unavailable"), { code: "functions/unavailable" });
    });
    await expect(notify("payment", "evt_1")).resolves.toBeUndefined();
    expect(events).toContain("task payment/evt_1 staff");
    expect(events).toContain("not queued payment/evt_1 confirmation functions/unavailable");
  });

  it("treats a task that is already queued as queued", async () => {
    const { notify, events } = setup(async () => {
      throw Object.assign(new Error("exists"), { code: "functions/task-already-exists" });
    });
    await notify("application", "a1");
    expect(events).toEqual(["queued application/a1"]);
  });

  it("answers within its timeout when the queue hangs", async () => {
    const { notify, events } = setup(() => new Promise(() => {}));
    const started = Date.now();
    await notify("contact", "m1");
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events).toEqual([
      "queued contact/m1",
      "not queued contact/m1 staff ENQUEUE_TIMEOUT",
      "not queued contact/m1 confirmation ENQUEUE_TIMEOUT",
    ]);
  });
});

describe("errorCode", () => {
  it("names a failure by its SMTP reply, its system error or its code, never its message", () => {
    const socket = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1025"), { code: "ESOCKET", errno: -111 });
    expect(errorCode(socket)).toBe("ECONNREFUSED");
    expect(errorCode(Object.assign(new Error("550 no such user ada@example.com"), { responseCode: 550 }))).toBe(
      "SMTP_550",
    );
    expect(errorCode(Object.assign(new Error("ada@example.com"), { code: "EAUTH" }))).toBe("EAUTH");
    expect(errorCode(new TypeError("ada@example.com"))).toBe("TypeError");
  });
});
