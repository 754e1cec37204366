import { Timestamp, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";

/**
 * The visitor hashes a day has seen, kept only while the day lasts: `traffic_visitors/{day}_{0-f}`, 16 shards by the
 * hash's first hex digit (a document holds 1 MiB: some 40,000 hashes each). The roll-up adds to them and deletes them
 * once the day is over; a TTL policy on `expires_at` deletes them a day later if it did not.
 */
export const SHARDS = "0123456789abcdef".split("");

export interface VisitorShard {
  day: string;
  hashes: string[];
  expires_at: Timestamp;
}

export function visitorShard(db: Firestore, day: string, shard: string): DocumentReference {
  return db.collection(COLLECTIONS.trafficVisitors).doc(`${day}_${shard}`);
}

/** A shard as written: the day's hashes in it, and when the TTL policy may delete it. */
export function visitorShardData(day: string, hashes: Iterable<string>): VisitorShard {
  return {
    day,
    hashes: [...hashes],
    expires_at: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000),
  };
}
