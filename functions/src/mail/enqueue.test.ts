import { describe, expect, it, vi } from "vitest";
import { notifier, type MailTask, type NotifyDeps } from "./queue";

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
    await expect(notify("payments", "evt_1")).resolves.toBeUndefined();
    expect(events).toContain("task payments/evt_1 staff");
    expect(events).toContain("not queued payments/evt_1 confirmation functions/unavailable");
  });

  it("treats a task that is already queued as queued", async () => {
    const { notify, events } = setup(async () => {
      throw Object.assign(new Error("exists"), { code: "functions/task-already-exists" });
    });
    await notify("applications", "a1");
    expect(events).toEqual(["queued applications/a1"]);
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
