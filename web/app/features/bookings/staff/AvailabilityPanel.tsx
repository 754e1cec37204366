import "@mantine/dates/styles.css";
import {
  AVAILABILITY_DEFAULTS,
  AvailabilitySchema,
  HOST_TIME_ZONE,
  MEETING_TYPES,
  MEETING_TYPE_IDS,
  WEEKDAYS,
  type Availability,
  type MyAvailabilityResponse,
  type Weekday,
} from "@domain";
import {
  ActionIcon,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { DatePicker, TimeInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { Suspense, useEffect, useState, type ComponentType } from "react";
import { LoadingState } from "../../../components/LoadingState/LoadingState";
import * as v from "valibot";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { getMyAvailability, rotateCalendarFeed, setMyAvailability } from "./api";
import { notify } from "../../../lib/staff/notify";
import type { StaffPanelProps } from "../../../lib/staff/staffTab";
import { LoadError } from "../../../components/LoadError/LoadError";

const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** What a host who never saved starts from (the server answers its own defaults too). */
export const EMPTY_AVAILABILITY: Availability = {
  active: false,
  meetingTypes: MEETING_TYPE_IDS.filter((id) => MEETING_TYPES[id].public),
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
  daysOff: [],
  ...AVAILABILITY_DEFAULTS,
};

/**
 * The signed-in admin's availability as a host: whether they take bookings, which meetings, weekly hours per weekday
 * (America/Boise), days off, notice, how far ahead, buffer and a daily cap; saved with setMyAvailability after the
 * domain's schema accepts it. Below, the private calendar feed: a new secret address (shown once) or revoked; then what
 * the route puts below (the calendars feature's section: the host's own calendars and their next 14 days).
 */
export default function AvailabilityPanel({
  Calendars,
}: Partial<StaffPanelProps> & {
  /** Below the feed, given the saved availability (routes/dashboard.availability.tsx: features/calendars). */
  Calendars?: ComponentType<{ availability: Availability }>;
}) {
  const [loaded, setLoaded] = useState<MyAvailabilityResponse | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useForm<Availability>({ initialValues: EMPTY_AVAILABILITY });

  useEffect(() => {
    let current = true;
    setLoadError(null);
    getMyAvailability().then(
      (answer) => {
        if (!current) return;
        setLoaded(answer);
        form.setValues(answer.availability);
        form.resetDirty(answer.availability);
      },
      (failure: unknown) => current && setLoadError(loadErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
    // `form` is a new object on every render; the load depends only on the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  async function save(values: Availability) {
    const checked = v.safeParse(AvailabilitySchema, values);
    if (!checked.success) {
      // Each message under what it is about: `weekly.tue.0` (a range), `horizonDays`…
      const errors: Record<string, string> = {};
      for (const issue of checked.issues) errors[v.getDotPath(issue) ?? "active"] ??= issue.message;
      form.setErrors(errors);
      notify({ tone: "error", title: "Not saved", message: Object.values(errors)[0] ?? "Please check the hours." });
      return;
    }
    setSaving(true);
    try {
      const answer = await setMyAvailability(checked.output);
      setLoaded(answer);
      form.setValues(answer.availability);
      form.resetDirty(answer.availability);
      notify({ tone: "success", title: "Availability saved", message: "Visitors now see your new free times." });
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setSaving(false);
    }
  }

  if (loadError) {
    return <LoadError message={loadError} onRetry={() => setAttempt((count) => count + 1)} mt="lg" />;
  }
  if (!loaded) {
    return (
      <Group gap="sm" role="status" mt="lg">
        <Loader size="xs" />
        <Text size="sm">Loading...</Text>
      </Group>
    );
  }

  return (
    <Stack gap="xl" mt="lg">
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="lg">
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                Your availability
              </Title>
              <Switch
                label="Take bookings"
                description="Visitors can book you only while this is on."
                styles={{ description: { color: "#4a5872" } }}
                {...form.getInputProps("active", { type: "checkbox" })}
              />
              <Checkbox.Group label="Meetings you take" {...form.getInputProps("meetingTypes")}>
                <Group mt="xs" gap="lg">
                  {MEETING_TYPE_IDS.map((id) => (
                    <Checkbox
                      key={id}
                      value={id}
                      label={`${MEETING_TYPES[id].label} (${MEETING_TYPES[id].minutes} min)`}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            </Stack>
          </Paper>

          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              <div>
                <Title order={2} size="h4">
                  Weekly hours
                </Title>
                <Text size="sm" c="#4a5872">
                  In Mountain Time ({HOST_TIME_ZONE}). A day without hours takes no bookings.
                </Text>
              </div>
              {WEEKDAYS.map((day) => {
                const ranges = form.values.weekly[day];
                return (
                  <Group key={day} align="flex-start" gap="md" wrap="wrap">
                    <Text fw={600} w={100} pt={6}>
                      {WEEKDAY_LABELS[day]}
                    </Text>
                    <Stack gap="xs" style={{ flex: "1 1 18rem" }}>
                      {ranges.length === 0 ? (
                        <Text size="sm" c="#4a5872" pt={6}>
                          Unavailable
                        </Text>
                      ) : null}
                      {ranges.map((_, index) => (
                        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                          <TimeInput
                            aria-label={`${WEEKDAY_LABELS[day]} range ${index + 1} from`}
                            {...form.getInputProps(`weekly.${day}.${index}.start`)}
                            w={130}
                          />
                          <Text pt={6} aria-hidden="true">
                            –
                          </Text>
                          <TimeInput
                            aria-label={`${WEEKDAY_LABELS[day]} range ${index + 1} to`}
                            {...form.getInputProps(`weekly.${day}.${index}.end`)}
                            w={130}
                          />
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            size="lg"
                            aria-label={`Remove ${WEEKDAY_LABELS[day]} range ${index + 1}`}
                            onClick={() => form.removeListItem(`weekly.${day}`, index)}
                          >
                            ×
                          </ActionIcon>
                        </Group>
                      ))}
                      {[
                        ...new Set(
                          Object.entries(form.errors)
                            .filter(([path]) => path === `weekly.${day}` || path.startsWith(`weekly.${day}.`))
                            .map(([, message]) => String(message)),
                        ),
                      ].map((message) => (
                        <Text key={message} size="sm" c="red.9">
                          {message}
                        </Text>
                      ))}
                    </Stack>
                    <Button
                      variant="default"
                      size="xs"
                      mt={4}
                      aria-label={`Add hours on ${WEEKDAY_LABELS[day]}`}
                      onClick={() => {
                        const last = ranges[ranges.length - 1];
                        form.insertListItem(
                          `weekly.${day}`,
                          last && last.end < "17:00"
                            ? { start: last.end, end: "17:00" }
                            : { start: "09:00", end: "17:00" },
                        );
                      }}
                    >
                      Add hours
                    </Button>
                  </Group>
                );
              })}
            </Stack>
          </Paper>

          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Days off
                </Title>
                <Text size="sm" c="#4a5872">
                  Pick the dates you take no bookings ({form.values.daysOff.length} chosen).
                </Text>
                <DatePicker
                  type="multiple"
                  hideOutsideDates
                  weekendDays={[]}
                  styles={{ weekday: { color: "#4a5872" } }}
                  value={form.values.daysOff}
                  onChange={(dates) => form.setFieldValue("daysOff", [...dates].sort())}
                  nextLabel="Next month"
                  previousLabel="Previous month"
                  aria-label="Days off"
                />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Rules
                </Title>
                <NumberInput
                  label="Minimum notice (hours)"
                  min={0}
                  max={336}
                  allowDecimal={false}
                  {...form.getInputProps("minimumNoticeHours")}
                />
                <NumberInput
                  label="How far ahead visitors may book (days)"
                  min={1}
                  max={365}
                  allowDecimal={false}
                  {...form.getInputProps("horizonDays")}
                />
                <NumberInput
                  label="Buffer between meetings (minutes)"
                  min={0}
                  max={120}
                  allowDecimal={false}
                  {...form.getInputProps("bufferMinutes")}
                />
                <NumberInput
                  label="Most meetings a day"
                  min={1}
                  max={24}
                  allowDecimal={false}
                  {...form.getInputProps("dailyCap")}
                />
              </Stack>
            </Paper>
          </SimpleGrid>

          <Group>
            <Button type="submit" loading={saving}>
              Save availability
            </Button>
            {form.isDirty() ? (
              <Text size="sm" c="#4a5872">
                Unsaved changes
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>

      <CalendarFeed active={loaded.feed.active} initialUrl={loaded.feed.url} />
      {Calendars ? (
        <Suspense fallback={<LoadingState />}>
          <Calendars availability={loaded.availability} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The private iCalendar feed of this host's bookings: its address is shown once, after it is made. */
function CalendarFeed({ active: initiallyActive, initialUrl }: { active: boolean; initialUrl: string | null }) {
  const [active, setActive] = useState(initiallyActive);
  const [url, setUrl] = useState<string | null>(initialUrl);
  const [busy, setBusy] = useState(false);

  async function rotate(revoke: boolean) {
    setBusy(true);
    try {
      const answer = await rotateCalendarFeed(revoke);
      setUrl(answer.url);
      setActive(!revoke && answer.url !== null);
      notify({
        tone: "success",
        title: revoke ? "Feed revoked" : "New feed address",
        message: revoke
          ? "The calendar feed address no longer works."
          : "Copy the address now: it is shown only once. Any older address stopped working.",
      });
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Calendar feed
        </Title>
        <Text size="sm" c="#4a5872">
          A private iCalendar address of your bookings for Google Calendar, Outlook or Apple Calendar. Anyone with the
          address can read it: keep it secret, and make a new one if it leaks.
        </Text>
        {url ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label="Feed address (shown once)" value={url} readOnly style={{ flex: 1 }} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? "Copied" : "Copy"}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          <Text size="sm">{active ? "A feed address is active (hidden)." : "No feed address yet."}</Text>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={() => rotate(false)} loading={busy}>
            {active ? "Make a new address" : "Create feed address"}
          </Button>
          {active ? (
            <Button color="red.9" variant="outline" onClick={() => rotate(true)} disabled={busy}>
              Revoke
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
