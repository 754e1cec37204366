import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { defineSecret } from "firebase-functions/params";

/*
 * A calendar's address and password are stored encrypted (AES-256-GCM) with a key derived from the CALENDAR_KEY
 * Secret Manager secret (`firebase functions:secrets:set CALENDAR_KEY`; locally functions/.secret.local, which
 * scripts/stack.mjs writes), so a Firestore export or a reader of the database learns neither. The calendar's document
 * id is the additional authenticated data: a sealed secret copied to another calendar's document does not open.
 */
export const calendarKey = defineSecret("CALENDAR_KEY");

const MIN_KEY_LENGTH = 16;
const VERSION = "v1";
/** GCM's full 16-byte tag, required when opening: without `authTagLength` Node accepts a tag cut to 4 bytes. */
const TAG_LENGTH = 16;

/** The secret's value, read inside a handler; throws when the function was deployed without it. */
export function calendarKeyValue(): string {
  const key = calendarKey.value();
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(`CALENDAR_KEY is not set (or shorter than ${MIN_KEY_LENGTH} characters)`);
  }
  return key;
}

function derive(secret: string): Buffer {
  if (secret.length < MIN_KEY_LENGTH) throw new Error("CALENDAR_KEY is too short");
  return Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), "host-calendar-secrets", 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url) of `plain`, bound to `context` (the calendar's id). */
export function seal(secret: string, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derive(secret), iv, { authTagLength: TAG_LENGTH });
  cipher.setAAD(Buffer.from(context, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain text of a sealed value; throws when the key, the context or the text is not the one it was sealed with. */
export function open(secret: string, context: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Not a sealed calendar secret");
  const tagBytes = Buffer.from(tag, "base64url");
  if (tagBytes.length !== TAG_LENGTH) throw new Error("Not a sealed calendar secret");
  const decipher = createDecipheriv("aes-256-gcm", derive(secret), Buffer.from(iv, "base64url"), {
    authTagLength: TAG_LENGTH,
  });
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(tagBytes);
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
