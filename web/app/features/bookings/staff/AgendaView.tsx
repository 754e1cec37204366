import {
  BOOKING_STATUS_LABELS,
  HOST_TIME_ZONE,
  MEETING_TYPES,
  ORGANISATION_TYPES,
  formatInZone,
  type BookingAgendaResponse,
} from "@domain";
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { bookingAgenda } from "./api";
import { LoadError } from "../../../components/LoadError/LoadError";

type Row = BookingAgendaResponse["rows"][number];
type When = "upcoming" | "past";

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: HOST_TIME_ZONE,
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/** Rows grouped by their day in the hosts' zone (America/Boise), in the order the callable answered them. */
export function groupByDay(rows: readonly Row[]): [string, Row[]][] {
  const days = new Map<string, Row[]>();
  for (const row of rows) {
    const day = dayFormat.format(new Date(row.start_at));
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days];
}

const STATUS_COLORS = { scheduled: "sky", completed: "green", no_show: "orange", cancelled: "gray" } as const;

/**
 * The Bookings tab's agenda: upcoming bookings by day (soonest first) or past ones (latest first), in the hosts' zone,
 * paged with "Load more". `onOpen` opens a booking's lead drawer when the tab has one.
 */
export function AgendaView({ onOpen, reloadKey = 0 }: { onOpen?: (row: Row) => void; reloadKey?: number }) {
  const [when, setWhen] = useState<When>("upcoming");
  const [rows, setRows] = useState<Row[]>([]);
  const [cursor, setCursor] = useState<BookingAgendaResponse["nextCursor"]>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    bookingAgenda({ when }).then(
      (answer) => {
        if (!current) return;
        setRows(answer.rows);
        setCursor(answer.nextCursor);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(loadErrorMessage(failure));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [when, reloadKey, attempt]);

  async function more() {
    if (!cursor) return;
    setLoading(true);
    try {
      const answer = await bookingAgenda({ when, cursor });
      setRows((current) => [...current, ...answer.rows]);
      setCursor(answer.nextCursor);
    } catch (failure) {
      setError(loadErrorMessage(failure));
    } finally {
      setLoading(false);
    }
  }

  return (
    <Stack gap="md">
      <Group gap="xs" role="group" aria-label="Which bookings">
        {(["upcoming", "past"] as const).map((value) => (
          <Button
            key={value}
            size="xs"
            variant={when === value ? "filled" : "default"}
            aria-pressed={when === value}
            onClick={() => setWhen(value)}
          >
            {value === "upcoming" ? "Upcoming" : "Past"}
          </Button>
        ))}
      </Group>
      {error ? <LoadError message={error} onRetry={() => setAttempt((count) => count + 1)} /> : null}
      {!loading && !error && rows.length === 0 ? (
        <Text c="#4a5872">{when === "upcoming" ? "No upcoming bookings." : "No past bookings."}</Text>
      ) : null}
      {groupByDay(rows).map(([day, dayRows]) => (
        <section key={day} aria-label={day}>
          <Title order={3} size="h5" mb="xs">
            {day}
          </Title>
          <Stack gap="xs">
            {dayRows.map((row) => (
              <Paper key={row.id} withBorder p="sm" radius="md">
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Stack gap={2} style={{ minWidth: 0, flex: "1 1 16rem" }}>
                    <Text fw={700}>
                      {formatInZone(row.start_at, HOST_TIME_ZONE, "time")} ·{" "}
                      {MEETING_TYPES[row.meeting_type]?.label ?? row.meeting_type}
                    </Text>
                    <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                      {row.name} · {row.organisation} (
                      {ORGANISATION_TYPES[row.organisation_type] ?? row.organisation_type}) · {row.email}
                    </Text>
                    {row.topics ? (
                      <Text size="sm" c="#4a5872" lineClamp={2}>
                        {row.topics}
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap="xs">
                    <Badge color={STATUS_COLORS[row.status]} variant="light" style={{ textTransform: "none" }}>
                      {BOOKING_STATUS_LABELS[row.status]}
                    </Badge>
                    {onOpen ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onOpen(row)}
                        aria-label={`Open booking of ${row.name}`}
                      >
                        Open
                      </Button>
                    ) : null}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
      ))}
      {loading ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading...</Text>
        </Group>
      ) : cursor ? (
        <Button variant="default" onClick={more} style={{ alignSelf: "flex-start" }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
