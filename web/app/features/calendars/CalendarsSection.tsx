import type { Availability } from "@domain";
import type { CalendarView, MyCalendarsResponse } from "@domain/calendars";
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useState, type FormEvent } from "react";
import FourteenDays from "./FourteenDays";
import {
  calendarErrorMessage,
  connectCalendar,
  disconnectCalendar,
  myCalendars,
  setBookingCalendar,
  syncCalendarNow,
} from "./api";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * The Availability tab's "Calendars" section: the host's own calendars (an iCal address, read-only, or a CalDAV
 * account, whose picked calendar also receives bookings), each with its name, the address's host and last 4
 * characters (never the address), when it last synced and how many busy times it gave, its last error in plain
 * words, "Sync now" and "Disconnect"; then the next 14 days as the product sees them.
 */
export default function CalendarsSection({ availability }: { availability: Availability }) {
  const [data, setData] = useState<MyCalendarsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    myCalendars().then(
      (answer) => live && setData(answer),
      (failure) => live && setError(calendarErrorMessage(failure)),
    );
    return () => {
      live = false;
    };
  }, []);

  async function act(label: string, action: () => Promise<MyCalendarsResponse>): Promise<boolean> {
    setWorking(label);
    setError(null);
    try {
      setData(await action());
      return true;
    } catch (failure) {
      setError(calendarErrorMessage(failure));
      return false;
    } finally {
      setWorking(null);
    }
  }

  const names = Object.fromEntries((data?.calendars ?? []).map((calendar) => [calendar.id, calendar.name]));
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Calendars
          </Title>
          <Text size="sm" c="#4a5872">
            Connect your own calendars: their busy times remove your free times. A CalDAV calendar also receives your
            bookings. Addresses and passwords are stored encrypted and never shown again.
          </Text>
          {error ? (
            <Alert color="red" variant="light" title="Calendars" role="alert">
              {error}
            </Alert>
          ) : null}
          {data === null && !error ? (
            <Group gap="xs" role="status">
              <Loader size="sm" aria-hidden />
              <Text size="sm" c="#4a5872">
                Loading calendars…
              </Text>
            </Group>
          ) : null}
          {data?.calendars.length === 0 ? <Text size="sm">No calendar connected yet.</Text> : null}
          {data?.calendars.map((calendar) => (
            <CalendarRow
              key={calendar.id}
              calendar={calendar}
              working={working}
              onSync={() => act(`sync-${calendar.id}`, () => syncCalendarNow(calendar.id))}
              onDisconnect={() => act(`disconnect-${calendar.id}`, () => disconnectCalendar(calendar.id))}
              onPick={(key) => act(`pick-${calendar.id}`, () => setBookingCalendar(calendar.id, key))}
            />
          ))}
          <ConnectForm
            working={working === "connect"}
            onConnect={(input) => act("connect", () => connectCalendar(input))}
          />
        </Stack>
      </Paper>
      {data ? <FourteenDays view={data.view} availability={availability} calendarNames={names} /> : null}
    </Stack>
  );
}

function CalendarRow({
  calendar,
  working,
  onSync,
  onDisconnect,
  onPick,
}: {
  calendar: CalendarView;
  working: string | null;
  onSync: () => void;
  onDisconnect: () => void;
  onPick: (key: string | null) => void;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={`Calendar ${calendar.name}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>{calendar.name}</Text>
            <Text size="sm" c="#4a5872">
              {calendar.kind === "caldav" ? "CalDAV" : "Calendar address (iCal)"} · {calendar.hint}
            </Text>
          </div>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={onSync} loading={working === `sync-${calendar.id}`}>
              Sync now
            </Button>
            <Button
              color="red.9"
              variant="outline"
              size="xs"
              onClick={onDisconnect}
              loading={working === `disconnect-${calendar.id}`}
            >
              Disconnect
            </Button>
          </Group>
        </Group>
        <Text size="sm">
          {calendar.lastSyncedAt
            ? `Last synced ${when.format(new Date(calendar.lastSyncedAt))} · ${calendar.busyCount} busy ${
                calendar.busyCount === 1 ? "time" : "times"
              }`
            : "Not synced yet"}
        </Text>
        {calendar.error ? (
          <Text size="sm" c="red.9" role="status">
            Last error: {calendar.error} The busy times of the last good sync still count.
          </Text>
        ) : null}
        {calendar.kind === "caldav" ? (
          <Select
            label="Calendar receiving bookings"
            size="sm"
            maw={360}
            data={[
              { value: "", label: "None" },
              ...calendar.calendars.map((item) => ({ value: item.key, label: item.name })),
            ]}
            value={calendar.bookingCalendar ?? ""}
            onChange={(value) => onPick(value ? value : null)}
            allowDeselect={false}
            disabled={working === `pick-${calendar.id}`}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function ConnectForm({
  working,
  onConnect,
}: {
  working: boolean;
  onConnect: (
    input: { kind: "ics"; url: string } | { kind: "caldav"; url: string; username: string; password: string },
  ) => Promise<boolean>;
}) {
  const [kind, setKind] = useState<"ics" | "caldav">("ics");
  const [url, setUrl] = useState("");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  async function submit(event: FormEvent) {
    event.preventDefault();
    const done = await onConnect(kind === "ics" ? { kind, url } : { kind, url, username, password });
    if (done) {
      setUrl("");
      setPassword("");
    }
  }

  return (
    <form onSubmit={submit} aria-label="Connect a calendar">
      <Stack gap="sm" mt="sm">
        <SegmentedControl
          value={kind}
          onChange={(value) => setKind(value === "caldav" ? "caldav" : "ics")}
          data={[
            { value: "ics", label: "Calendar address (iCal)" },
            { value: "caldav", label: "CalDAV server" },
          ]}
          maw={420}
          fullWidth
          // A phone's width cannot hold both labels on one line: they wrap rather than being cut off.
          styles={{ label: { whiteSpace: "normal" } }}
        />
        <TextInput
          label={kind === "ics" ? "Calendar address (iCal)" : "CalDAV server"}
          description={
            kind === "ics"
              ? "The private iCal address: Google's \"Secret address in iCal format\", Outlook's published ICS link."
              : "The server's address, e.g. https://caldav.fastmail.com/ or https://caldav.icloud.com/"
          }
          // Mantine's dimmed description is 3.3:1 on white; the dashboard's grey text is 4.5:1 or more.
          styles={{ description: { color: "#4a5872" } }}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          required
          autoComplete="off"
        />
        {kind === "caldav" ? (
          <Group grow align="flex-start">
            <TextInput
              label="Username"
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              required
              autoComplete="off"
            />
            <PasswordInput
              label="App password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              autoComplete="new-password"
            />
          </Group>
        ) : null}
        <Group>
          <Button type="submit" loading={working}>
            Connect calendar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
