import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { logger } from "firebase-functions/logger";
import * as v from "valibot";
import { COLLECTIONS, COLLECTION_OF_KIND, type SubmissionKind } from "../domain/collections";
import { company } from "../domain/company";
import { errorCode } from "../platform/errors";
import { keyedHash } from "../platform/keyedHash";
import { composeDigest } from "./render";
import { RETRY, RetryLater, isPermanent, type MailTaskContext, type OutgoingMail } from "./deliver";

/**
 * The staff digest: staff notices past the hourly budget (./budget.ts) are not sent one by one. Each is recorded
 * `skipped` with reason "in digest" and appended to its hour's digest document, `mail_digests/{hour}`; a digest task
 * of the mail queue then sends staff ONE mail listing what is pending (kind, received time, the dashboard link — not
 * the messages) and marks it sent.
 *
 * The digest task of an hour is named `digest-<hour>-<n>`, n being how many digests of that hour have gone out: the
 * queue refuses a second task of one name (`task-already-exists`, ignored), so however many notices are appended
 * while digest n is pending, one task sends them. Deployed, it is scheduled for the end of the hour: one digest per
 * hour. The Cloud Tasks emulator dispatches a task at once whatever its schedule time, so locally each digest goes
 * out at once and a later notice starts digest n+1 — more mails, the same guarantee: every notice appended to a
 * digest goes out in exactly one digest. A notice appended while a digest is being sent is not in what that digest
 * read; when the digest marks itself sent it sees the extra entry and queues digest n+1 itself.
 *
 * The document holds no submission id and no address: per entry a keyed hash of the task (so a retried task is
 * appended once), the kind and the received time.
 */

/** How long an hour's digest document is kept after the hour ends (a TTL policy on `expires_at` deletes it). */
const KEEP_AFTER_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A digest task of the mail queue: which hour's digest, and which of its digests. No personal data. */
export const DigestTaskSchema = v.object({
  digest: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/)),
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type DigestTask = v.InferOutput<typeof DigestTaskSchema>;

/** The task's name in the queue: one per hour and digest number. */
export function digestTaskId(task: DigestTask): string {
  return `digest-${task.digest}-${task.seq}`;
}

/** One notice waiting in a digest. */
interface DigestEntry {
  /** A keyed hash of `<collection>/<id>`: a retried task is appended once; the id itself is not kept. */
  task: string;
  kind: SubmissionKind;
  /** When the submission or payment was stored (ms since epoch). */
  received_at: number;
}

/** `mail_digests/{hour}`. */
interface DigestDoc {
  entries?: DigestEntry[];
  /** How many entries, from the first, have gone out in a digest. */
  sent?: number;
  /** How many digests of this hour have finished (sent, or given up on): the next digest task's number. */
  digests?: number;
  /** The entries the digest `seq` is sending, so a retry of that task sends the same ones. */
  claim?: { seq: number; from: number; to: number };
  last_error?: string;
  expires_at?: Timestamp;
}

/** What a digest store needs: the queue (it refuses a task id already used with `functions/task-already-exists`). */
export interface DigestStoreDeps {
  enqueue: (task: DigestTask, scheduleTime: Date) => Promise<void>;
  key: () => string;
  clock?: () => number;
}

/** Appends a staff notice to the digest of `window` and makes sure a digest task will send it. */
export type AddToDigest = (
  window: string,
  windowEnd: number,
  task: { kind: SubmissionKind; id: string },
  receivedAt: Date,
) => Promise<void>;

export interface DigestStore {
  add: AddToDigest;
  /** The entries digest `seq` of `window` sends (the same on a retry), or undefined when there is nothing to send. */
  claim: (window: string, seq: number) => Promise<{ kind: SubmissionKind; receivedAt: Date }[] | undefined>;
  /** Marks digest `seq` done (`error`: given up, its entries wait for the next digest) and queues the next if due. */
  finish: (window: string, seq: number, error?: string) => Promise<void>;
}

