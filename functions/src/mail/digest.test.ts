import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { contactMessage } from "../testing/fixtures";
import { useStandinFirestore } from "../testing/standinFirestore";
import { budgetWindow, firestoreMailBudget, mailBudgetConfig } from "./budget";
import { firestoreConfirmationCap } from "./cap";
import { handleMailTask } from "../mails";
import { firestoreMailStore, type MailTaskDeps, type OutgoingMail } from "./deliver";
import { digestTaskId, firestoreDigest, handleDigestTask, type DigestTask } from "./digest";

const key = "a-test-key-of-32-characters-0001";
const HOUR = "2026-11-23T17";
const received = (minute: number) => new Date(`${HOUR}:${String(minute).padStart(2, "0")}:00Z`);

describe("mailBudgetConfig", () => {
  it.each([
    [{}, { confirmationsPerHour: 100, staffNoticesPerHour: 30 }],
    [
      { MAIL_CONFIRMATIONS_PER_HOUR: "10", MAIL_STAFF_NOTICES_PER_HOUR: "3" },
      { confirmationsPerHour: 10, staffNoticesPerHour: 3 },
    ],
    [
      { MAIL_CONFIRMATIONS_PER_HOUR: "0", MAIL_STAFF_NOTICES_PER_HOUR: "many" },
      { confirmationsPerHour: 100, staffNoticesPerHour: 30 },
    ],
  ])("reads %j as %j", (env, config) => {
    expect(mailBudgetConfig(env)).toEqual(config);
  });

  it("counts by the clock hour (UTC)", () => {
    expect(budgetWindow(Date.parse(`${HOUR}:59:59.999Z`))).toEqual({
      id: HOUR,
      end: Date.parse("2026-11-23T18:00:00Z"),
    });
  });
});

/**
 * The mail queue as the Cloud Tasks emulator runs it: a task id is unique for ever (a second enqueue is refused with
 * `task-already-exists`), and a task is dispatched at once, whatever its schedule time.
 */
function emulatedQueue() {
  const ids = new Set<string>();
  const pending: { id: string; task: DigestTask; scheduleTime: Date }[] = [];
  return {
    pending,
    enqueue: async (task: DigestTask, scheduleTime: Date) => {
      const id = digestTaskId(task);
      if (ids.has(id)) throw Object.assign(new Error("already exists"), { code: "functions/task-already-exists" });
      ids.add(id);
      pending.push({ id, task, scheduleTime });
    },
  };
}

