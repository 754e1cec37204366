import { getApps, initializeApp, type App } from "firebase-admin/app";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import * as v from "valibot";
import {
  COLLECTION_OF_MAIL_DOCUMENT,
  COLLECTIONS,
  MAIL_DOCUMENT_KINDS,
  type MailDocumentKind,
  type SubmissionKind,
} from "../domain/collections";
import { MAIL_EVENT_ID, MAIL_KINDS, type MailKind } from "../domain/mail";
import { errorCode } from "../platform/errors";
import { db } from "../platform/firebase";

/**
 * The mail queue as the storing side sees it: the task that names one mail, and the notifier that queues a stored
 * document's two mails. The submit callables (leads/submission.ts) and the payments (the Stripe webhook, the
 * installment charge) call the notifier; the task queue function that sends (./sendMail.ts) reads the tasks. A
 * document is named by its kind (domain/collections.ts) and id.
 */

/**
 * The kinds as tasks queued before the kinds had one spelling name them; such a task may still be retried for up to
 * about 40 minutes after a deploy (./deliver.ts `RETRY`).
 */
const EARLIER_TASK_KINDS = { application: "applications", payment: "payments" } as const satisfies Record<
  string,
  SubmissionKind
>;

/**
 * One task of the mail queue: which document and which of its two mails. The task carries no personal data; the
 * function reads the document when it runs (so an erased submission sends nothing).
 */
export const MailTaskSchema = v.object({
  kind: v.union([
    v.picklist(MAIL_DOCUMENT_KINDS),
    v.pipe(
      v.picklist(["application", "payment"] as const),
      v.transform((kind) => EARLIER_TASK_KINDS[kind]),
    ),
  ]),
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/)),
  mail: v.picklist(MAIL_KINDS),
  /** A prepared mail event of the document (`mails/{event}`, domain/mail.ts `MailEventRecord`) instead of its own mails. */
  event: v.optional(v.pipe(v.string(), v.regex(MAIL_EVENT_ID))),
});
export type MailTask = v.InferOutput<typeof MailTaskSchema>;

/**
 * The task's name in the queue: one per document and mail, so enqueuing the same mail twice is refused by the queue
 * (`task-already-exists`) instead of sending it twice.
 */
function taskIdOf(task: MailTask): string {
  return task.event ? `${task.kind}-${task.id}-${task.event}-${task.mail}` : `${task.kind}-${task.id}-${task.mail}`;
}

/**
 * Queues the prepared mails `mails` of the event `event` of a stored document (written in the same commit as the
 * change they tell about). Never throws, like {@link Notify}.
 */
export type NotifyEvent = (
  kind: MailDocumentKind,
  id: string,
  event: string,
  mails: readonly MailKind[],
) => Promise<void>;

/** The task queue function's deployed name (functions/src/deployed.ts lists it under this name). */
const MAIL_QUEUE = "sendMail";

/** How long a request waits for the queue before it records the mail as not queued and answers anyway. */
const ENQUEUE_TIMEOUT_MS = 3_000;

/**
 * Queues the two mails of a document just stored. Never throws: a mail outage or a queue outage must not fail
 * the request that stored the document.
 */
export type Notify = (kind: SubmissionKind, id: string) => Promise<void>;

export interface NotifyDeps {
  /** Writes the `delivery` record of the document, or of its mail event (a merge of the given mails). */
  markQueued: (kind: MailDocumentKind, id: string, mails?: readonly MailKind[], event?: string) => Promise<void>;
  markNotQueued: (kind: MailDocumentKind, id: string, mail: MailKind, code: string, event?: string) => Promise<void>;
  enqueue: (task: MailTask) => Promise<void>;
  log: Pick<typeof logger, "info" | "warn" | "error">;
  timeoutMs?: number;
}

