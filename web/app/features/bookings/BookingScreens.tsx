import { Alert, Stack, Text } from "@mantine/core";
import { INVITE_INVALID_MESSAGE, MEETING_TYPES, type MeetingTypeId } from "@domain";
import { TextLink } from "../../components/ActionButton/ActionButton";
import { MantineRoot } from "../../components/MantineRoot/MantineRoot";
import { paths } from "../../config/paths";
import { BookingFlow } from "./BookingFlow";
import { CancelBooking, RescheduleBooking } from "./ManageBooking";

/*
 * The booking pages' interactive part, as their routes load it after the first paint (a chunk of its own, like the
 * contact page's scheduler): Mantine's provider, @mantine/dates and its styles, the booking callables and Intl's zone
 * names. The pages themselves are plain React and CSS (docs/decisions/0005); until this chunk has run they show a
 * placeholder of the same size (SchedulerPlaceholder), so nothing moves when it replaces it.
 */

/** /book/<type>: the scheduler, or for a coach interview without its invitation, why there is none. */
export function BookScreen({
  meetingType,
  invite,
  onBooked,
}: {
  meetingType: MeetingTypeId;
  /** The coach-interview invitation the link carries; null without one. */
  invite: string | null;
  /** Told once booked: the page then heads the confirmation ("You're booked"). */
  onBooked: () => void;
}) {
  return (
    <MantineRoot>
      {!MEETING_TYPES[meetingType].public && !invite ? (
        <Alert color="red" variant="light" role="alert" title="Interview link needed">
          <Stack gap="xs">
            <Text size="sm">{INVITE_INVALID_MESSAGE}</Text>
            <Text size="sm">
              <TextLink to={paths.contact} underline="always">
                Contact us
              </TextLink>
            </Text>
          </Stack>
        </Alert>
      ) : (
        <BookingFlow meetingType={meetingType} invite={invite ?? undefined} headingOrder={null} onBooked={onBooked} />
      )}
    </MantineRoot>
  );
}

/** /booking/reschedule#<token>. */
export function RescheduleScreen({ token }: { token: string | null }) {
  return (
    <MantineRoot>
      <RescheduleBooking token={token} />
    </MantineRoot>
  );
}

/** /booking/cancel#<token>. */
export function CancelScreen({ token }: { token: string | null }) {
  return (
    <MantineRoot>
      <CancelBooking token={token} />
    </MantineRoot>
  );
}