/** The digests kept in Firestore, each change in a transaction. */
export function firestoreDigest(db: Firestore, deps: DigestStoreDeps): DigestStore {
  const doc = (window: string) => db.collection(COLLECTIONS.mailDigests).doc(window);
  const enqueue = async (window: string, seq: number, windowEnd: number) => {
    try {
      await deps.enqueue({ digest: window, seq }, new Date(windowEnd));
    } catch (error) {
      // Already queued: that task sends this entry too (it reads what is pending when it runs).
      if (errorCode(error) !== "functions/task-already-exists") throw error;
    }
  };
  const windowEndOf = (window: string) => Date.parse(`${window}:00:00Z`) + 60 * 60 * 1000;

  return {
    async add(window, windowEnd, { kind, id }, receivedAt) {
      const task = keyedHash(deps.key(), "digest-task", `${COLLECTION_OF_KIND[kind]}/${id}`);
      const seq = await db.runTransaction(async (transaction) => {
        const ref = doc(window);
        const data = ((await transaction.get(ref)).data() ?? {}) as DigestDoc;
        const entries = data.entries ?? [];
        if (!entries.some((entry) => entry.task === task)) {
          entries.push({ task, kind, received_at: receivedAt.getTime() });
        }
        transaction.set(
          ref,
          {
            entries,
            sent: data.sent ?? 0,
            digests: data.digests ?? 0,
            expires_at: Timestamp.fromMillis(windowEnd + KEEP_AFTER_WINDOW_MS),
          },
          { merge: true },
        );
        return data.digests ?? 0;
      });
      await enqueue(window, seq, windowEnd);
    },

    claim: (window, seq) =>
      db.runTransaction(async (transaction) => {
        const ref = doc(window);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return undefined;
        const data = snapshot.data() as DigestDoc;
        const entries = data.entries ?? [];
        if ((data.digests ?? 0) !== seq) return undefined;
        let claim = data.claim?.seq === seq ? data.claim : undefined;
        if (!claim) {
          claim = { seq, from: data.sent ?? 0, to: entries.length };
          if (claim.to <= claim.from) {
            // Nothing pending (a task delivered twice): done, so the next notice starts a digest of its own.
            transaction.update(ref, { digests: seq + 1 });
            return undefined;
          }
          transaction.update(ref, { claim });
        }
        return entries
          .slice(claim.from, claim.to)
          .map((entry) => ({ kind: entry.kind, receivedAt: new Date(entry.received_at) }));
      }),

    async finish(window, seq, error) {
      const next = await db.runTransaction(async (transaction) => {
        const ref = doc(window);
        const snapshot = await transaction.get(ref);
        if (!snapshot.exists) return false;
        const data = snapshot.data() as DigestDoc;
        if ((data.digests ?? 0) !== seq || data.claim?.seq !== seq) return false;
        const sent = error ? (data.sent ?? 0) : data.claim.to;
        transaction.update(ref, {
          sent,
          digests: seq + 1,
          claim: null,
          ...(error ? { last_error: error } : {}),
        });
        // A notice appended while this digest was out: the next digest sends it. After a failure the entries wait
        // for the next notice of the hour (which queues the next digest), rather than retrying without end.
        return !error && (data.entries ?? []).length > sent;
      });
      if (next) await enqueue(window, seq + 1, windowEndOf(window));
    },
  };
}

/** What a digest task needs from the outside world; tests pass fakes. */
export interface DigestTaskDeps {
  store: DigestStore;
  send: (mail: OutgoingMail) => Promise<void>;
  settings: () => { from: string; staffTo: string[]; siteOrigin: string };
  log: Pick<typeof logger, "info" | "warn" | "error">;
}

/**
 * Sends one digest: the entries it claims, in one mail to staff, then marks them sent. A failure is retried as any
 * mail is (the same entries, the same mail); the last attempt, or an SMTP 5xx, gives up and leaves the entries for
 * the next digest of the hour.
 */
export async function handleDigestTask(
  data: unknown,
  context: MailTaskContext,
  deps: DigestTaskDeps,
): Promise<"sent" | "already-done" | "invalid-task" | "failed"> {
  const parsed = v.safeParse(DigestTaskSchema, data);
  if (!parsed.success) {
    deps.log.warn("digestTask", { outcome: "invalid-task" });
    return "invalid-task";
  }
  const { digest: window, seq } = parsed.output;
  const entries = await deps.store.claim(window, seq);
  if (!entries) {
    deps.log.info("digestTask", { outcome: "already-done", window, seq });
    return "already-done";
  }
  const settings = deps.settings();
  if (settings.staffTo.length === 0) {
    await deps.store.finish(window, seq, "no staff address");
    deps.log.warn("digestTask", { outcome: "skipped", window, seq, reason: "no staff address" });
    return "failed";
  }
  const composed = composeDigest(entries, { siteOrigin: settings.siteOrigin });
  try {
    await deps.send({ ...composed, from: { name: company.name, address: settings.from }, to: settings.staffTo });
  } catch (error) {
    const code = errorCode(error);
    if (isPermanent(error) || context.retryCount + 1 >= RETRY.maxAttempts) {
      await deps.store.finish(window, seq, code);
      deps.log.error("digestTask", { outcome: "failed", window, seq, entries: entries.length, error: code });
      return "failed";
    }
    deps.log.warn("digestTask", { outcome: "retry", window, seq, error: code });
    throw new RetryLater(code);
  }
  await deps.store.finish(window, seq);
  deps.log.info("digestTask", { outcome: "sent", window, seq, entries: entries.length });
  return "sent";
}
