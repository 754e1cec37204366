import type { ContentStamp } from "@domain";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "ann@example.com, Apr 1, 2027, 10:00 AM": who did something to a page, and when. */
export function stampText(stamp: ContentStamp): string {
  return stamp.at ? `${stamp.by_email}, ${when.format(new Date(stamp.at))}` : stamp.by_email;
}

/** Secondary text: the staff screens' muted colour, which keeps a 4.5:1 contrast on white (Mantine's "dimmed" does not). */
export const MUTED = "#4a5872";
