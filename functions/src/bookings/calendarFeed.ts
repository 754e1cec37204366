import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { onRequest } from "firebase-functions/https";
import { BOOKING_STATUS, TOKEN_PATTERN } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { company } from "../domain/company";
import { db } from "../platform/firebase";
import { hashKey, hashKeyValue } from "../platform/keyedHash";
import { firestoreStaff } from "../platform/roles";
import { mailBookingOf } from "./change";
import { feedEventOf } from "./hostCalendar";
import { calendarFeed, type FeedEvent } from "./invitation";
import { tokenHash } from "./shared";

/** How far back a feed reaches (a subscribed calendar keeps what it saw before), and how many events at most. */
const FEED_PAST_DAYS = 30;
const FEED_MAX_EVENTS = 500;

/** `/api/calendar/<token>.ics` → the token, or undefined for any other path. */
export function feedTokenOf(path: string): string | undefined {
  const match = /^\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(path);
  return match?.[1] && TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}

export interface FeedRequestDeps {
  db: Firestore;
  key: () => string;
  now: () => Date;
}

/**
 * A host's private feed, or undefined when the token opens none (wrong, revoked, rotated, or a host who is no longer an
 * active member of the team): the host's bookings from
 * {@link FEED_PAST_DAYS} days ago on (one query on `host_uid`, `start_at`), cancelled ones as CANCELLED so a
 * subscribed calendar drops them.
 */
export async function feedFor(token: string, deps: FeedRequestDeps): Promise<string | undefined> {
  const hosts = await deps.db
    .collection(COLLECTIONS.bookingHosts)
    .where("feed_token_hash", "==", tokenHash(deps.key(), "feed", token))
    .limit(1)
    .get();
  const host = hosts.docs[0];
  if (!host) return undefined;
  // Only an active member's feed: a deactivated or removed host's token is cleared, and should one be left behind
  // (a revocation stopped part-way) it still opens nothing.
  const member = await firestoreStaff(deps.db)(host.id);
  if (!member?.active) return undefined;
  const since = new Date(deps.now().getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const bookings = await deps.db
    .collection(COLLECTIONS.bookings)
    .where("host_uid", "==", host.id)
    .where("start_at", ">=", Timestamp.fromDate(since))
    .orderBy("start_at")
    .limit(FEED_MAX_EVENTS)
    .get();
  const events: FeedEvent[] = bookings.docs.map((doc) =>
    feedEventOf(mailBookingOf(doc), doc.get("status") === BOOKING_STATUS.cancelled ? "CANCELLED" : "CONFIRMED"),
  );
  return calendarFeed({ name: `${company.name} bookings`, events });
}

/**
 * The calendar feed over HTTP (firebase.json rewrites `/api/calendar/**` here): 200 text/calendar, or 404 for any
 * token that opens no feed; never cached by a shared cache, never indexed.
 */
export const calendarFeedFunction = onRequest({ secrets: [hashKey] }, async (req, res) => {
  res.set("Cache-Control", "private, no-store");
  res.set("X-Robots-Tag", "noindex");
  res.set("Referrer-Policy", "no-referrer");
  const token = req.method === "GET" || req.method === "HEAD" ? feedTokenOf(req.path) : undefined;
  const feed = token ? await feedFor(token, { db: db(), key: hashKeyValue, now: () => new Date() }) : undefined;
  if (!feed) {
    logger.info("calendarFeed", { outcome: "not_found" });
    res.status(404).type("text/plain").send("Not found");
    return;
  }
  logger.info("calendarFeed", { outcome: "served" });
  res.status(200).type("text/calendar; charset=utf-8").send(feed);
});
