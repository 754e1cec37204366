import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { onSchedule } from "firebase-functions/scheduler";
import { COLLECTIONS } from "../domain/collections";
import { dayOf, emptyDay, rollUpEvents, type DailyTraffic, type TrafficEvent } from "../domain/traffic";
import { db as firestore } from "../platform/firebase";
import { SHARDS, visitorShard, visitorShardData, type VisitorShard } from "./visitors";

/**
 * The roll-up: counts waiting `traffic_events` into their day's `traffic_daily/{day}` and deletes them, in batches of
 * {@link ROLL_UP_BATCH}, each batch one transaction (the events read, the day and its visitor shards read and written,
 * the events deleted: an event is counted exactly once). Then it ends the days that are over: their salt and their
 * visitor hashes are deleted, so a day's visitors can no longer be recomputed or linked to another day's.
 *
 * Runs every 10 minutes when deployed (`rollUpTraffic`), and lazily in `trafficReport` (at most
 * {@link REPORT_ROLL_UP_MAX} events per call), which is also how the local stack rolls up: scheduled functions do not
 * run under the emulators.
 */

export const ROLL_UP_BATCH = 400;
/** Events the Traffic view rolls up before it answers; more are left to the next call or the schedule. */
export const REPORT_ROLL_UP_MAX = 2000;

export interface RollUpResult {
  /** Events counted and deleted. */
  counted: number;
  /** Documents read (events, days, shards, salts). */
  reads: number;
  /** Events were left waiting (the limit was reached). */
  pending: boolean;
  /** Days ended: their salts and visitor hashes deleted. */
  ended: string[];
}

/** Rolls up at most `maxEvents` events stamped up to `now`, then ends the days before `now`'s. */
export async function rollUpTraffic(db: Firestore, now: Date, maxEvents = Infinity): Promise<RollUpResult> {
  const result: RollUpResult = { counted: 0, reads: 0, pending: false, ended: [] };
  const events = db.collection(COLLECTIONS.trafficEvents);
  const cutoff = Timestamp.fromDate(now);
  while (result.counted < maxEvents) {
    const size = Math.min(ROLL_UP_BATCH, maxEvents - result.counted);
    const batch = await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(events.where("at", "<=", cutoff).orderBy("at").limit(size));
      if (snapshot.empty) return { counted: 0, reads: 1 };
      const byDay = new Map<string, TrafficEvent<Timestamp>[]>();
      for (const doc of snapshot.docs) {
        const event = doc.data() as TrafficEvent<Timestamp>;
        const day = typeof event.day === "string" ? event.day : dayOf(event.at.toDate());
        byDay.set(day, [...(byDay.get(day) ?? []), event]);
      }
      let reads = snapshot.size;
      const writes: [DocumentReference, object][] = [];
      for (const [day, dayEvents] of byDay) {
        const dayRef = db.collection(COLLECTIONS.trafficDaily).doc(day);
        const hashes = [...new Set(dayEvents.map((event) => event.visitor).filter(Boolean))];
        const shards = [...new Set(hashes.map((hash) => hash[0] ?? "0"))].filter((shard) => SHARDS.includes(shard));
        const shardRefs = shards.map((shard) => visitorShard(db, day, shard));
        const [daySnap, ...shardSnaps] = await transaction.getAll(dayRef, ...shardRefs);
        reads += 1 + shardRefs.length;
        let newVisitors = 0;
        shardSnaps.forEach((snap, index) => {
          const seen = new Set((snap.data() as VisitorShard | undefined)?.hashes ?? []);
          const before = seen.size;
          for (const hash of hashes) if (hash[0] === shards[index]) seen.add(hash);
          newVisitors += seen.size - before;
          if (seen.size > before) writes.push([shardRefs[index]!, visitorShardData(day, seen)]);
        });
        const stored = (daySnap?.data() as DailyTraffic | undefined) ?? emptyDay(day);
        const next = rollUpEvents({ ...emptyDay(day), ...stored }, dayEvents);
        next.visitors += newVisitors;
        writes.push([dayRef, next]);
      }
      for (const [ref, data] of writes) transaction.set(ref, data);
      for (const doc of snapshot.docs) transaction.delete(doc.ref);
      return { counted: snapshot.size, reads };
    });
    result.counted += batch.counted;
    result.reads += batch.reads;
    if (batch.counted < size) break;
    if (result.counted >= maxEvents) {
      const more = await events.where("at", "<=", cutoff).limit(1).get();
      result.reads += 1;
      result.pending = !more.empty;
    }
  }
  if (!result.pending) {
    result.ended = await endPastDays(db, dayOf(now));
    result.reads += Math.max(1, result.ended.length);
  }
  return result;
}

/**
 * Deletes the salts and visitor hashes of the days before `today` (a day's last events are already counted: the
 * caller rolled up everything up to now). Their days keep their counts.
 */
async function endPastDays(db: Firestore, today: string): Promise<string[]> {
  const salts = await db.collection(COLLECTIONS.trafficSalts).where("day", "<", today).get();
  const days = salts.docs.map((doc) => doc.id);
  for (const day of days) {
    const batch = db.batch();
    batch.delete(db.collection(COLLECTIONS.trafficSalts).doc(day));
    for (const shard of SHARDS) batch.delete(visitorShard(db, day, shard));
    await batch.commit();
  }
  return days;
}

/** The deployed roll-up: every 10 minutes, everything waiting. */
export const rollUpTrafficSchedule = onSchedule({ schedule: "every 10 minutes", timeoutSeconds: 540 }, async () => {
  const result = await rollUpTraffic(firestore(), new Date());
  logger.info("rollUpTraffic", { counted: result.counted, reads: result.reads, ended: result.ended.length });
});
