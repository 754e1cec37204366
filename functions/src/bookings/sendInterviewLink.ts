import { Timestamp, FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { SendInterviewLinkSchema } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import type { SubmissionDetailResponse } from "../domain/dashboard";
import { eventEntry } from "../domain/leads";
import { readDetail } from "../leads";
import { firestoreEventNotifier, type NotifyEvent } from "../mail";
import { admitAdmin, liveAdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { errorCode } from "../platform/errors";
import { hashKey, hashKeyValue } from "../platform/keyedHash";
import { configuredSiteOrigin } from "../platform/params";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { INVITE_DAYS, inviteDoc, inviteRecord } from "./invites";
import { interviewMail } from "./mails";
import { newToken, tokenHash } from "./shared";
import type { FeedDeps } from "./rotateCalendarFeed";

export const NOT_IN_INTERVIEW_STAGE_MESSAGE =
  "An interview link can be sent only to an application in Screening or Interview.";
export const APPLICATION_NOT_FOUND_MESSAGE = "This submission no longer exists.";

export interface InterviewDeps extends FeedDeps {
  now: () => Date;
  notify?: NotifyEvent;
}

/**
 * Mails an applicant in Screening or Interview a link to book a coach interview: a single-use invitation
 * (`booking_invites/{keyed hash of its token}`, valid {@link INVITE_DAYS} days), its mail event on the application and
 * the history entry "Interview link sent", in one commit. Answers the application's detail with its history.
 */
export async function sendInterviewLinkHandler(
  request: AdminRequest,
  deps: InterviewDeps,
): Promise<SubmissionDetailResponse> {
  const caller = await admitAdmin("sendInterviewLink", request, deps, SMALL_REQUEST_CHARS);
  const { id } = parseOrThrow(SendInterviewLinkSchema, request.data);
  if (id.includes("/")) throw new HttpsError("not-found", APPLICATION_NOT_FOUND_MESSAGE);
  const application = deps.db.collection(COLLECTIONS.coachApplications).doc(id);
  const snapshot = await application.get();
  if (!snapshot.exists || snapshot.get("deleting") === true) {
    throw new HttpsError("not-found", APPLICATION_NOT_FOUND_MESSAGE);
  }
  if (!["screening", "interview"].includes(String(snapshot.get("status")))) {
    throw new HttpsError("failed-precondition", NOT_IN_INTERVIEW_STAGE_MESSAGE);
  }
  const email = String(snapshot.get("email") ?? "");
  const now = deps.now();
  const at = Timestamp.fromDate(now);
  const expiresAt = new Date(now.getTime() + INVITE_DAYS * 24 * 60 * 60 * 1000);
  const token = (deps.newToken ?? newToken)();
  const hash = tokenHash(deps.key(), "invite", token);
  const mail = interviewMail(email, hash.slice(0, 24), token, deps.origin(), expiresAt);

  const batch = deps.db.batch();
  batch.create(inviteDoc(deps.db, hash), inviteRecord(id, caller.uid, now, expiresAt));
  batch.create(application.collection(COLLECTIONS.mailEvents).doc(mail.id), { ...mail.record, created_at: at });
  batch.create(application.collection(COLLECTIONS.activity).doc(), eventEntry("Interview link sent", caller, at));
  batch.update(application, { updated_at: FieldValue.serverTimestamp() });
  try {
    await batch.commit();
  } catch (error) {
    deps.log.warn("sendInterviewLink", { uid: caller.uid, id, outcome: "store_failed", error: errorCode(error) });
    throw new HttpsError("unavailable", "The interview link could not be sent. Please try again.");
  }
  deps.log.info("sendInterviewLink", { uid: caller.uid, id, outcome: "sent" });
  if (deps.notify) await deps.notify("applications", id, mail.id, ["confirmation"]);
  return readDetail(deps.db, "applications", id);
}

export const sendInterviewLink = callable("sendInterviewLink", { secrets: [hashKey] }, (request) =>
  sendInterviewLinkHandler(request, {
    ...liveAdminDeps(),
    key: hashKeyValue,
    origin: () => configuredSiteOrigin(),
    now: () => new Date(),
    notify: firestoreEventNotifier(),
  }),
);
