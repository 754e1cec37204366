import {
  MEETING_TYPES,
  PUBLIC_MEETING_TYPE_IDS,
  type BookingDetails,
  type CreateBookingResponse,
  type MeetingTypeId,
} from "@domain";
import { useState } from "react";
import { Button } from "../../components/ActionButton/ActionButton";
import { SelectField } from "../../components/fields/fields";
import { Paper, Stack, Text, Title } from "../../components/ui";
import { asCallableError } from "../../lib/firebase";
import { createBooking, isTimeGone } from "./api";
import { BookingDetailsForm } from "./BookingDetailsForm";
import { Confirmation } from "./Confirmation";
import classes from "./Scheduler.module.css";
import { TimePicker } from "./TimePicker";
import { useTimeChoice } from "./useTimeChoice";
import { formatWhen } from "./zones";

export interface BookingFlowProps {
  meetingType: MeetingTypeId;
  /** Lets the visitor choose among the public meeting types (the contact page's "Pick a time"). */
  chooseType?: boolean;
  /** A coach-interview invitation. */
  invite?: string;
  /** The contact page's way back to the message form. */
  onShowMessageForm?: () => void;
  /** The level of the flow's own heading ("Book a demo"), or none when the page's heading already says it. */
  headingOrder?: 2 | 3 | null;
  /**
   * Told once the visitor has booked: the page then heads the confirmation itself ("You're booked"), which replaces the
   * picker and its instructions; the confirmation has no heading of its own. Without it, the confirmation has one.
   */
  onBooked?: () => void;
  /** The confirmation in a box of its own (false when the page already puts the flow in one). */
  framed?: boolean;
  now?: Date;
}

const MEETING_CHOICES = PUBLIC_MEETING_TYPE_IDS.map((id) => ({
  value: id,
  label: `${MEETING_TYPES[id].label} (${MEETING_TYPES[id].minutes} minutes)`,
}));

/** Pick a time, give your details, see the confirmation: the whole booking, for /book/<type> and /contact. */
export function BookingFlow({
  meetingType: initialType,
  chooseType,
  invite,
  onShowMessageForm,
  headingOrder = 2,
  onBooked,
  framed = true,
  now,
}: BookingFlowProps) {
  const [meetingType, setMeetingType] = useState<MeetingTypeId>(initialType);
  const { zone, start, clear, timeGone, picker } = useTimeChoice();
  const [booked, setBooked] = useState<CreateBookingResponse | null>(null);
  const meeting = MEETING_TYPES[meetingType];

  async function book(details: BookingDetails, honeypot: string) {
    if (!start) return;
    try {
      const answer = await createBooking({
        ...details,
        meetingType,
        start,
        timeZone: zone,
        website: honeypot,
        ...(invite ? { invite } : {}),
      });
      setBooked(answer);
      onBooked?.();
    } catch (error) {
      if (isTimeGone(error)) {
        // Someone else got it first: say so and show the day's times afresh.
        timeGone(asCallableError(error).message);
        return;
      }
      throw error;
    }
  }

  if (booked)
    return (
      <div className={classes.flow}>
        <Confirmation
          booking={booked.booking}
          token={booked.token}
          invitation={booked.invitation}
          zone={zone}
          framed={framed}
          {...(onBooked ? { title: null } : {})}
        />
      </div>
    );

  return (
    <Stack gap="lg" className={classes.flow}>
      {headingOrder ? (
        <Stack gap={4}>
          <Title order={headingOrder} size="h3">
            {`Book a ${meeting.label.toLowerCase()}`}
          </Title>
          <Text tone="body">{meeting.summary}</Text>
        </Stack>
      ) : null}
      {chooseType ? (
        <div className={classes.zoneSelect}>
          <SelectField
            label="Meeting"
            value={meetingType}
            onChange={(event) => {
              setMeetingType(event.currentTarget.value as MeetingTypeId);
              clear();
            }}
            choices={MEETING_CHOICES}
          />
        </div>
      ) : null}
      <TimePicker key={meetingType} meetingType={meetingType} invite={invite} {...picker} now={now} />
      {start ? (
        <Paper padding="md">
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={headingOrder === 3 ? 4 : 3} size="h4">
                Your details
              </Title>
              <Text tone="body">
                {meeting.label} · <strong>{formatWhen(start, zone)}</strong>
              </Text>
            </Stack>
            <BookingDetailsForm onBook={book} />
          </Stack>
        </Paper>
      ) : null}
      {onShowMessageForm ? (
        <Text size="sm">
          <Button variant="subtle" className={classes.switch} onClick={onShowMessageForm}>
            Prefer to write? Send us a message instead
          </Button>
        </Text>
      ) : null}
    </Stack>
  );
}
