import { LEAD_KINDS, type LeadKind } from "../domain/collections";
import { OVERVIEW_WEEKS, type OverviewResponse } from "../domain/dashboard";
import { INITIAL_STATUS, STATUSES_BY_KIND, type LeadStatus } from "../domain/leads";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { countQuery, type LeadFilters } from "./queries";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { callable } from "../platform/callable";

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

/** The Mondays (UTC, YYYY-MM-DD) of the last `weeks` weeks, oldest first; the last one is this week's. */
export function weekStarts(now: Date, weeks = OVERVIEW_WEEKS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, index) =>
    new Date(monday - (weeks - 1 - index) * WEEK_MS).toISOString().slice(0, 10),
  );
}

/**
 * For each lead kind: the total, how many are in each status and how many arrived in each of the last
 * {@link OVERVIEW_WEEKS} weeks, all from `count()` aggregations (no document is read). New is the total less the
 * other statuses, so records stored before statuses existed count as New as they read.
 */
export async function submissionOverviewHandler(
  request: AdminRequest,
  deps: AdminDeps,
  now: () => Date = () => new Date(),
): Promise<OverviewResponse> {
  const caller = await admitAdmin("submissionOverview", request, deps, SMALL_REQUEST_CHARS);
  const starts = weekStarts(now());
  const count = async (filters: LeadFilters) => (await countQuery(deps.db, filters).count().get()).data().count;

  const perKind = await Promise.all(
    LEAD_KINDS.map(async (kind: LeadKind) => {
      const others = STATUSES_BY_KIND[kind].filter((status) => status !== INITIAL_STATUS);
      const [total, otherCounts, weekly] = await Promise.all([
        count({ kind }),
        Promise.all(others.map((status) => count({ kind, status }))),
        Promise.all(
          starts.map(async (weekStart) => {
            const sunday = new Date(Date.parse(`${weekStart}T00:00:00Z`) + WEEK_MS - DAY_MS).toISOString().slice(0, 10);
            return { weekStart, count: await count({ kind, receivedFrom: weekStart, receivedTo: sunday }) };
          }),
        ),
      ]);
      const byStatus: Partial<Record<LeadStatus, number>> = {
        [INITIAL_STATUS]: Math.max(0, total - otherCounts.reduce((sum, n) => sum + n, 0)),
      };
      others.forEach((status, index) => (byStatus[status] = otherCounts[index] ?? 0));
      return [kind, { total, byStatus, weekly }] as const;
    }),
  );
  deps.log.info("submissionOverview", { uid: caller.uid });
  return { kinds: Object.fromEntries(perKind) as OverviewResponse["kinds"] };
}

export const submissionOverview = callable("submissionOverview", {}, (request) =>
  submissionOverviewHandler(request, liveAdminDeps()),
);
