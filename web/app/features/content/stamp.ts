import type { ContentStamp } from "@domain";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "ann@example.com, Apr 1, 2027, 10:00 AM": who did something to a page, and when. */
export function stampText(stamp: ContentStamp): string {
  return stamp.at ? `${stamp.by_email}, ${when.format(new Date(stamp.at))}` : stamp.by_email;
}
