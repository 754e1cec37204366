import { HOST_TIME_ZONE, WEEKDAYS, type Availability } from "@domain";
import type { MyCalendarsResponse } from "@domain/calendars";
import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: HOST_TIME_ZONE,
  weekday: "short",
  month: "short",
  day: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-US", { timeZone: HOST_TIME_ZONE, hour: "numeric", minute: "2-digit" });
const keyFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: HOST_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const weekdayFormat = new Intl.DateTimeFormat("en-US", { timeZone: HOST_TIME_ZONE, weekday: "short" });

/** The host's day (YYYY-MM-DD in the hosts' zone) an instant falls on. */
const dayKey = (instant: Date) => keyFormat.format(instant);

interface Item {
  start: Date;
  end: Date;
  label: string;
  kind: "booking" | "busy";
}

/**
 * The host's next 14 days as the product sees them: each day's weekly hours, bookings, and the busy times each
 * connected calendar gave (an all-day event shows as busy from midnight), so a host can check at a glance that the
 * right things block.
 */
export default function FourteenDays({
  view,
  availability,
  calendarNames,
}: {
  view: MyCalendarsResponse["view"];
  availability: Availability;
  calendarNames: Record<string, string>;
}) {
  const from = new Date(view.from);
  const days: { key: string; date: Date }[] = [];
  for (let at = from.getTime(); days.length < 14; at += 86_400_000) {
    const date = new Date(at);
    if (!days.some((day) => day.key === dayKey(date))) days.push({ key: dayKey(date), date });
  }
  const items: Item[] = [
    ...view.bookings.map((booking) => ({
      start: new Date(booking.start),
      end: new Date(booking.end),
      label: booking.label,
      kind: "booking" as const,
    })),
    ...view.busy.map((busy) => ({
      start: new Date(busy.start),
      end: new Date(busy.end),
      label: calendarNames[busy.calendarId] ?? "Calendar",
      kind: "busy" as const,
    })),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
  const weekdayOf = (date: Date) =>
    WEEKDAYS[["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(weekdayFormat.format(date))] ?? "mon";

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Your next 14 days
        </Title>
        <Text size="sm" c="#4a5872">
          Weekly hours, bookings and the busy times of your calendars (times in Boise). Busy times remove free times;
          events marked free, cancelled or declined do not appear.
        </Text>
        {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
        <Table.ScrollContainer
          minWidth={520}
          type="native"
          role="region"
          aria-label="Your next 14 days, scrollable"
          tabIndex={0}
        >
          <Table verticalSpacing="xs" aria-label="Your next 14 days">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Day</Table.Th>
                <Table.Th scope="col">Weekly hours</Table.Th>
                <Table.Th scope="col">Bookings and busy times</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map(({ key, date }) => {
                const ranges =
                  availability.active && !availability.daysOff.includes(key)
                    ? availability.weekly[weekdayOf(date)]
                    : [];
                const today = items.filter(
                  (item) => dayKey(item.start) <= key && dayKey(new Date(item.end.getTime() - 1)) >= key,
                );
                return (
                  <Table.Tr key={key}>
                    <Table.Th scope="row">{dayFormat.format(date)}</Table.Th>
                    <Table.Td>
                      {ranges.length ? ranges.map((range) => `${range.start}–${range.end}`).join(", ") : "—"}
                    </Table.Td>
                    <Table.Td>
                      {today.length === 0 ? (
                        "—"
                      ) : (
                        <Group gap={6}>
                          {today.map((item) => (
                            <Badge
                              key={`${item.kind}-${item.start.toISOString()}-${item.label}`}
                              variant={item.kind === "booking" ? "filled" : "outline"}
                              color={item.kind === "booking" ? "blue.9" : "gray.8"}
                              radius="sm"
                              tt="none"
                            >
                              {item.kind === "booking" ? "Booking" : "Busy"} {timeFormat.format(item.start)}–
                              {timeFormat.format(item.end)} · {item.label}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
