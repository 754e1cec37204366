import type { Firestore } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { COLLECTION_OF_KIND, COLLECTIONS, type SubmissionKind } from "../domain/collections";
import { can, type AdminCallableName } from "../domain/permissions";
import { ROLE_LABELS, ROLES, type Role } from "../domain/roles";
import type { AdminCaller } from "./requireAdmin";

/**
 * The role gate of the admin callables (issue 34). The `admin` claim with a verified e-mail and an unrevoked token
 * stays the gate (./requireAdmin.ts); the staff record `staff/{uid}` must then be active, and its role one the
 * callable admits: `can(role, callable)`, the one table of domain/permissions.ts that the dashboard asks too. A host
 * is narrowed further to their own bookings ({@link hostScope}, {@link assertLeadInScope}). Nothing the client sends
 * is read for any of it.
 */

/** A staff record as the gate reads it. */
export interface StaffRecord {
  email: string;
  role: Role;
  active: boolean;
}

/** Reads the staff record of a uid (undefined: none); tests may pass a fake. */
export type StaffLookup = (uid: string) => Promise<StaffRecord | undefined>;

/** Who is asking, once {@link admitRole} let them through: the verified admin and their role. */
export type StaffCaller = AdminCaller & { role: Role };

/**
 * A stored staff record. One written before roles existed (by `admin:grant`, the bootstrap of a project's first
 * admins) has no `role` and counts as an owner; one without `active` is active. Anything else is no record.
 */
export function staffRecordOf(data: Record<string, unknown> | undefined): StaffRecord | undefined {
  if (!data) return undefined;
  const role = data.role === undefined ? "owner" : data.role;
  if (!(ROLES as readonly unknown[]).includes(role)) return undefined;
  return { email: typeof data.email === "string" ? data.email : "", role: role as Role, active: data.active !== false };
}

export function firestoreStaff(db: Firestore): StaffLookup {
  return async (uid) => staffRecordOf((await db.collection(COLLECTIONS.staff).doc(uid).get()).data());
}

export const NO_STAFF_RECORD_MESSAGE = "This account is not a member of the team.";
export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an owner of the team to reactivate it.";
export const NOT_YOUR_BOOKING_MESSAGE = "A host sees only their own bookings.";

/** What a role refused by a callable is told. */
export function roleRefusedMessage(role: Role): string {
  return `Your role (${ROLE_LABELS[role]}) does not allow this.`;
}

/**
 * The role decision of the admin callable `name` for a caller whose staff record is `record`: answers the role, or
 * throws `permission-denied` (no record, deactivated, or a role the callable does not admit).
 */
export function admitRole(name: AdminCallableName, record: StaffRecord | undefined): Role {
  if (!record) throw new HttpsError("permission-denied", NO_STAFF_RECORD_MESSAGE);
  if (!record.active) throw new HttpsError("permission-denied", DEACTIVATED_MESSAGE);
  if (!can(record.role, name)) throw new HttpsError("permission-denied", roleRefusedMessage(record.role));
  return record.role;
}

/** The host a caller's booking queries are narrowed to: their own uid for a host, none for owners and staff. */
export function hostScope(caller: StaffCaller): string | undefined {
  return caller.role === "host" ? caller.uid : undefined;
}

/**
 * Refuses a host a lead that is not one of their own bookings (another kind, or another host's booking); owners and
 * staff pass without a read. A missing booking passes: the handler answers not-found as for anyone.
 */
export async function assertLeadInScope(
  db: Firestore,
  caller: StaffCaller,
  kind: SubmissionKind,
  id: string,
): Promise<void> {
  const host = hostScope(caller);
  if (host === undefined) return;
  if (kind !== "bookings" || id.includes("/")) throw new HttpsError("permission-denied", NOT_YOUR_BOOKING_MESSAGE);
  const doc = await db.collection(COLLECTION_OF_KIND.bookings).doc(id).get();
  if (doc.exists && doc.get("host_uid") !== host) throw new HttpsError("permission-denied", NOT_YOUR_BOOKING_MESSAGE);
}
