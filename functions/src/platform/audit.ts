import { hash } from "node:crypto";
import { FieldValue, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";
import type { AuditAction } from "../domain/team";
import { errorCode } from "./errors";

/** gRPC's ALREADY_EXISTS: what `create()` of an existing document fails with. */
const ALREADY_EXISTS = 6;

/**
 * The audit log (`audit_log`, issue 34): append-only. Entries are only ever created (`create()`, with a fresh id),
 * never updated or deleted — no callable does, and firestore.rules deny every client write. An entry says who (uid and
 * address), what (`action`), when (`at`, the server's time), whom or what it concerns (`target`) and short facts
 * (`details`): never the content of a lead (an erasure names the record, an export counts its rows).
 */

/** Who did it: a team member, or a CLI run (`by_uid: "cli"`). */
export interface AuditActor {
  uid: string;
  email: string;
}

export type AuditDetails = Record<string, string | number | boolean>;

/** An entry's fields; `at` is the server's time of the commit. */
export function auditEntry(action: AuditAction, by: AuditActor, target: string, details: AuditDetails = {}) {
  return { action, by_uid: by.uid, by_email: by.email, target, details, at: FieldValue.serverTimestamp() };
}

/** A new entry's document: write it with `create()` (a batch's, a transaction's or its own). */
export function auditDoc(db: Firestore): DocumentReference {
  return db.collection(COLLECTIONS.auditLog).doc();
}

/** Appends one entry on its own. */
export async function recordAudit(
  db: Firestore,
  action: AuditAction,
  by: AuditActor,
  target: string,
  details: AuditDetails = {},
): Promise<void> {
  await auditDoc(db).create(auditEntry(action, by, target, details));
}

/**
 * The entry of a calendar connection made or removed (the calendars feature calls it: `provider` e.g. "google",
 * "caldav", "feed"; `connected` false for a disconnection). Never names the calendar's secret or address.
 */
export function recordCalendarConnection(
  db: Firestore,
  by: AuditActor,
  change: { provider: string; connected: boolean },
): Promise<void> {
  return recordAudit(db, "calendar-connection", by, change.provider, { connected: change.connected });
}

/** Appends an entry; what a handler without Firestore deps is given (tests pass a fake). */
export type AuditLog = (action: AuditAction, by: AuditActor, target: string, details?: AuditDetails) => Promise<void>;

export function firestoreAuditLog(db: Firestore): AuditLog {
  return (action, by, target, details) => recordAudit(db, action, by, target, details);
}

/** How long one refusal of the same kind to the same caller stays one entry (a retrying client writes no flood). */
export const REFUSAL_WINDOW_MS = 10 * 60 * 1000;

/**
 * Records a refused attempt where owners see it (the audit log's `refused` entries): a call refused for its role,
 * a deactivated or removed member's call, a misaddressed or used invitation link. `what` names the callable or the
 * invitation, `reason` the refusal. One entry per caller, `what` and `reason` per {@link REFUSAL_WINDOW_MS} (a fixed
 * document id, created once), so a client retrying in a loop cannot flood the log. Never throws: a refusal is
 * answered whether or not its trace could be written (the failure is logged).
 */
export async function recordRefusal(
  db: Firestore,
  by: AuditActor,
  what: string,
  reason: string,
  log: { warn: (message: string, fields: Record<string, unknown>) => void },
  now = new Date(),
): Promise<void> {
  const window = Math.floor(now.getTime() / REFUSAL_WINDOW_MS);
  const id = hash("sha256", JSON.stringify([by.uid, what, reason, window])).slice(0, 40);
  try {
    await db
      .collection(COLLECTIONS.auditLog)
      .doc(`refused-${id}`)
      .create(auditEntry("refused", by, what, { reason }));
  } catch (error) {
    if (errorCode(error) === String(ALREADY_EXISTS) || errorCode(error) === "already-exists") return;
    log.warn("recordRefusal", { what, reason, outcome: "not_recorded", error: errorCode(error) });
  }
}
