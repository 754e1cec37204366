import type { TabCountsResponse } from "../domain/dashboard";
import { INITIAL_STATUS, INITIAL_STATUS_OF_KIND } from "../domain/leads";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { countQuery, type LeadFilters } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { callable } from "../platform/callable";

/**
 * The numbers beside the dashboard's tab names: every row of each kind and the New contact messages and applications and
 * the Scheduled bookings,
 * seven `count()` aggregations on single-field indexes (no document is read). The dashboard asks once per visit and
 * after each change it makes, so browsing pages never pays for them. New counts the records whose status is New;
 * records stored before statuses existed get theirs from the one-off migration (scripts/migrate-status.mjs).
 */
export async function submissionCountsHandler(request: AdminRequest, deps: AdminDeps): Promise<TabCountsResponse> {
  const caller = await admitAdmin("submissionCounts", request, deps, SMALL_REQUEST_CHARS);
  const count = async (filters: LeadFilters) => (await countQuery(deps.db, filters).count().get()).data().count;
  const [contact, contactNew, applications, applicationsNew, payments, bookings, bookingsScheduled] = await Promise.all(
    [
      count({ kind: "contact" }),
      count({ kind: "contact", status: INITIAL_STATUS }),
      count({ kind: "applications" }),
      count({ kind: "applications", status: INITIAL_STATUS }),
      count({ kind: "payments" }),
      count({ kind: "bookings" }),
      count({ kind: "bookings", status: INITIAL_STATUS_OF_KIND.bookings }),
    ],
  );
  deps.log.info("submissionCounts", { uid: caller.uid, aggregations: 7 });
  return {
    contact: { total: contact, new: contactNew },
    applications: { total: applications, new: applicationsNew },
    payments: { total: payments },
    bookings: { total: bookings, scheduled: bookingsScheduled },
  };
}

export const submissionCounts = callable("submissionCounts", {}, (request) =>
  submissionCountsHandler(request, liveAdminDeps()),
);
