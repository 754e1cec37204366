/**
 * The text of a reply without what the mail client added below (or above) it: the quoted history and the signature
 * noise, as Gmail, Outlook and Apple Mail write them. Lines are cut at the first of:
 * - an attribution line: "On Tue, Nov 24, 2026 at 9:14 AM Idaho AI Coaches <reply+…> wrote:" (Gmail, Apple Mail,
 *   Thunderbird; Gmail may wrap it over two lines), "Le … a écrit :" and the like are not recognised;
 * - Outlook's header block: "-----Original Message-----", a "________________________________" rule, or a line
 *   "From: …" followed within three lines by "Sent: …" / "Date: …";
 * - the signature delimiter "-- " and the mobile footers ("Sent from my iPhone", "Get Outlook for iOS/Android");
 * - a run of lines quoted with ">" (the history quoted inline).
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

export function replyText(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let end = lines.length;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    // A forward: what is below is what was forwarded, the point of the mail; keep it whole.
    if (FORWARD.test(line)) break;
    if (
      ATTRIBUTION.test(line) ||
      (ATTRIBUTION_START.test(line) && /wrote:\s*$/i.test(lines[index + 1] ?? "")) ||
      OUTLOOK_RULE.test(line) ||
      (OUTLOOK_FROM.test(line) && lines.slice(index + 1, index + 4).some((later) => OUTLOOK_SENT.test(later))) ||
      SIGNATURE.test(line) ||
      QUOTED.test(line)
    ) {
      end = index;
      break;
    }
  }
  const kept = lines.slice(0, end).join("\n").trim();
  return kept || text.trim();
}
