import { createHash, randomBytes } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "../domain/collections";

/**
 * The visitor hash, Plausible's way: SHA-256 of a random salt of the day, the site, the client address and the user
 * agent, cut to 16 hex digits. The salt lives in `traffic_salts/{day}` and is deleted once the day is over (the
 * roll-up; a TTL policy on `expires_at` as a safety net), after which nobody can recompute a hash of that day or link
 * a visitor's days. The address itself is never stored.
 */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash("sha256").update([salt, site, address, userAgent].join("\n")).digest("hex").slice(0, 16);
}

/** One salt per day per instance, read or created once. */
const salts = new Map<string, Promise<string>>();

/** The salt of `day`, created on its first beacon (a transaction, so concurrent instances agree on one). */
export function dailySalt(db: Firestore, day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    salt = readOrCreateSalt(db, day);
    salts.clear();
    salts.set(day, salt);
    salt.catch(() => salts.delete(day));
  }
  return salt;
}

async function readOrCreateSalt(db: Firestore, day: string): Promise<string> {
  const ref = db.collection(COLLECTIONS.trafficSalts).doc(day);
  return db.runTransaction(async (transaction) => {
    const existing = (await transaction.get(ref)).data() as { salt?: string } | undefined;
    if (typeof existing?.salt === "string") return existing.salt;
    const salt = randomBytes(32).toString("hex");
    // Deleted by the roll-up once the day is over; the TTL policy deletes it a day later if no roll-up ran.
    const expiresAt = Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000);
    transaction.set(ref, { day, salt, expires_at: expiresAt });
    return salt;
  });
}

/** Forgets the cached salts (tests). */
export function forgetSalts(): void {
  salts.clear();
}
