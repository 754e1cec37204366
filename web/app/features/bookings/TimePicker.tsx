import "@mantine/dates/styles.css";
import { Alert, Button, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import { MEETING_TYPES, type MeetingTypeId } from "@domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { LOAD_TIMES_FAILED_MESSAGE, freeTimes, refusalMessage } from "./api";
import classes from "./Scheduler.module.css";
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
    setLoad({ state: "loading" });
    freeTimes({ meetingType, ...monthWindow(month), ...(invite ? { invite } : {}), ...(token ? { token } : {}) }).then(
      (answer) => {
        if (current) setLoad({ state: "ready", times: answer.times });
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
        setMonth(`${index === 12 ? year + 1 : year}-${String((index % 12) + 1).padStart(2, "0")}-01`);
        return;
      }
    }
    if (day && !days.has(day)) setDay(null);
    if (value && !load.times.includes(value)) onChange(null);
  }, [load, days, day, value, month, today, onChange]);

  const zones = useMemo(() => zoneOptions(zone), [zone]);
  const dayTimes = day ? (days.get(day) ?? []) : [];
  const meeting = MEETING_TYPES[meetingType];

  return (
    <Stack gap="md">
      {notice ? (
        <Alert color="red" variant="light" role="alert" title="Please pick another time">
          {notice}
        </Alert>
      ) : null}
      <NativeSelect
        label="Time zone"
        description={`Times are shown in ${zoneName(zone)}.`}
        // Mantine's grey description is 3.3:1 on white; this is 7:1.
        styles={{ description: { color: "#4a5872" } }}
        value={zone}
        onChange={(event) => onZoneChange(event.currentTarget.value)}
        data={zones}
        className={classes.zoneSelect}
      />
      <div className={classes.picker}>
        <div className={classes.calendar}>
          <DatePicker
            value={day}
            onChange={(date) => {
              setDay(date);
              onChange(null);
            }}
            date={month}
            onDateChange={(date) => setMonth(monthOf(date))}
            maxLevel="month"
            hideOutsideDates
            weekendDays={[]}
            styles={{ weekday: { color: "#4a5872" } }}
            minDate={monthOf(today) === month ? today : undefined}
            excludeDate={(date) => !days.has(date)}
            getDayAriaLabel={(date) =>
              `${formatDateOnly(date)}${days.has(date) ? `, ${days.get(date)!.length} free times` : ", no free times"}`
            }
            nextLabel="Next month"
            previousLabel="Previous month"
            aria-label="Pick a day"
          />
          <Group gap="xs" mih={24} aria-live="polite">
            {load.state === "loading" ? (
              <>
                <Loader size="xs" />
                <Text size="sm" c="#33415c">
                  Loading free times…
                </Text>
              </>
            ) : load.state === "ready" && days.size === 0 ? (
              <Text size="sm" c="#33415c">
                No free times this month. Try the next month.
              </Text>
            ) : null}
          </Group>
          {load.state === "error" ? (
            <Alert color="red" variant="light" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{load.message}</Text>
                <Button size="xs" variant="default" onClick={() => setAttempt((count) => count + 1)}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : null}
        </div>
        <div className={classes.times}>
          <Title order={3} size="h5" mb="xs">
            {day ? formatDateOnly(day) : "Pick a day"}
          </Title>
          {day ? (
            <SimpleGrid
              cols={{ base: 2, xs: 3, md: 2 }}
              spacing="xs"
              role="group"
              aria-label={`Free times on ${formatDateOnly(day)}`}
            >
              {dayTimes.map((time) => (
                <Button
                  key={time}
                  variant={time === value ? "filled" : "default"}
                  aria-pressed={time === value}
                  onClick={() => onChange(time)}
                >
                  {formatTime(time, zone)}
                </Button>
              ))}
            </SimpleGrid>
          ) : (
            <Text size="sm" c="#33415c">
              Days with free times can be picked in the calendar. Each {meeting.label.toLowerCase()} takes{" "}
              {meeting.minutes} minutes.
            </Text>
          )}
        </div>
      </div>
    </Stack>
  );
}
