/**
 * The text of a reply without what the mail client added below (or above) it: the quoted history and the signature
 * noise, as Gmail, Outlook and Apple Mail write them. Lines are cut at the first of:
 * - an attribution line: "On Tue, Nov 24, 2026 at 9:14 AM Idaho AI Coaches <reply+…> wrote:" (Gmail, Apple Mail,
 *   Thunderbird; Gmail may wrap it over two lines), "Le … a écrit :" and the like are not recognised;
 * - Outlook's header block: "-----Original Message-----", a "________________________________" rule, or a line
 *   "From: …" followed within three lines by "Sent: …" / "Date: …";
 * - the signature delimiter "-- " and the mobile footers ("Sent from my iPhone", "Get Outlook for iOS/Android");
 * - a run of lines quoted with ">" (the history quoted inline), with the "…:" line above it in any language (Android's
 *   "02.04.2012 14:20 пользователь … написал:", wrapped over two lines).
 * A reply written below the quote (Thunderbird's bottom-posting) is the text after the quoted lines.
 * A forward ("Begin forwarded message:", "---------- Forwarded message ---------" before any of these) is kept
 * whole: what was forwarded is its point. What is above is kept, trimmed; when nothing is (a top-quoted forward), the whole text is kept, so no mail is empty.
 */

const ATTRIBUTION = /^\s*On\s.+wrote:\s*$/i;
const ATTRIBUTION_START = /^\s*On\s.+(\d{4}|AM|PM).*$/i;
const OUTLOOK_RULE = /^\s*(-{3,}\s*Original Message\s*-{3,}|_{20,})\s*$/i;
const OUTLOOK_FROM = /^\s*\*?From:\*?\s.+$/i;
const OUTLOOK_SENT = /^\s*\*?(Sent|Date):\*?\s.+$/i;
const SIGNATURE = /^(-- ?|Sent from my (iPhone|iPad|Android|Galaxy).*|Get Outlook for (iOS|Android).*)\s*$/i;
const QUOTED = /^\s*>/;
const FORWARD = /^\s*(Begin forwarded message:|-{5,}\s*Forwarded message\s*-{5,})\s*$/i;

/** A line that names a date (`02.04.2012`, `2012-04-02`, `4/2/12`): the first line of a wrapped attribution. */
const DATED = /\d{1,4}[./-]\d{1,2}[./-]\d{2,4}/;

/**
 * Where the attribution of a quoted block starting at line `quote` begins: any language's "…:" line just above it
 * (blank lines between allowed), and the line above that too when it carries the date of a wrapped attribution
 * (Android's Russian "02.04.2012 14:20 пользователь "…" <" / "…> написал:"). `quote` itself when there is none.
 */
function attributionStart(lines: readonly string[], quote: number): number {
  let above = quote - 1;
  while (above >= 0 && !lines[above]?.trim()) above--;
  if (above < 0 || !/:\s*$/.test(lines[above] ?? "")) return quote;
  const wrapped = lines[above - 1] ?? "";
  return wrapped.trim() && DATED.test(wrapped) && !DATED.test(lines[above] ?? "") ? above - 1 : above;
}

/** The index of the first line that ends the reply (an attribution, a header block, a signature, a quote). */
function replyEnd(lines: readonly string[]): number {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    // A forward: what is below is what was forwarded, the point of the mail; keep it whole.
    if (FORWARD.test(line)) return lines.length;
    if (
      ATTRIBUTION.test(line) ||
      (ATTRIBUTION_START.test(line) && /wrote:\s*$/i.test(lines[index + 1] ?? "")) ||
      OUTLOOK_RULE.test(line) ||
      (OUTLOOK_FROM.test(line) && lines.slice(index + 1, index + 4).some((later) => OUTLOOK_SENT.test(later))) ||
      SIGNATURE.test(line)
    ) {
      return index;
    }
    if (QUOTED.test(line)) return attributionStart(lines, index);
  }
  return lines.length;
}

export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const end = replyEnd(lines);
  const kept = lines.slice(0, end).join("\n").trim();
  if (kept) return kept;
  // Nothing above the history: a reply written below the quote (Thunderbird's bottom-posting). Skip the attribution
  // and the quoted lines, and take what follows up to its own end.
  let start = end;
  while (start < lines.length && (QUOTED.test(lines[start] ?? "") || !lines[start]?.trim() || start === end)) start++;
  const below = lines.slice(start);
  const answer = below.slice(0, replyEnd(below)).join("\n").trim();
  return answer || text.trim();
}
