import { HttpsError } from "firebase-functions/https";
import { StaffCancelBookingSchema, StaffRescheduleBookingSchema } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import type { SubmissionDetailResponse } from "../domain/dashboard";
import { readDetail } from "../leads";
import { admitAdmin, type AdminRequest } from "../platform/adminCallable";
import { assertLeadInScope, type StaffLookup } from "../platform/roles";
import { callable } from "../platform/callable";
import { hashKey } from "../platform/keyedHash";
import { calendarKey } from "../calendars";
import type { TokenVerifier } from "../platform/requireAdmin";
import { SMALL_REQUEST_CHARS } from "../platform/requestSize";
import { parseOrThrow } from "../platform/validation";
import { assertNearNow } from "./bookingLimits";
import { commitCancel } from "./cancelBooking";
import type { ChangeActor } from "./change";
import { commitReschedule } from "./rescheduleBooking";
import { liveBookingDeps, unchangeableReason, type BookingDeps } from "./shared";

const BOOKING_NOT_FOUND_MESSAGE = "This booking no longer exists.";

/** The deps of the staff's booking changes: a booking's (mails, clock, placement) and an admin's token check. */
type StaffChangeDeps = BookingDeps & { verify?: TokenVerifier; staff?: StaffLookup };

/** The admitted caller, the booking they name (refused when gone, being erased, cancelled or started) and the request. */
async function staffChange<T extends { id: string }>(
  name: "cancelBookingAsStaff" | "rescheduleBookingAsStaff",
  request: AdminRequest,
  deps: StaffChangeDeps,
  parse: (data: unknown) => T,
) {
  const caller = await admitAdmin(name, request, deps, SMALL_REQUEST_CHARS);
  const input = parse(request.data);
  // A host changes only their own bookings (platform/roles.ts).
  await assertLeadInScope(deps.db, caller, "bookings", input.id);
  const doc = await deps.db.collection(COLLECTIONS.bookings).doc(input.id).get();
  if (!doc.exists || doc.get("deleting") === true) throw new HttpsError("not-found", BOOKING_NOT_FOUND_MESSAGE);
  const reason = unchangeableReason(doc, deps.now());
  if (reason) throw new HttpsError("failed-precondition", reason);
  const actor: ChangeActor = { by: "staff", who: { uid: caller.uid, email: caller.email } };
  return { input, doc, actor };
}

/**
 * Staff cancel a booking from the dashboard: as the visitor's cancel link does (commitCancel), and the visitor is
 * mailed the cancellation (METHOD:CANCEL, same UID) with staff's reason if given; staff and the host get the notice.
 * Answers the booking's detail with its history, as the dashboard's other admin callables do.
 */
export async function cancelBookingAsStaffHandler(
  request: AdminRequest,
  deps: StaffChangeDeps,
): Promise<SubmissionDetailResponse> {
  const { input, doc, actor } = await staffChange("cancelBookingAsStaff", request, deps, (data) =>
    parseOrThrow(StaffCancelBookingSchema, data),
  );
  await commitCancel(deps, doc, input.reason || undefined, actor);
  return readDetail(deps.db, "bookings", doc.id);
}

/**
 * Staff move a booking to another free time from the dashboard: as the visitor's reschedule link does
 * (commitReschedule: every rule of a new booking, "just taken" when another got it), and the visitor and the host
 * are mailed the updated invitation (METHOD:REQUEST, same UID, the next SEQUENCE). Answers the booking's detail.
 */
export async function rescheduleBookingAsStaffHandler(
  request: AdminRequest,
  deps: StaffChangeDeps,
): Promise<SubmissionDetailResponse> {
  const { input, doc, actor } = await staffChange("rescheduleBookingAsStaff", request, deps, (data) =>
    parseOrThrow(StaffRescheduleBookingSchema, data),
  );
  const start = new Date(input.start);
  assertNearNow([start], deps.now());
  await commitReschedule(deps, doc, { start }, actor);
  return readDetail(deps.db, "bookings", doc.id);
}

export const cancelBookingAsStaff = callable("cancelBookingAsStaff", { secrets: [hashKey, calendarKey] }, (request) =>
  cancelBookingAsStaffHandler(request, liveBookingDeps()),
);

export const rescheduleBookingAsStaff = callable(
  "rescheduleBookingAsStaff",
  { secrets: [hashKey, calendarKey] },
  (request) => rescheduleBookingAsStaffHandler(request, liveBookingDeps()),
);
