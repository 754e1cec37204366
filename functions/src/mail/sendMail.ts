import { logger } from "firebase-functions/logger";
import { onTaskDispatched } from "firebase-functions/tasks";
import { db } from "../platform/firebase";
import { hashKey, hashKeyValue } from "../platform/keyedHash";
import { siteOrigin } from "../platform/params";
import { firestoreMailBudget } from "./budget";
import { firestoreConfirmationCap } from "./cap";
import { addressList, isLoopback, mailFrom, smtpHost, smtpPassword, smtpPort, smtpUser, staffNotifyTo } from "./config";
import {
  RETRY,
  deliverMailTask,
  firestoreMailStore,
  type MailDocuments,
  type MailTaskDeps,
  type OutgoingMail,
} from "./deliver";
import { digestTaskId, firestoreDigest, handleDigestTask, type DigestTaskDeps } from "./digest";
import { enqueueMailQueueTask } from "./queue";

/** The SMTP transport, created on first use and kept for the instance (nodemailer is loaded lazily). */
let transport: Promise<{ sendMail: (mail: OutgoingMail) => Promise<unknown> }> | undefined;

function smtp() {
  transport ??= import("nodemailer").then(({ createTransport }) => {
    const host = smtpHost.value();
    const port = smtpPort.value();
    const user = smtpUser.value();
    return createTransport({
      host,
      port,
      secure: port === 465,
      // Credentials and mail never cross the network in clear; only a catcher on this machine may skip TLS.
      requireTLS: port !== 465 && !isLoopback(host),
      ...(user ? { auth: { user, pass: smtpPassword.value() } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  });
  return transport;
}

function deps(): MailTaskDeps & DigestTaskDeps {
  const firestore = db();
  const digest = firestoreDigest(firestore, {
    enqueue: (task, scheduleTime) => enqueueMailQueueTask(task, digestTaskId(task), scheduleTime),
    key: hashKeyValue,
  });
  return {
    ...firestoreMailStore(firestore),
    allowConfirmation: firestoreConfirmationCap(firestore),
    budget: firestoreMailBudget(firestore),
    addToDigest: digest.add,
    store: digest,
    send: async (mail) => {
      await (await smtp()).sendMail(mail);
    },
    settings: () => ({
      from: mailFrom.value(),
      staffTo: addressList(staffNotifyTo.value()),
      siteOrigin: siteOrigin.value(),
    }),
    log: logger,
  };
}

/**
 * The mail queue for these kinds of documents (functions/src/mails.ts declares it with every kind's mails): one task
 * per mail (a staff notice or a confirmation of one stored document), enqueued by the features after they store
 * (./queue.ts). Retries with backoff; a mail is sent at most once (see deliverMailTask). Few at a time, which SMTP
 * relays prefer.
 */
export const mailQueue = (documents: MailDocuments) =>
  onTaskDispatched(
    {
      retryConfig: { ...RETRY },
      rateLimits: { maxConcurrentDispatches: 5, maxDispatchesPerSecond: 10 },
      secrets: [smtpPassword, hashKey],
      timeoutSeconds: 60,
    },
    async (request) => {
      const context = { retryCount: request.retryCount };
      // A staff digest (./digest.ts) or one mail of one document.
      if (request.data && typeof request.data === "object" && "digest" in request.data) {
        await handleDigestTask(request.data, context, deps());
        return;
      }
      await deliverMailTask(request.data, context, deps(), documents);
    },
  );