describe("the hourly budget and the staff digest, in Firestore", () => {
  const standin = useStandinFirestore();

  function stack({ staffPerHour = 2, confirmationsPerHour = 100 } = {}) {
    let now = Date.parse(`${HOUR}:40:00Z`);
    const queue = emulatedQueue();
    const sent: OutgoingMail[] = [];
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const settings = () => ({
      from: "no-reply@example.test",
      staffTo: ["staff@example.test"],
      siteOrigin: "https://x.test",
    });
    const clock = () => now;
    const digest = firestoreDigest(standin.db, { enqueue: queue.enqueue, key: () => key, clock });
    const send = async (mail: OutgoingMail) => {
      sent.push(mail);
    };
    const deps: MailTaskDeps = {
      ...firestoreMailStore(standin.db),
      allowConfirmation: firestoreConfirmationCap(standin.db, clock, () => key),
      budget: firestoreMailBudget(standin.db, clock, () => ({
        confirmationsPerHour,
        staffNoticesPerHour: staffPerHour,
      })),
      addToDigest: digest.add,
      send,
      settings,
      log,
    };
    const digestDeps = { store: digest, send, settings, log };
    const store = async (minute: number, email = `lead${minute}@example.com`) => {
      const ref = await standin.db.collection("contact_submissions").add({
        ...contactMessage({ email, name: `Lead ${minute}`, message: `Secret words of lead ${minute}` }),
        created_at: Timestamp.fromDate(received(minute)),
      });
      return ref.id;
    };
    const staff = (id: string) => handleMailTask({ kind: "contact", id, mail: "staff" }, { retryCount: 0 }, deps);
    const confirmation = (id: string) =>
      handleMailTask({ kind: "contact", id, mail: "confirmation" }, { retryCount: 0 }, deps);
    /** Dispatches every queued digest task at once, as the emulator does. */
    const dispatch = async () => {
      while (queue.pending.length) {
        const next = queue.pending.shift();
        if (next) await handleDigestTask(next.task, { retryCount: 0 }, digestDeps);
      }
    };
    const delivery = async (id: string, mail: string) =>
      (await standin.db.collection("contact_submissions").doc(id).get()).get(`delivery.${mail}`);
    return {
      queue,
      sent,
      store,
      staff,
      confirmation,
      dispatch,
      delivery,
      digestDeps,
      setNow: (t: number) => (now = t),
    };
  }

  const digests = (sent: OutgoingMail[]) => sent.filter((mail) => mail.subject.startsWith("Digest"));
  const notices = (sent: OutgoingMail[]) => sent.filter((mail) => mail.subject.startsWith("New contact message"));

  it("records confirmations past the hourly budget as skipped with the reason; every submission stays stored", async () => {
    const { store, confirmation, delivery, sent } = stack({ confirmationsPerHour: 2 });
    const ids = [await store(1), await store(2), await store(3)];
    expect(await confirmation(ids[0] ?? "")).toBe("sent");
    expect(await confirmation(ids[1] ?? "")).toBe("sent");
    expect(await confirmation(ids[2] ?? "")).toBe("skipped");
    expect(await delivery(ids[2] ?? "", "confirmation")).toMatchObject({ state: "skipped", reason: "hourly budget" });
    expect(sent).toHaveLength(2);
    expect((await standin.db.collection("contact_submissions").get()).size).toBe(3);
  });

  it("past the staff budget, sends one digest listing every over-budget lead, including ones after a digest went out", async () => {
    const { queue, sent, store, staff, dispatch, delivery } = stack({ staffPerHour: 2 });
    const ids = [];
    for (const minute of [1, 2, 3]) ids.push(await store(minute));
    for (const id of ids) await staff(id);
    expect(notices(sent)).toHaveLength(2);
    expect(await delivery(ids[2] ?? "", "staff")).toMatchObject({ state: "skipped", reason: "in digest" });
    // Scheduled for the end of the hour (deployed: one digest per hour); the emulator dispatches it at once.
    expect(queue.pending.map(({ id, scheduleTime }) => [id, scheduleTime.toISOString()])).toEqual([
      [`digest-${HOUR}-0`, "2026-11-23T18:00:00.000Z"],
    ]);
    await dispatch();
    expect(digests(sent)).toHaveLength(1);

    // Two more leads after that digest went out: one more digest lists both, and nothing is sent twice.
    const later = [await store(4), await store(5)];
    for (const id of later) await staff(id);
    expect(queue.pending.map(({ id }) => id)).toEqual([`digest-${HOUR}-1`]);
    await dispatch();
    await dispatch();

    const [first, second] = digests(sent);
    expect(digests(sent)).toHaveLength(2);
    expect(first?.text).toContain("Nov 23, 2026, 5:03 PM UTC");
    expect(second?.text).toContain("Nov 23, 2026, 5:04 PM UTC");
    expect(second?.text).toContain("Nov 23, 2026, 5:05 PM UTC");
    expect(second?.text).not.toContain("5:03 PM");
    for (const mail of digests(sent)) {
      expect(mail.to).toEqual(["staff@example.test"]);
      expect(mail.text).toContain("Contact message");
      expect(mail.text).toContain("https://x.test/dashboard");
      // Kind, time and the dashboard link: not the messages, names or addresses.
      expect(mail.text).not.toMatch(/Secret words|Lead \d|lead\d@example\.com/);
      expect(mail.html).not.toMatch(/Secret words|Lead \d|lead\d@example\.com/);
    }
    expect(notices(sent)).toHaveLength(2);
  });

  it("a lead appended while a digest is being sent goes into the next digest", async () => {
    const { sent, store, staff, dispatch, digestDeps } = stack({ staffPerHour: 1 });
    await staff(await store(1));
    const early = await store(2);
    await staff(early);
    const racing = await store(3);
    // The digest's send is where the race is: the lead arrives after the digest read what was pending.
    const send = digestDeps.send;
    let raced = false;
    digestDeps.send = async (mail) => {
      if (!raced) {
        raced = true;
        await staff(racing);
      }
      await send(mail);
    };
    await dispatch();
    const [first, second] = digests(sent);
    expect(first?.text).toContain("5:02 PM");
    expect(first?.text).not.toContain("5:03 PM");
    expect(second?.text).toContain("5:03 PM");
    expect(digests(sent)).toHaveLength(2);
  });

  it("keeps in the digest document only keyed hashes of the tasks, the kinds and the times", async () => {
    const { store, staff } = stack({ staffPerHour: 1 });
    await staff(await store(1));
    const id = await store(2);
    await staff(id);
    const stored = JSON.stringify((await standin.db.collection("mail_digests").doc(HOUR).get()).data());
    expect(stored).not.toContain(id);
    expect(stored).not.toContain("example.com");
    expect(stored).toContain('"kind":"contact"');
  });
});
