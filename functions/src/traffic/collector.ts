import type { IncomingHttpHeaders } from "node:http";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { logger } from "firebase-functions/logger";
import { onRequest } from "firebase-functions/https";
import { isbot } from "isbot";
import * as v from "valibot";
import { COLLECTIONS } from "../domain/collections";
import { cleanSource } from "../domain/source";
import {
  BEACON_KEYS,
  BEACON_MAX_BYTES,
  BEACON_TYPES,
  beaconEvent,
  dayOf,
  DIRECT_LABEL,
  isCountedPath,
  OTHER_LABEL,
  type Beacon,
} from "../domain/traffic";
import { callerAddress, type RawRequestLike } from "../platform/clientAddress";
import { errorCode } from "../platform/errors";
import { db as firestore } from "../platform/firebase";
import { hashKey, hashKeyValue, keyedHash } from "../platform/keyedHash";
import { allowedOrigins, siteHost } from "../platform/params";
import { appendEvent } from "./events";
import { dailySalt, visitorHash } from "./salt";

/**
 * The visit collector behind the Hosting rewrite `/api/event` (firebase.json): the page beacon posts a page view or a
 * form start here, on the site's own origin. It answers 204 to everything it reads — counted or not, so a client
 * learns nothing — after at most two small writes. What it refuses or skips:
 * - anything but a POST (405), a body over {@link BEACON_MAX_BYTES} (413), one that is not a beacon: an unknown key
 *   (a `channel`: never read), a value over its length (400) — only hand-made requests meet these;
 * - a path that is not a public page of the registry (a 404 page, a staff page): 204, not counted; a source field the
 *   domain schema refuses is dropped (the view counts without it);
 * - bots (isbot), headless and Lighthouse browsers (prerender and bench runs): 204, not counted;
 * - a beacon a foreign page made its visitors' browsers send: an `Origin` that is not one of the site's own
 *   (`allowedOrigins`: SITE_ORIGIN and CORS_EXTRA_ORIGINS), or none, or `Sec-Fetch-Site` other than `same-origin`
 *   where the browser sends it: 204, nothing stored (issue 33, item 7);
 * - past its client's rate limit: 204, not counted, so a flood counts at most its limit's worth;
 * - a visit naming a source or campaign its client has not named today, once the client has named
 *   {@link CLIENT_KEYS_PER_DAY} others: counted under "(other)", so one client fills only a small part of the day's
 *   `MAP_KEYS_MAX` keys and real campaigns keep their names (item 9).
 * With `Sec-GPC: 1` or `DNT: 1` the view is counted without a visitor hash.
 */

/** New sources and campaigns one client address may name per day; further new ones are counted as "(other)". */
export const CLIENT_KEYS_PER_DAY = 10;

