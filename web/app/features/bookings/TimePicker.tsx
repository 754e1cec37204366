import { MEETING_TYPES, type MeetingTypeId } from "@domain";
import { startTransition, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../../components/ActionButton/ActionButton";
import { SelectField } from "../../components/fields/fields";
import { Alert, SimpleGrid, Stack, Text, Title } from "../../components/ui";
import { LOAD_TIMES_FAILED_MESSAGE, freeTimes, refusalMessage } from "./api";
import { MonthGrid } from "./MonthGrid";
import classes from "./Scheduler.module.css";
import { Spinner } from "../../components/LoadingPlaceholder/LoadingPlaceholder";
import {
  formatDateOnly,
  formatTime,
  groupByLocalDate,
  localDate,
  monthOf,
  monthWindow,
  zoneName,
  zoneOptions,
} from "./zones";

export interface TimePickerProps {
  meetingType: MeetingTypeId;
  invite?: string;
  /** The booking's management token on its reschedule page: its own time counts free, no invitation needed. */
  token?: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  /** The picked start (UTC ISO), if any. */
  value: string | null;
  onChange: (start: string | null) => void;
  /** Raised to fetch the free times again (after "That time was just taken"). */
  refreshKey?: number;
  /** A message above the calendar (the taken time's). */
  notice?: string | null;
  /** For tests and the first month shown: today. */
  now?: Date;
}

/** The index of the day's time that takes the tab stop: the picked one, else the first. */
function rovingIndex(times: readonly string[], value: string | null): number {
  const picked = value ? times.indexOf(value) : -1;
  return picked === -1 ? 0 : picked;
}

/**
 * Arrow keys within the day's times (WAI-ARIA's roving tabindex): Right/Down the next, Left/Up the previous (wrapping),
 * Home/End the first/last. Focus moves; Enter or Space picks. Tab leaves the group from any of them.
 */
function moveAmongTimes(event: KeyboardEvent<HTMLElement>, count: number) {
  const from = Number((event.target as HTMLElement).dataset.timeIndex);
  if (!Number.isInteger(from) || count === 0) return;
  const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  let to: number;
  if (event.key in steps) to = (from + steps[event.key]! + count) % count;
  else if (event.key === "Home") to = 0;
  else if (event.key === "End") to = count - 1;
  else return;
  event.preventDefault();
  const buttons = event.currentTarget.querySelectorAll<HTMLElement>("[data-time-index]");
  buttons.forEach((button, index) => button.setAttribute("tabindex", index === to ? "0" : "-1"));
  buttons[to]?.focus();
}

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; times: string[] };

/**
 * A month calendar whose days with free times can be picked, then that day's free times, in the visitor's zone (a
 * select, the browser's by default). Asks `bookingFreeTimes` for the month shown (and again on `refreshKey`).
 */
