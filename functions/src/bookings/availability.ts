import { FieldValue } from "firebase-admin/firestore";
import { AvailabilitySchema, type Availability, type MyAvailabilityResponse } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { admitAdmin, liveAdminDeps, type AdminDeps, type AdminRequest } from "../platform/adminCallable";
import { callable } from "../platform/callable";
import { recordAudit } from "../platform/audit";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { defaultAvailability, type StoredHost } from "./shared";

/** A host's availability request is larger than most admin requests: 7 days of ranges and a year of days off. */
const AVAILABILITY_REQUEST_CHARS = 16_384;

/** The signed-in host's settings (defaults when never set) and whether a calendar feed is active. */
export async function getMyAvailabilityHandler(
  request: AdminRequest,
  deps: AdminDeps,
): Promise<MyAvailabilityResponse> {
  const caller = await admitAdmin("getMyAvailability", request, deps, SMALL_REQUEST_CHARS);
  const doc = await deps.db.collection(COLLECTIONS.bookingHosts).doc(caller.uid).get();
  const stored = doc.data() as Partial<StoredHost> | undefined;
  deps.log.info("getMyAvailability", { uid: caller.uid });
  return answer(stored?.availability ?? defaultAvailability(), Boolean(stored?.feed_token_hash));
}

/**
 * Sets the signed-in admin's availability: an admin becomes a host by opting in (`active`) with weekly hours in
 * America/Boise. Stored in `booking_hosts/{uid}` with the admin's verified e-mail (the staff notices go to it too).
 */
export async function setMyAvailabilityHandler(
  request: AdminRequest,
  deps: AdminDeps,
): Promise<MyAvailabilityResponse> {
  const caller = await admitAdmin("setMyAvailability", request, deps, AVAILABILITY_REQUEST_CHARS);
  const availability: Availability = parseOrThrow(AvailabilitySchema, request.data);
  const ref = deps.db.collection(COLLECTIONS.bookingHosts).doc(caller.uid);
  await ref.set(
    { availability, active: availability.active, email: caller.email, updated_at: FieldValue.serverTimestamp() },
    { merge: true },
  );
  const stored = (await ref.get()).data() as Partial<StoredHost> | undefined;
  deps.log.info("setMyAvailability", { uid: caller.uid, active: availability.active });
  await recordAudit(deps.db, "settings-change", caller, "availability", { active: availability.active });
  return answer(availability, Boolean(stored?.feed_token_hash));
}

function answer(availability: Availability, feedActive: boolean): MyAvailabilityResponse {
  // The feed's address is shown once, when it is made (rotateCalendarFeed): only its hash is stored.
  return { availability, feed: { active: feedActive, url: null } };
}

export const getMyAvailability = callable("getMyAvailability", {}, (request) =>
  getMyAvailabilityHandler(request, liveAdminDeps()),
);
export const setMyAvailability = callable("setMyAvailability", {}, (request) =>
  setMyAvailabilityHandler(request, liveAdminDeps()),
);