/** Beacons one client address may have counted per window (and new sources and campaigns it may name a day). */
export interface CollectorLimit {
  max: number;
  windowSeconds: number;
  /** Default {@link CLIENT_KEYS_PER_DAY}. */
  keysPerDay?: number;
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * `TRAFFIC_RATE_LIMIT_MAX` per `TRAFFIC_RATE_LIMIT_WINDOW_SECONDS`: 300 per 600 seconds by default — a reader of
 * every page several times over, or a small office behind one address.
 */
export function collectorLimit(env: NodeJS.ProcessEnv = process.env): CollectorLimit {
  return {
    max: positiveInteger(env.TRAFFIC_RATE_LIMIT_MAX, 300),
    windowSeconds: positiveInteger(env.TRAFFIC_RATE_LIMIT_WINDOW_SECONDS, 600),
    // `TRAFFIC_CLIENT_KEYS_MAX`; a set TRAFFIC_RATE_LIMIT_MAX stands in for it (the test stacks, one client there).
    keysPerDay: positiveInteger(
      env.TRAFFIC_CLIENT_KEYS_MAX,
      positiveInteger(env.TRAFFIC_RATE_LIMIT_MAX, CLIENT_KEYS_PER_DAY),
    ),
  };
}

/** User agents never counted besides isbot's: headless Chrome (the prerender, tests) and Lighthouse (bench:web). */
const UNCOUNTED_AGENTS = /HeadlessChrome|Lighthouse|PTST|Speed Insights/i;

/** Whether a request comes from a bot, a headless browser or Lighthouse (or names no browser at all). */
export function isUncountedAgent(userAgent: string | undefined): boolean {
  if (!userAgent) return true;
  return isbot(userAgent) || UNCOUNTED_AGENTS.test(userAgent);
}

/** Whether the browser asks not to be tracked: the view is counted, without a visitor hash. */
export function optsOut(headers: IncomingHttpHeaders): boolean {
  const header = (name: string) => String(headers[name] ?? "").trim();
  return header("sec-gpc") === "1" || header("dnt") === "1";
}

const beaconText = v.optional(v.pipe(v.string(), v.maxLength(300)), "");

/** The beacon's body as the browser sends it (short keys, strings only); unknown keys are refused. */
const BeaconBodySchema = v.strictObject({
  [BEACON_KEYS.type]: v.picklist(BEACON_TYPES),
  [BEACON_KEYS.path]: v.pipe(v.string(), v.maxLength(200)),
  [BEACON_KEYS.entry]: v.optional(v.picklist(["0", "1"]), "0"),
  [BEACON_KEYS.referrer]: beaconText,
  [BEACON_KEYS.landingPage]: beaconText,
  [BEACON_KEYS.utmSource]: beaconText,
  [BEACON_KEYS.utmMedium]: beaconText,
  [BEACON_KEYS.utmCampaign]: beaconText,
  [BEACON_KEYS.utmTerm]: beaconText,
  [BEACON_KEYS.utmContent]: beaconText,
});

/**
 * The beacon in `body`, or null when it is not one (wrong shape, an unknown key, an over-long value). Its path may be
 * one the collector does not count (a 404 page, a staff page): the caller checks {@link isCountedPath}.
 */
export function parseBeacon(body: string): Beacon | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const parsed = v.safeParse(BeaconBodySchema, json);
  if (!parsed.success) return null;
  const raw = parsed.output;
  const path = raw[BEACON_KEYS.path];
  // Each source field is validated with the domain's schema; one that does not fit is dropped, not trusted.
  const source = cleanSource({
    utmSource: raw[BEACON_KEYS.utmSource],
    utmMedium: raw[BEACON_KEYS.utmMedium],
    utmCampaign: raw[BEACON_KEYS.utmCampaign],
    utmTerm: raw[BEACON_KEYS.utmTerm],
    utmContent: raw[BEACON_KEYS.utmContent],
    referrer: raw[BEACON_KEYS.referrer],
    landingPage: raw[BEACON_KEYS.landingPage],
  });
  if (source.landingPage !== "" && !isCountedPath(source.landingPage)) source.landingPage = "";
  return { type: raw[BEACON_KEYS.type], path, entry: raw[BEACON_KEYS.entry] === "1", source };
}

/** What the collector needs from outside; tests pass the Firestore stand-in and a clock. */
export interface CollectorDeps {
  db: Firestore;
  now: () => Date;
  /** The key of the rate-limit counters' ids (HASH_KEY). */
  hashKey: () => string;
  limit: () => CollectorLimit;
  /** The site's own origins: only beacons from them are counted. */
  origins: () => readonly string[];
  log: Pick<typeof logger, "info" | "warn" | "error">;
}

export interface BeaconRequest extends RawRequestLike {
  method: string;
  rawBody: Buffer | undefined;
}

/**
 * Counts one beacon of the client `key` in its fixed window (`rate_limits/{key}-{window}`: a count and a TTL), or
 * refuses it past the limit. One small document per client and window, whatever the flood: it never grows.
 * A plain read and an increment, no transaction: a transaction locks the client's one document for every beacon, so
 * one address's beacons in flight (a school behind one address, or the flood itself) queue on it and retry. On the
 * official Firestore emulator, 8 beacons in flight on one counter passed 4.6 a second in transactions (13.6 one at a
 * time) and 92 a second as a read and an increment; `npm run bench:traffic` could not send its 20,000. The price:
 * the beacons in flight when the count reaches the limit are all admitted, so a flood gets at most its requests in
 * flight past the limit in a window (decision 0010).
 */
export async function admitBeacon(db: Firestore, key: string, limit: CollectorLimit, now: Date): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const window = Math.floor(now.getTime() / windowMs);
  const ref = db.collection(COLLECTIONS.rateLimits).doc(`${key}-${window}`);
  const count = ((await ref.get()).get("count") as number | undefined) ?? 0;
  if (count >= limit.max) return false;
  await ref.set(
    { count: FieldValue.increment(1), expires_at: Timestamp.fromMillis((window + 1) * windowMs) },
    { merge: true },
  );
  return true;
}

/** Whether a beacon comes from the site's own pages: its `Origin` is one of `origins`, and it is same-origin. */
export function isOwnOrigin(headers: IncomingHttpHeaders, origins: readonly string[]): boolean {
  const fetchSite = headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  const origin = headers.origin;
  return typeof origin === "string" && origins.includes(origin);
}