export function TimePicker({
  meetingType,
  invite,
  token,
  zone,
  onZoneChange,
  value,
  onChange,
  refreshKey = 0,
  notice,
  now,
}: TimePickerProps) {
  const today = useMemo(() => localDate(now ?? new Date(), zone), [now, zone]);
  const [month, setMonth] = useState(() => monthOf(value ? localDate(value, zone) : today));
  const [day, setDay] = useState<string | null>(value ? localDate(value, zone) : null);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  /** The first month with nothing free moves on to the next once, so a visitor late in a month sees times at once. */
  const advanced = useRef(false);

  useEffect(() => {
    let current = true;
    // Already loading on the first render: no second render for nothing.
    setLoad((current) => (current.state === "loading" ? current : { state: "loading" }));
    freeTimes({ meetingType, ...monthWindow(month), ...(invite ? { invite } : {}), ...(token ? { token } : {}) }).then(
      (answer) => {
        // A month of times and its calendar: rendered in slices that yield to the browser (Total Blocking Time).
        if (current) startTransition(() => setLoad({ state: "ready", times: answer.times }));
      },
      (error: unknown) => {
        if (current) setLoad({ state: "error", message: refusalMessage(error, LOAD_TIMES_FAILED_MESSAGE) });
      },
    );
    return () => {
      current = false;
    };
  }, [meetingType, invite, token, month, refreshKey, attempt]);

  const days = useMemo(() => {
    if (load.state !== "ready") return new Map<string, string[]>();
    const grouped = groupByLocalDate(load.times, zone);
    return new Map([...grouped].filter(([date]) => date.slice(0, 7) === month.slice(0, 7)));
  }, [load, zone, month]);

  // The day's times came back without the picked one (taken, or the zone moved it to another day): pick again.
  useEffect(() => {
    if (load.state !== "ready") return;
    if (!advanced.current) {
      advanced.current = true;
      if (days.size === 0 && month === monthOf(today)) {
        const [year, index] = month.split("-").map(Number) as [number, number];
        const next = `${index === 12 ? year + 1 : year}-${String((index % 12) + 1).padStart(2, "0")}-01`;
        startTransition(() => setMonth(next));
        return;
      }
    }
    if (day && !days.has(day)) setDay(null);
    if (value && !load.times.includes(value)) onChange(null);
  }, [load, days, day, value, month, today, onChange]);

  const zones = useMemo(() => zoneOptions(zone), [zone]);
  const timesHintId = useId();
  const dayTimes = day ? (days.get(day) ?? []) : [];
  const meeting = MEETING_TYPES[meetingType];

  return (
    <Stack gap="md">
      {notice ? <Alert title="Please pick another time">{notice}</Alert> : null}
      <div className={classes.zoneSelect}>
        <SelectField
          label="Time zone"
          description={`Times are shown in ${zoneName(zone)}.`}
          value={zone}
          onChange={(event) => onZoneChange(event.currentTarget.value)}
          choices={zones}
        />
      </div>
      <div className={classes.picker}>
        <div className={classes.calendar}>
          <MonthGrid
            month={month}
            onMonthChange={(next) => startTransition(() => setMonth(next))}
            minMonth={monthOf(today)}
            today={today}
            value={day}
            onChange={(date) => {
              setDay(date);
              onChange(null);
            }}
            isAvailable={(date) => days.has(date)}
            dayLabel={(date) =>
              `${formatDateOnly(date)}${days.has(date) ? `, ${days.get(date)!.length} free times` : ", no free times"}`
            }
            label="Pick a day"
          />
          <div className={classes.status} aria-live="polite">
            {load.state === "loading" ? (
              <>
                <Spinner />
                <Text size="sm" tone="body">
                  Loading free times…
                </Text>
              </>
            ) : load.state === "ready" && days.size === 0 ? (
              <Text size="sm" tone="body">
                No free times this month. Try the next month.
              </Text>
            ) : null}
          </div>
          {load.state === "error" ? (
            <Alert>
              <p>{load.message}</p>
              <Button size="compact-sm" variant="default" onClick={() => setAttempt((count) => count + 1)}>
                Try again
              </Button>
            </Alert>
          ) : null}
        </div>
        <div className={classes.times}>
          <Title order={3} size="h5" className={classes.timesTitle}>
            {day ? formatDateOnly(day) : "Pick a day"}
          </Title>
          {day ? (
            <Text id={timesHintId} size="sm" tone="body" className={classes.timesHint}>
              Arrow keys move between the times; Enter picks one.
            </Text>
          ) : null}
          {day ? (
            <SimpleGrid
              cols={{ base: 2, xs: 3, md: 2 }}
              spacing="xs"
              role="group"
              aria-label={`Free times on ${formatDateOnly(day)}`}
              aria-describedby={timesHintId}
              onKeyDown={(event) => moveAmongTimes(event, dayTimes.length)}
            >
              {dayTimes.map((time, index) => (
                <Button
                  key={time}
                  variant={time === value ? "filled" : "default"}
                  aria-pressed={time === value}
                  // One tab stop for the day's times (roving tabindex): the picked time, else the first.
                  tabIndex={index === rovingIndex(dayTimes, value) ? 0 : -1}
                  data-time-index={index}
                  onClick={() => onChange(time)}
                >
                  {formatTime(time, zone)}
                </Button>
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" tone="body">
              Days with free times can be picked in the calendar. Each {meeting.label.toLowerCase()} takes{" "}
              {meeting.minutes} minutes.
            </Text>
          )}
        </div>
      </div>
    </Stack>
  );
}
