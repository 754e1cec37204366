import { COLLECTION_OF_KIND, type LeadKind } from "../domain/collections";
import type { TabCountsResponse } from "../domain/dashboard";
import { INITIAL_STATUS, INITIAL_STATUS_OF_KIND } from "../domain/leads";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { countQuery, type LeadFilters } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { callable } from "../platform/callable";

/**
 * The numbers beside the dashboard's tab names: every row of each kind and the New contact messages and applications and
 * the Scheduled bookings,
 * and the leads of each kind with an unopened reply ("New reply"), ten `count()` aggregations on single-field indexes (no document is read). The dashboard asks once per visit and
 * after each change it makes, so browsing pages never pays for them. New counts the records whose status is New;
 * records stored before statuses existed get theirs from the one-off migration (scripts/migrate-status.mjs).
 */
export async function submissionCountsHandler(request: AdminRequest, deps: AdminDeps): Promise<TabCountsResponse> {
  const caller = await admitAdmin("submissionCounts", request, deps, SMALL_REQUEST_CHARS);
  const count = async (filters: LeadFilters) => (await countQuery(deps.db, filters).count().get()).data().count;
  // Leads with a reply nobody has opened (conversations' `new_reply`), on its automatic single-field index.
  const replies = async (kind: LeadKind) =>
    (await deps.db.collection(COLLECTION_OF_KIND[kind]).where("new_reply", "==", true).count().get()).data().count;
  const [
    contact,
    contactNew,
    applications,
    applicationsNew,
    payments,
    bookings,
    bookingsScheduled,
    contactReplies,
    applicationsReplies,
    bookingsReplies,
  ] = await Promise.all([
    count({ kind: "contact" }),
    count({ kind: "contact", status: INITIAL_STATUS }),
    count({ kind: "applications" }),
    count({ kind: "applications", status: INITIAL_STATUS }),
    count({ kind: "payments" }),
    count({ kind: "bookings" }),
    count({ kind: "bookings", status: INITIAL_STATUS_OF_KIND.bookings }),
    replies("contact"),
    replies("applications"),
    replies("bookings"),
  ]);
  deps.log.info("submissionCounts", { uid: caller.uid, aggregations: 10 });
  return {
    contact: { total: contact, new: contactNew, replies: contactReplies },
    applications: { total: applications, new: applicationsNew, replies: applicationsReplies },
    payments: { total: payments },
    bookings: { total: bookings, scheduled: bookingsScheduled, replies: bookingsReplies },
  };
}

export const submissionCounts = callable("submissionCounts", {}, (request) =>
  submissionCountsHandler(request, liveAdminDeps()),
);
