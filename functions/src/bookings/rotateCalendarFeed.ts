import { FieldValue } from "firebase-admin/firestore";
import { RotateFeedSchema, type RotateFeedResponse } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { recordCalendarConnection } from "../platform/audit";
import { hashKey, hashKeyValue } from "../platform/keyedHash";
import { configuredSiteOrigin } from "../platform/params";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { newToken, tokenHash } from "./shared";

/** Where a host's feed is served (a Hosting rewrite to the `calendarFeed` function, firebase.json). */
export function feedUrl(origin: string, token: string): string {
  return `${origin}/api/calendar/${token}.ics`;
}

export interface FeedDeps extends AdminDeps {
  key: () => string;
  origin: () => string;
  newToken?: () => string;
}

/**
 * A new secret address for the signed-in host's calendar feed (the old one stops working at once), or none
 * (`revoke`). Only the token's keyed hash is stored; the address is in this answer only.
 */
export async function rotateCalendarFeedHandler(request: AdminRequest, deps: FeedDeps): Promise<RotateFeedResponse> {
  const caller = await admitAdmin("rotateCalendarFeed", request, deps, SMALL_REQUEST_CHARS);
  const { revoke } = parseOrThrow(RotateFeedSchema, request.data ?? {});
  const ref = deps.db.collection(COLLECTIONS.bookingHosts).doc(caller.uid);
  if (revoke) {
    await ref.set({ feed_token_hash: null, updated_at: FieldValue.serverTimestamp() }, { merge: true });
    deps.log.info("rotateCalendarFeed", { uid: caller.uid, outcome: "revoked" });
    await recordCalendarConnection(deps.db, caller, { provider: "feed", connected: false });
    return { url: null };
  }
  const token = (deps.newToken ?? newToken)();
  await ref.set(
    {
      feed_token_hash: tokenHash(deps.key(), "feed", token),
      email: caller.email,
      updated_at: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
  deps.log.info("rotateCalendarFeed", { uid: caller.uid, outcome: "rotated" });
  await recordCalendarConnection(deps.db, caller, { provider: "feed", connected: true });
  return { url: feedUrl(deps.origin(), token) };
}

export const rotateCalendarFeed = callable("rotateCalendarFeed", { secrets: [hashKey] }, (request) =>
  rotateCalendarFeedHandler(request, { ...liveAdminDeps(), key: hashKeyValue, origin: () => configuredSiteOrigin() }),
);