/**
 * Which of `keys` (a visit's source and campaign) the client `client` may name today: those it named before today, and
 * new ones while it has named fewer than `max` ({@link CLIENT_KEYS_PER_DAY} by default). One document per client and day
 * (`rate_limits/{client}-keys-{day}`: keyed hashes of the names, a TTL), counted in a transaction.
 */
export async function admitKeys(
  db: Firestore,
  client: string,
  secret: string,
  day: string,
  keys: readonly string[],
  max = CLIENT_KEYS_PER_DAY,
): Promise<Set<string>> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(`${client}-keys-${day}`);
  const hashes = new Map(keys.map((key) => [key, keyedHash(secret, "collectTraffic-key", key).slice(0, 16)]));
  const decide = (named: readonly string[]) => {
    const admitted = new Set<string>();
    const next = [...named];
    for (const [key, hash] of hashes) {
      if (!next.includes(hash)) {
        if (next.length >= max) continue;
        next.push(hash);
      }
      admitted.add(key);
    }
    return { admitted, next };
  };
  // Most beacons name what their client named before, or come from a client whose names are used up: a plain read
  // decides them (the list only grows within a day), and only a new name with room left takes a transaction.
  const stored = ((await ref.get()).get("keys") as string[] | undefined) ?? [];
  const read = decide(stored);
  if (read.next.length === stored.length) return read.admitted;
  return db.runTransaction(async (transaction) => {
    const named = ((await transaction.get(ref)).get("keys") as string[] | undefined) ?? [];
    const { admitted, next } = decide(named);
    if (next.length > named.length) {
      transaction.set(ref, {
        keys: next,
        expires_at: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000),
      });
    }
    return admitted;
  });
}

/** The collector's answer status for one request (see the module's comment). */
export async function handleBeacon(request: BeaconRequest, deps: CollectorDeps): Promise<number> {
  if (request.method !== "POST") return 405;
  const body = request.rawBody;
  if (!body || body.length > BEACON_MAX_BYTES) return body ? 413 : 400;
  const userAgent = request.headers["user-agent"];
  if (isUncountedAgent(userAgent)) return 204;
  const beacon = parseBeacon(body.toString("utf8"));
  if (!beacon) return 400;
  // A page outside the registry's public pages (a 404 page's address, /dashboard): answered like the rest, not counted.
  if (!isCountedPath(beacon.path)) return 204;
  if (!isOwnOrigin(request.headers, deps.origins())) return 204;
  const address = callerAddress(request);
  const now = deps.now();
  try {
    const key = keyedHash(deps.hashKey(), "collectTraffic", address);
    if (!(await admitBeacon(deps.db, key, deps.limit(), now))) return 204;
    const site = siteHost();
    const visitor = optsOut(request.headers)
      ? ""
      : visitorHash(await dailySalt(deps.db, dayOf(now)), site, address, userAgent ?? "");
    const event = beaconEvent(beacon, site, visitor, now);
    // Only a visit's first page counts its source and campaign (domain/traffic.ts rollUpEvents): those are capped.
    const chosen = event.entry
      ? [
          ...(event.source !== DIRECT_LABEL ? [`source\n${event.source}`] : []),
          ...(event.campaign ? [`campaign\n${event.campaign}`] : []),
        ]
      : [];
    const named = chosen.length
      ? await admitKeys(deps.db, key, deps.hashKey(), event.day, chosen, deps.limit().keysPerDay)
      : new Set<string>();
    await appendEvent(deps.db, {
      ...event,
      source:
        !event.entry || event.source === DIRECT_LABEL || named.has(`source\n${event.source}`)
          ? event.source
          : OTHER_LABEL,
      campaign:
        !event.campaign || !event.entry || named.has(`campaign\n${event.campaign}`) ? event.campaign : OTHER_LABEL,
    });
  } catch (error) {
    deps.log.error("collectTraffic", { outcome: "store_failed", error: errorCode(error) });
    // Still 204: a beacon is never retried, and the page must not hear about it.
  }
  return 204;
}

/** The site's own origins, as the callables' CORS reads them when the functions load. */
const SITE_ORIGINS = allowedOrigins();

/** The deployed collector (`/api/event` on the site's origin through the Hosting rewrite). */
export const collectTraffic = onRequest({ secrets: [hashKey], maxInstances: 10, concurrency: 80 }, async (req, res) => {
  const status = await handleBeacon(
    { method: req.method, rawBody: req.rawBody, headers: req.headers, socket: req.socket },
    {
      db: firestore(),
      now: () => new Date(),
      hashKey: hashKeyValue,
      limit: collectorLimit,
      origins: () => SITE_ORIGINS,
      log: logger,
    },
  );
  res.setHeader("Cache-Control", "no-store");
  res.status(status).end();
});
