/** The Traffic view's periods: the last N days (today, UTC, included) or a range picked with the date picker. */
export type PeriodChoice = "7" | "30" | "90" | "range";

const DAY_MS = 86_400_000;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The first and last day of the last `days` days up to `today`. */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  return { from: utcDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: utcDay(today) };
}
