import {
  formatInZone,
  HOST_TIME_ZONE,
  MEETING_TYPES,
  type MeetingTypeId,
  type SubmissionDetailResponse,
} from "@domain";
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { notify } from "../../../lib/staff/notify";
import { cancelBookingAsStaff, freeTimes, rescheduleBookingAsStaff } from "./api";
import { LoadError } from "../../../components/LoadError/LoadError";

const REASON_MAX = 500;
/** How far ahead staff may move a booking from the dashboard (the hosts' horizon still applies on the server). */
const RESCHEDULE_DAYS = 28;

/**
 * "Cancel this booking?": an optional reason (sent to the visitor) and the button that cancels it with
 * `cancelBookingAsStaff`, which mails the visitor the cancellation and tells the host.
 */
export function CancelBookingModal({
  id,
  opened,
  onClose,
  onDone,
}: {
  id: string;
  opened: boolean;
  onClose: () => void;
  onDone: (detail: SubmissionDetailResponse<"bookings">) => void;
}) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      const detail = await cancelBookingAsStaff(id, reason.trim());
      notify({ tone: "success", title: "Booking cancelled", message: "The visitor and the host were e-mailed." });
      setReason("");
      onDone(detail);
    } catch (failure) {
      setError(loadErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title="Cancel this booking?"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Text size="sm">
          The visitor is e-mailed the cancellation (it removes the meeting from their calendar) and the host is told.
          The time becomes free again.
        </Text>
        <Textarea
          label="Reason (optional, sent to the visitor)"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={REASON_MAX}
          rows={3}
        />
        {error ? (
          <Alert color="red" title="Not cancelled" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Keep the booking
          </Button>
          <Button color="red.9" onClick={cancel} loading={busy}>
            Cancel booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * "Move this booking": the meeting type's free times over the next weeks (in the hosts' zone) and the button that
 * moves it with `rescheduleBookingAsStaff`, which mails the visitor and the host the updated invitation.
 */
export function RescheduleBookingModal({
  id,
  meetingType,
  opened,
  onClose,
  onDone,
}: {
  id: string;
  meetingType: MeetingTypeId;
  opened: boolean;
  onClose: () => void;
  onDone: (detail: SubmissionDetailResponse<"bookings">) => void;
}) {
  const [times, setTimes] = useState<string[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!opened) return;
    let current = true;
    setTimes(null);
    setLoadError(null);
    const from = new Date();
    const to = new Date(from.getTime() + RESCHEDULE_DAYS * 24 * 3_600_000);
    freeTimes({ meetingType, from: from.toISOString(), to: to.toISOString() }).then(
      (answer) => current && setTimes(answer.times),
      (failure: unknown) => current && setLoadError(loadErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [opened, meetingType, attempt]);

  async function move() {
    if (!start) {
      setError("Please pick a time");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const detail = await rescheduleBookingAsStaff(id, start);
      notify({ tone: "success", title: "Booking moved", message: "The visitor and the host were e-mailed." });
      setStart(null);
      onDone(detail);
    } catch (failure) {
      setError(loadErrorMessage(failure));
      // A time just taken by someone else: offer the times as they now are.
      setAttempt((count) => count + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={`Move this ${MEETING_TYPES[meetingType].label}`}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Text size="sm">The visitor and the host are e-mailed the updated invitation.</Text>
        {loadError ? (
          <LoadError message={loadError} onRetry={() => setAttempt((count) => count + 1)} />
        ) : times === null ? (
          <Group gap="sm" role="status">
            <Loader size="xs" />
            <Text size="sm">Loading free times…</Text>
          </Group>
        ) : times.length === 0 ? (
          <Text size="sm">No free times in the next {RESCHEDULE_DAYS} days.</Text>
        ) : (
          <Select
            label="New time (Boise time)"
            placeholder="Pick a time"
            searchable
            data={times.map((time) => ({ value: time, label: formatInZone(time, HOST_TIME_ZONE, "short") }))}
            value={start}
            onChange={setStart}
            error={error && !start ? error : undefined}
          />
        )}
        {error && start ? (
          <Alert color="red" title="Not moved" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button onClick={move} loading={busy} disabled={!times || times.length === 0}>
            Move booking
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
