import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { bookingMailOf, type MailBooking } from "../domain/bookingRecord";
import { COLLECTIONS } from "../domain/collections";
import { VISITOR_UID } from "../domain/leads";
import type { ChangedBy } from "./mails";
import { storedBooking, type BookingDeps } from "./shared";

/** A stored booking as its mails read it (with `overrides`: the new time or sequence of a change). */
export function mailBookingOf(doc: DocumentSnapshot, overrides: Partial<MailBooking> = {}): MailBooking {
  return { ...bookingMailOf(storedBooking(doc), (time) => time.toDate()), ...overrides };
}

/** The e-mail of a booking's host (the staff notice goes to it too), or undefined. */
export async function hostEmailOf(deps: BookingDeps, hostUid: string): Promise<string | undefined> {
  const host = await deps.db.collection(COLLECTIONS.bookingHosts).doc(hostUid).get();
  const email = host.get("email");
  return typeof email === "string" && email ? email : undefined;
}

/** The booking's update time, as the commit's precondition: a change that raced another one fails instead of both. */
export function unchanged(doc: DocumentSnapshot): { lastUpdateTime: Timestamp } {
  if (!doc.updateTime) throw new Error("unchanged: a read document has an update time");
  return { lastUpdateTime: doc.updateTime };
}

/** Who made a change, as its history entry records it: the visitor ({@link VISITOR_UID}) or a staff member. */
export interface ChangeActor {
  by: ChangedBy;
  who: { uid: string; email: string };
}

/** The visitor as the actor of a change through their link. */
export function visitorActor(doc: DocumentSnapshot): ChangeActor {
  return { by: "visitor", who: { uid: VISITOR_UID, email: String(doc.get("email")) } };
}