class EnqueueTimeout extends Error {
  readonly code = "ENQUEUE_TIMEOUT";
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EnqueueTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Records both mails `queued` (before enqueuing, so a fast task's `sent` is never overwritten), then enqueues
 * one task per mail. A task that is already queued counts as queued; any other failure, or no answer within
 * {@link ENQUEUE_TIMEOUT_MS}, records that mail `failed` with the code and reason "not queued".
 */
export function notifier(deps: NotifyDeps): Notify {
  const notifyEvent = eventNotifier(deps);
  return (kind, id) => notifyEvent(kind, id, undefined, MAIL_KINDS);
}

/** {@link notifier} for the prepared mails of a document's mail event (`event` undefined: the document's own mails). */
export function eventNotifier(
  deps: NotifyDeps,
): (kind: MailDocumentKind, id: string, event: string | undefined, mails: readonly MailKind[]) => Promise<void> {
  return async (kind, id, event, mails) => {
    const timeoutMs = deps.timeoutMs ?? ENQUEUE_TIMEOUT_MS;
    const where = event ? { kind, id, event } : { kind, id };
    try {
      await within(event ? deps.markQueued(kind, id, mails, event) : deps.markQueued(kind, id), timeoutMs);
    } catch (error) {
      deps.log.error("notify", { outcome: "not_recorded", ...where, error: errorCode(error) });
      return;
    }
    await Promise.all(
      mails.map(async (mail) => {
        try {
          await within(deps.enqueue(event ? { kind, id, mail, event } : { kind, id, mail }), timeoutMs);
          deps.log.info("notify", { outcome: "queued", ...where, mail });
        } catch (error) {
          const code = errorCode(error);
          if (code === "functions/task-already-exists") return;
          deps.log.error("notify", { outcome: "not_queued", ...where, mail, error: code });
          await deps.markNotQueued(kind, id, mail, code, event).catch(() => {});
        }
      }),
    );
  };
}

/** The service account the Functions emulator's task queue accepts (firebase-admin's own default for it). */
const EMULATED_SERVICE_ACCOUNT = "emulated-service-acct@email.com";

/**
 * The Admin app that enqueues. Deployed, the default app: it finds the function's service account on the metadata
 * server once. Under the emulators there is no metadata server, and firebase-admin would ask it again (and wait)
 * on every enqueue; an app that names the account skips the lookup.
 */
function queueApp(): App {
  if (!process.env.CLOUD_TASKS_EMULATOR_HOST)
    return getApps().find((app) => app.name === "[DEFAULT]") ?? initializeApp();
  return (
    getApps().find((app) => app.name === "mail-queue") ??
    initializeApp({ serviceAccountId: EMULATED_SERVICE_ACCOUNT }, "mail-queue")
  );
}

/** The notifier of a deployed function: Firestore and the Cloud Tasks queue of {@link MAIL_QUEUE}. */
export function firestoreNotifier(firestore: Firestore = db()): Notify {
  return notifier(firestoreNotifyDeps(firestore));
}

/** The event notifier of a deployed function (the bookings' mails, the interview link). */
export function firestoreEventNotifier(firestore: Firestore = db()): NotifyEvent {
  const notify = eventNotifier(firestoreNotifyDeps(firestore));
  return (kind, id, event, mails) => notify(kind, id, event, mails);
}

function firestoreNotifyDeps(firestore: Firestore): NotifyDeps {
  const doc = (kind: MailDocumentKind, id: string, event?: string) => {
    const ref = firestore.collection(COLLECTION_OF_MAIL_DOCUMENT[kind]).doc(id);
    return event ? ref.collection(COLLECTIONS.mailEvents).doc(event) : ref;
  };
  // The function's clock, not a server timestamp: the local Firestore stand-in cannot apply a transform inside a map.
  const entry = (fields: Record<string, unknown>) => ({ ...fields, updated_at: Timestamp.now() });
  return {
    markQueued: (kind, id, mails = MAIL_KINDS, event) =>
      doc(kind, id, event)
        .update(Object.fromEntries(mails.map((mail) => [`delivery.${mail}`, entry({ state: "queued", attempts: 0 })])))
        .then(() => undefined),
    markNotQueued: (kind, id, mail, code, event) =>
      doc(kind, id, event)
        .update({
          [`delivery.${mail}`]: entry({ state: "failed", attempts: 0, last_error: code, reason: "not queued" }),
        })
        .then(() => undefined),
    enqueue: async (task) => {
      const queue = (await mailTaskQueue()).taskQueue(MAIL_QUEUE);
      await queue.enqueue(task, { id: taskIdOf(task) });
    },
    log: logger,
  };
}

/**
 * Enqueues a task of the mail queue other than a document's mail (the staff digest, ./digest.ts) under its own
 * unique `id`, not before `scheduleTime`. Rejects with `functions/task-already-exists` when that id was used.
 */
export async function enqueueMailQueueTask(data: Record<string, unknown>, id: string, scheduleTime: Date) {
  await (await mailTaskQueue()).taskQueue(MAIL_QUEUE).enqueue(data, { id, scheduleTime });
}

/**
 * The Admin SDK's Cloud Tasks client for the queue's app: firebase-admin/functions loads with the first mail queued
 * (Node keeps the module for the instance), not with every function that may queue one.
 */
async function mailTaskQueue() {
  const { getFunctions } = await import("firebase-admin/functions");
  return getFunctions(queueApp());
}
