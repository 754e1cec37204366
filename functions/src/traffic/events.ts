import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { COLLECTIONS } from "../domain/collections";
import type { LeadSource } from "../domain/channel";
import { funnelEvent, type TrafficEvent } from "../domain/traffic";
import { errorCode } from "../platform/errors";
import { db as firestore } from "../platform/firebase";

/** An event as stored: its times as Firestore timestamps. */
export function storedEvent(event: TrafficEvent): TrafficEvent<Timestamp> {
  return { ...event, at: Timestamp.fromDate(event.at), expires_at: Timestamp.fromDate(event.expires_at) };
}

/** Appends one event (an auto id: no document is written twice, so no write contends with another). */
export async function appendEvent(db: Firestore, event: TrafficEvent): Promise<void> {
  await db.collection(COLLECTIONS.trafficEvents).add(storedEvent(event));
}

/** The funnel steps other features record: a lead sent, a checkout started, a payment. */
export type FunnelStepEvent = "sent" | "checkout_started" | "paid";

/** Records a funnel step of a lead's source; what the callables and the webhook call. Never throws. */
export type TrackFunnel = (type: FunnelStepEvent, source: LeadSource) => Promise<void>;

/**
 * The funnel recorder of a deployed function: appends the step's event to `traffic_events` for the roll-up. A failure
 * is logged and swallowed: a lost count never fails a submission or a payment.
 */
export function firestoreFunnel(db: () => Firestore = firestore, clock: () => Date = () => new Date()): TrackFunnel {
  return async (type, source) => {
    try {
      await appendEvent(db(), funnelEvent(type, source, clock()));
    } catch (error) {
      logger.error("Funnel event not recorded", { type, error: errorCode(error) });
    }
  };
}
