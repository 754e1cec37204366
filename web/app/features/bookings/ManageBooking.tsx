import {
  CancelBookingSchema,
  LINK_INVALID_MESSAGE,
  MEETING_TYPES,
  TOKEN_PATTERN,
  type BookingByTokenResponse,
  type BookingChangeResponse,
  validate,
} from "@domain";
import { useEffect, useState } from "react";
import { Button } from "../../components/ActionButton/ActionButton";
import { TextAreaField } from "../../components/fields/fields";
import { Alert, Paper, Stack, Text, Title } from "../../components/ui";
import { asCallableError } from "../../lib/firebase";
import { cancelBooking, getBookingByToken, isTimeGone, refusalMessage, rescheduleBooking } from "./api";
import { Confirmation, downloadInvitation } from "./Confirmation";
import { TimePicker } from "./TimePicker";
import { useTimeChoice } from "./useTimeChoice";
import classes from "./Scheduler.module.css";
import { LoadingPlaceholder } from "../../components/LoadingPlaceholder/LoadingPlaceholder";
import { browserTimeZone, formatWhen } from "./zones";

export const CHANGE_FAILED_MESSAGE = "Failed to change your meeting. Please try again.";
export const LOAD_BOOKING_FAILED_MESSAGE = "We couldn't load your meeting. Please try again.";

type Load =
  { state: "loading" } | { state: "refused"; message: string } | { state: "ready"; answer: BookingByTokenResponse };

/** What a reschedule or cancel link opens: the booking its token names, or the server's reason it cannot change. */
function useBookingByToken(token: string | null): Load {
  const [load, setLoad] = useState<Load>({ state: "loading" });
  useEffect(() => {
    if (!token || !TOKEN_PATTERN.test(token)) {
      setLoad({ state: "refused", message: LINK_INVALID_MESSAGE });
      return;
    }
    let current = true;
    setLoad({ state: "loading" });
    getBookingByToken(token).then(
      (answer) => {
        if (!current) return;
        setLoad(
          answer.changeable
            ? { state: "ready", answer }
            : { state: "refused", message: answer.reason ?? LINK_INVALID_MESSAGE },
        );
      },
      (error: unknown) => {
        if (current) setLoad({ state: "refused", message: refusalMessage(error, LOAD_BOOKING_FAILED_MESSAGE) });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);
  return load;
}

/**
 * One change of a booking at a time: whether it is being sent, and why the last one failed. `handled` answers true for
 * a refusal the caller shows itself (a time taken meanwhile); any other failure is shown as the failure.
 */
function useSending() {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  async function send(action: () => Promise<void>, handled?: (error: unknown) => boolean) {
    setSending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      if (!handled?.(error)) setFailure(refusalMessage(error, CHANGE_FAILED_MESSAGE));
    } finally {
      setSending(false);
    }
  }
  return { failure, setFailure, sending, send };
}

function Refused({ message }: { message: string }) {
  return (
    <Alert title="This meeting can't be changed">
      <p>{message}</p>
    </Alert>
  );
}

/** The page's own placeholder, still: it was prerendered with the same words, so nothing moves until the answer. */
function Loading() {
  return <LoadingPlaceholder>Loading your meeting…</LoadingPlaceholder>;
}

function Current({ answer, zone }: { answer: BookingByTokenResponse; zone: string }) {
  const meeting = MEETING_TYPES[answer.booking.meetingType];
  return (
    <Text size="lg">
      Your {meeting.label.toLowerCase()}: <strong>{formatWhen(answer.booking.start, zone)}</strong>
    </Text>
  );
}

/** /booking/reschedule#<token>: the booking, then the same scheduler for its type; moves it with rescheduleBooking. */
export function RescheduleBooking({ token, now }: { token: string | null; now?: Date }) {
  const load = useBookingByToken(token);
  const { zone, start, timeGone, picker } = useTimeChoice();
  const { failure, sending, send } = useSending();
  const [moved, setMoved] = useState<BookingChangeResponse | null>(null);

  if (load.state === "loading") return <Loading />;
  if (load.state === "refused") return <Refused message={load.message} />;
  if (moved && token) {
    return (
      <Confirmation
        booking={moved.booking}
        token={token}
        invitation={moved.invitation}
        zone={zone}
        title="Your meeting was moved"
      />
    );
  }

  async function move() {
    if (!start || !token || sending) return;
    await send(
      async () => setMoved(await rescheduleBooking({ token, start, timeZone: zone })),
      (error) => {
        if (!isTimeGone(error)) return false;
        timeGone(asCallableError(error).message);
        return true;
      },
    );
  }

  return (
    <Stack gap="lg" className={classes.flow}>
      <Current answer={load.answer} zone={zone} />
      <TimePicker meetingType={load.answer.booking.meetingType} token={token ?? undefined} {...picker} now={now} />
      {failure ? (
        <Alert title="Not moved">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {start ? (
        <Paper padding="md">
          <Stack gap="sm" className={classes.start}>
            <Text>
              New time: <strong>{formatWhen(start, zone)}</strong>
            </Text>
            <Button onClick={move} disabled={sending}>
              {sending ? "Moving..." : "Move my meeting"}
            </Button>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /booking/cancel#<token>: the booking, an optional reason and a confirming button; cancels with cancelBooking. */
export function CancelBooking({ token }: { token: string | null }) {
  const load = useBookingByToken(token);
  const [zone] = useState(() => browserTimeZone());
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { failure, setFailure, sending, send } = useSending();
  const [cancelled, setCancelled] = useState<BookingChangeResponse | null>(null);

  if (load.state === "loading") return <Loading />;
  if (load.state === "refused") return <Refused message={load.message} />;
  if (cancelled) {
    return (
      <Paper padding="md">
        <Stack gap="md" className={classes.start} aria-live="polite">
          <Title order={2} size="h3">
            Your meeting is cancelled
          </Title>
          <Text>
            We've cancelled your {MEETING_TYPES[cancelled.booking.meetingType].label.toLowerCase()} on{" "}
            {formatWhen(cancelled.booking.start, zone)} and e-mailed you a confirmation.
          </Text>
          <Button variant="default" onClick={() => downloadInvitation(cancelled.invitation, "cancelled-meeting.ics")}>
            Remove from calendar (.ics)
          </Button>
        </Stack>
      </Paper>
    );
  }

  async function cancel() {
    if (!token || sending) return;
    const checked = validate(CancelBookingSchema, { token, reason });
    if (!checked.success) {
      if (checked.errors.reason) {
        setReasonError(checked.errors.reason);
        return;
      }
      setFailure(checked.errors.token ?? LINK_INVALID_MESSAGE);
      return;
    }
    await send(async () => setCancelled(await cancelBooking(checked.output)));
  }

  return (
    <Stack gap="lg" className={classes.flow}>
      <Current answer={load.answer} zone={zone} />
      <Text>Do you want to cancel this meeting? We'll let your host know.</Text>
      <div className={classes.reason}>
        <TextAreaField
          label="Reason (optional)"
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setReasonError(null);
          }}
          rows={3}
        />
      </div>
      {failure ? (
        <Alert title="Not cancelled">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <Button variant="danger" onClick={cancel} disabled={sending} style={{ alignSelf: "flex-start" }}>
        {sending ? "Cancelling..." : "Yes, cancel my meeting"}
      </Button>
    </Stack>
  );
}
