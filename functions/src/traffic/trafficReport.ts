import { COLLECTIONS } from "../domain/collections";
import {
  daysBetween,
  funnelMoney,
  trafficReport,
  type DailyTraffic,
  type TrafficReportResponse,
} from "../domain/traffic";
import { readPaidMoney } from "../payments";
import { TrafficReportSchema } from "../domain/traffic";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { REPORT_ROLL_UP_MAX, rollUpTraffic } from "./rollUp";

/**
 * The Traffic view's counts for a period: first the waiting events are rolled up (at most
 * {@link REPORT_ROLL_UP_MAX}; the answer says when some are left), then one `getAll` reads the period's days — a
 * document per day, whatever the number of page views (O(days), each day's maps bounded by MAP_KEYS_MAX). The funnel's
 * "paid" step gets its money from the paid invoices and checkout payments of the period (payments/paidMoney.ts, the
 * Revenue view's reading: a company's few hundred paid records a year), refunds subtracted.
 */
export async function trafficReportHandler(
  request: AdminRequest,
  deps: AdminDeps,
  now: () => Date = () => new Date(),
): Promise<TrafficReportResponse> {
  const caller = await admitAdmin("trafficReport", request, deps, SMALL_REQUEST_CHARS);
  const { from, to } = parseOrThrow(TrafficReportSchema, request.data);
  const rolled = await rollUpTraffic(deps.db, now(), REPORT_ROLL_UP_MAX);
  const days = daysBetween(from, to);
  const refs = days.map((day) => deps.db.collection(COLLECTIONS.trafficDaily).doc(day));
  const snapshots = await deps.db.getAll(...refs);
  const stored = new Map<string, DailyTraffic>();
  for (const snapshot of snapshots) {
    if (snapshot.exists) stored.set(snapshot.id, snapshot.data() as DailyTraffic);
  }
  const money = await readPaidMoney(deps.db, new Date(`${from}T00:00:00Z`));
  const documentsRead = days.length + rolled.reads + money.reads;
  deps.log.info("trafficReport", {
    uid: caller.uid,
    days: days.length,
    reads: documentsRead,
    rolledUp: rolled.counted,
  });
  return {
    ...trafficReport(days, stored, documentsRead, rolled.pending),
    money: funnelMoney(money.paid, from, to, money.truncated),
  };
}

// Two minutes: the roll-up it runs first is bounded (REPORT_ROLL_UP_MAX events), but a slow Firestore must not cut it.
export const trafficReportCallable = callable("trafficReport", { timeoutSeconds: 120 }, (request) =>
  trafficReportHandler(request, liveAdminDeps()),
);
