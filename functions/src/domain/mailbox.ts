/**
 * The mailbox an address delivers to, as one string: what the per-address limits count on (the confirmation cap,
 * the per-e-mail rate limit), so `victim+1@gmail.com`, `v.i.c.t.i.m@gmail.com` and `VICTIM@googlemail.com` are one
 * mailbox, not three allowances. Trimmed, NFC, lower-cased; a `+tag` removed from the local part (every common
 * provider delivers `name+tag` to `name`); for Gmail (gmail.com, googlemail.com, folded to gmail.com) the dots of
 * the local part removed too, since Gmail ignores them. Other domains keep their dots: `first.last` and `firstlast`
 * may be different people there. Only for keys: an address is stored and mailed as it was typed.
 */
export function normalisedMailbox(address: string): string {
  const text = address.trim().normalize("NFC").toLowerCase();
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  let local = text.slice(0, at);
  let domain = text.slice(at + 1);
  const plus = local.indexOf("+");
  // A local part that is only a tag ("+x@…") is kept whole rather than emptied.
  if (plus > 0) local = local.slice(0, plus);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}
