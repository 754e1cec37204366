import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import classes from "./MonthGrid.module.css";

/*
 * The booking pages' month calendar: plain React and CSS in place of @mantine/dates (docs/decisions/0005), built on
 * WAI-ARIA's date grid pattern (the APG date picker's grid). The month's days are one Tab stop (roving tabindex);
 * arrow keys move by a day or a week, Home/End to the week's first/last day, PageUp/PageDown by a month (with Shift a
 * year), crossing into the next or previous month as they go. Days without free times stay reachable by the keyboard
 * but are disabled for assistive technology (aria-disabled) and cannot be picked. Dates are `YYYY-MM-DD` strings,
 * months `YYYY-MM-01`, as the scheduler's zone helpers (zones.ts) write them; no Date crosses a zone here.
 */

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "March 2027", without Intl: the first Intl.DateTimeFormat a tab builds loads ICU data in one long task. */
function monthName(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

function toDate(date: string): Date {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `date` moved by `days` (negative: back). */
export function addDays(date: string, days: number): string {
  const moved = toDate(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return toIso(moved);
}

/** The same day `months` later (or earlier), on the month's last day when it has fewer days. */
export function addMonths(date: string, months: number): string {
  const from = toDate(date);
  const first = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(from.getUTCDate(), length));
  return toIso(first);
}

/** 0 for Monday … 6 for Sunday: the week starts on Monday, as the calendar this replaces showed it. */
function weekdayIndex(date: string): number {
  return (toDate(date).getUTCDay() + 6) % 7;
}

/** The month's weeks, Monday to Sunday, with null for the days of the months either side (not shown). */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month.slice(0, 7)}-01`;
  const days: (string | null)[] = Array.from({ length: weekdayIndex(first) }, () => null);
  for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1)) days.push(day);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** Where a key moves the focus from `date`, or null for a key the grid leaves alone. */
export function keyTarget(key: string, date: string, shift = false): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekdayIndex(date));
    case "End":
      return addDays(date, 6 - weekdayIndex(date));
    case "PageUp":
      return addMonths(date, shift ? -12 : -1);
    case "PageDown":
      return addMonths(date, shift ? 12 : 1);
    default:
      return null;
  }
}

const monthOfDate = (date: string) => `${date.slice(0, 7)}-01`;

export interface MonthGridProps {
  /** The month shown, `YYYY-MM-01`. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The earliest month the visitor can go back to (this month). */
  minMonth: string;
  /** Today, `YYYY-MM-DD` in the visitor's zone (marked as the current date). */
  today: string;
  /** The picked day, if any. */
  value: string | null;
  onChange: (date: string) => void;
  /** Whether a day can be picked (it has free times). */
  isAvailable: (date: string) => boolean;
  /** A day's accessible name: its full date and what it offers. */
  dayLabel: (date: string) => string;
  /** The grid's name. */
  label: string;
}

/** A month of days to pick from (see the notes at the top of this file). */
export function MonthGrid({
  month,
  onMonthChange,
  minMonth,
  today,
  value,
  onChange,
  isAvailable,
  dayLabel,
  label,
}: MonthGridProps) {
  const labelId = useId();
  const grid = useRef<HTMLTableElement>(null);
  /** The day the keyboard last moved to; it keeps the tab stop while it is in the month shown. */
  const [active, setActive] = useState<string | null>(null);
  /** Set by a key press: focus follows the tab stop once the (possibly new) month has rendered. */
  const moveFocus = useRef(false);
  const weeks = monthWeeks(month);
  const days = weeks.flat().filter((day): day is string => day !== null);
  const inMonth = (date: string | null): date is string => date !== null && monthOfDate(date) === month;
  // The tab stop: where the keyboard is, else the picked day, else the first day with free times, else today or the 1st.
  const tabStop =
    (inMonth(active) && active) ||
    (inMonth(value) && value) ||
    days.find(isAvailable) ||
    (inMonth(today) ? today : days[0]!);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${tabStop}"]`)?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.date;
    if (!from) return;
    let target = keyTarget(event.key, from, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    // Not before this month: the earliest day reachable is the first of it.
    if (target < minMonth) target = minMonth;
    if (target === from) return;
    moveFocus.current = true;
    setActive(target);
    if (monthOfDate(target) !== month) onMonthChange(monthOfDate(target));
  };

  const canGoBack = month > minMonth;

  return (
    <div className={classes.calendar}>
      <div className={classes.header}>
        <button
          type="button"
          className={classes.control}
          aria-label="Previous month"
          disabled={!canGoBack}
          onClick={() => onMonthChange(addMonths(month, -1))}
        >
          <Icon name="chevronLeft" size={16} />
        </button>
        <div id={labelId} className={classes.monthLabel} aria-live="polite">
          {monthName(month)}
        </div>
        <button
          type="button"
          className={classes.control}
          aria-label="Next month"
          onClick={() => onMonthChange(addMonths(month, 1))}
        >
          <Icon name="chevronRight" size={16} />
        </button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-label={`${label}, ${monthName(month)}`}
        className={classes.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday} className={classes.weekday}>
                {weekday.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <td key={date} className={classes.cell} aria-selected={date === value}>
                    <button
                      type="button"
                      className={classes.day}
                      data-date={date}
                      tabIndex={date === tabStop ? 0 : -1}
                      aria-label={dayLabel(date)}
                      aria-disabled={isAvailable(date) ? undefined : true}
                      aria-current={date === today ? "date" : undefined}
                      data-selected={date === value || undefined}
                      onClick={() => {
                        setActive(date);
                        if (isAvailable(date)) onChange(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${index}`} className={classes.cell} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
