import { Timestamp, type DocumentSnapshot, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { MAX_UPCOMING_PER_EMAIL, TOO_MANY_BOOKINGS_MESSAGE, WEEKDAYS, type Availability } from "../domain/bookings";
import { COLLECTIONS } from "../domain/collections";
import { company } from "../domain/company";
import { INSTANT_FUTURE_DAYS, isNearNow } from "../domain/instant";
import { normalisedMailbox } from "../domain/mailbox";
import { keyedHash } from "../platform/keyedHash";
import { isAlreadyExists, mailboxHash } from "./shared";

/*
 * The limits that keep one visitor from filling the public calendar (issue 33, items 1, 2, 3 and 6):
 * - upcoming bookings per mailbox ({@link MAX_UPCOMING_PER_EMAIL}), per client address ({@link MAX_UPCOMING_PER_CLIENT})
 *   and per mailbox domain that is not a large public provider ({@link MAX_UPCOMING_PER_DOMAIN}), in total, not per
 *   window. Each is held by construction: a holder has that many slot documents (`booking_slots/{hash}-{n}`), and a
 *   booking's commit takes one slot of each of its holders — `create()` for a slot never used, an update conditional
 *   on the slot's last update time for one whose booking is no longer upcoming (started, cancelled, completed, erased).
 *   Two requests that read the same free slot cannot both commit; a holder with every slot taken is refused;
 * - a client (address or domain) holds at most {@link HOST_WEEK_SHARE} of a host's week ({@link hostWeekShare});
 * - a booking is rescheduled at most {@link MAX_RESCHEDULES} times;
 * - every instant of a request lies near now (domain/instant.ts).
 * Whoever meets a limit is told how to reach the company instead.
 */

/** Upcoming bookings one client address may hold, whatever mailboxes it names. */
export const MAX_UPCOMING_PER_CLIENT = 3;
/** Upcoming bookings the mailboxes of one domain may hold, unless it is a large public provider. */
export const MAX_UPCOMING_PER_DOMAIN = 4;
/** The share of a host's week (its daily cap times its days with hours) one client may hold: at least one meeting. */
export const HOST_WEEK_SHARE = 0.1;
/** Times one booking may be moved through its link. */
export const MAX_RESCHEDULES = 3;

/** The limits per client address and mailbox domain in force, and the share of a host's week one client may hold. */
export interface ClientLimits {
  client: number;
  domain: number;
  weekShare: number;
}

/**
 * The defaults above; a set `RATE_LIMIT_MAX` above them raises the two totals to it and the share to a whole week, as
 * it raises every per-client allowance: the test stacks set it because every local caller is one client ("unknown",
 * platform/clientAddress.ts) there. `npm start` and a deployment leave it unset.
 */
export function clientLimits(env: NodeJS.ProcessEnv = process.env): ClientLimits {
  const raised = Number(env.RATE_LIMIT_MAX);
  if (Number.isInteger(raised) && raised > MAX_UPCOMING_PER_DOMAIN)
    return { client: raised, domain: raised, weekShare: 1 };
  return { client: MAX_UPCOMING_PER_CLIENT, domain: MAX_UPCOMING_PER_DOMAIN, weekShare: HOST_WEEK_SHARE };
}

const REACH_US = `call us at ${company.phone} or write to ${company.email}`;
export const LIMIT_REACHED_MESSAGE = `We cannot take more online bookings from you right now. Please ${REACH_US} and we will find a time together.`;
export const RESCHEDULE_LIMIT_MESSAGE = `This meeting was already moved ${MAX_RESCHEDULES} times. To change it again, please ${REACH_US}.`;
export const INSTANT_MESSAGE = "Please pick a time within the dates offered.";

/**
 * Large public mail providers: their mailboxes belong to unrelated people, so their domain is not a holder. Every
 * other domain (a school district's, a company's, an attacker's own) is.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  "gmail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "ymail.com",
  "aol.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "gmx.net",
  "mail.com",
  "zoho.com",
  "yandex.com",
  "fastmail.com",
  "hey.com",
  "comcast.net",
  "att.net",
  "sbcglobal.net",
  "verizon.net",
  "cableone.net",
  "q.com",
  "centurylink.net",
]);

/** One holder of upcoming bookings: a mailbox, a client address or a mailbox domain, as a keyed hash. */
export interface Holder {
  kind: "mailbox" | "client" | "domain";
  hash: string;
  max: number;
  message: string;
}

/** The holders of a booking by `email` from the client address `ip` (a public provider's domain is none). */
export function holdersOf(
  key: string,
  email: string,
  ip: string | undefined,
  limits: ClientLimits = clientLimits(),
): Holder[] {
  const domain = normalisedMailbox(email).split("@").at(-1) ?? "";
  return [
    { kind: "mailbox", hash: mailboxHash(key, email), max: MAX_UPCOMING_PER_EMAIL, message: TOO_MANY_BOOKINGS_MESSAGE },
    {
      kind: "client",
      hash: keyedHash(key, "booking-client", ip ?? "unknown"),
      max: limits.client,
      message: LIMIT_REACHED_MESSAGE,
    },
    ...(PUBLIC_MAIL_DOMAINS.has(domain)
      ? []
      : [
          {
            kind: "domain" as const,
            hash: keyedHash(key, "booking-domain", domain),
            max: limits.domain,
            message: LIMIT_REACHED_MESSAGE,
          },
        ]),
  ];
}

/** The hashes of a booking's client and domain as stored (`client_hash`, `domain_hash`): the week share reads them. */
export function holderFields(holders: readonly Holder[]): { client_hash?: string; domain_hash?: string } {
  const client = holders.find((holder) => holder.kind === "client");
  const domain = holders.find((holder) => holder.kind === "domain");
  return { ...(client ? { client_hash: client.hash } : {}), ...(domain ? { domain_hash: domain.hash } : {}) };
}

/** The slot documents a holder's free slot is looked for in at a time (in order: slots are taken from `-0` up). */
const SLOT_CHUNK = 10;

/** The ids of a holder's slot documents `{hash}-{from}` … up to `{hash}-{max - 1}`, at most {@link SLOT_CHUNK}. */
function slotIds(holder: Holder, from: number): string[] {
  return Array.from(
    { length: Math.min(SLOT_CHUNK, holder.max - from) },
    (_, index) => `${holder.hash}-${from + index}`,
  );
}

function slotDoc(db: Firestore, id: string) {
  return db.collection(COLLECTIONS.bookingSlots).doc(id);
}

/** Whether a slot's booking is still upcoming: it exists, is scheduled, has not started and still names the slot. */
function holdsSlot(booking: DocumentSnapshot | undefined, slotId: string, now: Date): boolean {
  if (!booking?.exists || booking.get("status") !== "scheduled") return false;
  const start = booking.get("start_at") as Timestamp | undefined;
  const slots = booking.get("slot_ids") as unknown;
  return !!start && start.toMillis() > now.getTime() && Array.isArray(slots) && slots.includes(slotId);
}

/** The slots a booking takes: one per holder, and how each is written in the booking's commit. */
export interface SlotClaim {
  ids: string[];
  write: (batch: WriteBatch, bookingId: string) => void;
}

/**
 * A holder's first free slot (reading {@link SLOT_CHUNK} slots and the bookings holding them at a time: a holder with
 * few bookings costs one read of a few documents, whatever its maximum), or undefined when every slot is held. The
 * test stacks raise the maximum to 100,000 (`RATE_LIMIT_MAX`): reading every slot at once overflowed the stack
 * (`getAll(...ids)` with 200,000 arguments), and `npm run bench:booking` answered INTERNAL (issue 45).
 */
async function freeSlot(db: Firestore, holder: Holder, now: Date): Promise<DocumentSnapshot | undefined> {
  for (let from = 0; from < holder.max; from += SLOT_CHUNK) {
    const slots = await db.getAll(...slotIds(holder, from).map((id) => slotDoc(db, id)));
    const held = slots.filter((slot) => slot.exists).map((slot) => String(slot.get("booking_id")));
    const bookings = held.length ? await db.getAll(...held.map((id) => db.doc(`${COLLECTIONS.bookings}/${id}`))) : [];
    const bookingOf = new Map(bookings.map((booking) => [booking.id, booking]));
    const free = slots.find(
      (slot) => !slot.exists || !holdsSlot(bookingOf.get(String(slot.get("booking_id"))), slot.id, now),
    );
    if (free) return free;
  }
  return undefined;
}

/**
 * Finds a free slot of every holder (reads the slots and the bookings holding them: a few documents), or refuses with
 * the first full holder's message (failed-precondition). The claim's writes go into the booking's commit: the database
 * decides between two requests that found the same slot free.
 */
export async function claimSlots(db: Firestore, holders: readonly Holder[], now: Date): Promise<SlotClaim> {
  const found = await Promise.all(holders.map((holder) => freeSlot(db, holder, now)));
  const chosen: DocumentSnapshot[] = [];
  for (const [index, holder] of holders.entries()) {
    const free = found[index];
    if (!free) throw new HttpsError("failed-precondition", holder.message);
    chosen.push(free);
  }
  const expires = Timestamp.fromMillis(now.getTime() + INSTANT_FUTURE_DAYS * 86_400_000);
  return {
    ids: chosen.map((slot) => slot.id),
    write: (batch, bookingId) => {
      for (const slot of chosen) {
        const record = { booking_id: bookingId, expires_at: expires };
        if (!slot.exists) batch.create(slot.ref, record);
        else if (slot.updateTime) batch.update(slot.ref, record, { lastUpdateTime: slot.updateTime });
      }
    },
  };
}

/** Frees a booking's slots in its cancelling commit (they would be free anyway once it is no longer scheduled). */
export function releaseSlots(db: Firestore, batch: WriteBatch, booking: DocumentSnapshot): void {
  for (const id of (booking.get("slot_ids") as string[] | undefined) ?? []) batch.delete(slotDoc(db, id));
}

/**
 * Whether a commit failed on a precondition: a lock or slot created meanwhile (ALREADY_EXISTS), a slot changed or
 * deleted since it was read (FAILED_PRECONDITION, NOT_FOUND).
 */
export function isConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    isAlreadyExists(error) ||
    [5, 9, "not-found", "failed-precondition", "NOT_FOUND", "FAILED_PRECONDITION"].includes(code as never)
  );
}

/** The meetings one client may hold in a host's week: `share` of its weekly capacity, at least one. */
export function hostWeekShare(availability: Availability, share = clientLimits().weekShare): number {
  const days = WEEKDAYS.filter((day) => availability.weekly[day].length > 0).length;
  return Math.max(1, Math.floor(share * availability.dailyCap * days));
}

/** Refuses a request instant that is not near now (invalid-argument), before any arithmetic or query uses it. */
export function assertNearNow(instants: readonly Date[], now: Date, message = INSTANT_MESSAGE): void {
  if (!instants.every((instant) => isNearNow(instant, now))) throw new HttpsError("invalid-argument", message);
}

/** Refuses another move of a booking moved {@link MAX_RESCHEDULES} times already (`reschedules` counts them). */
export function assertReschedulable(booking: DocumentSnapshot): void {
  if (Number(booking.get("reschedules") ?? 0) >= MAX_RESCHEDULES) {
    throw new HttpsError("failed-precondition", RESCHEDULE_LIMIT_MESSAGE);
  }
}
