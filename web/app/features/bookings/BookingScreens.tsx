import { INVITE_INVALID_MESSAGE, MEETING_TYPES, type MeetingTypeId } from "@domain";
import { TextLink } from "../../components/ActionButton/ActionButton";
import { Alert } from "../../components/ui";
import { paths } from "../../config/paths";
import { BookingFlow } from "./BookingFlow";
import { CancelBooking, RescheduleBooking } from "./ManageBooking";

/*
 * The booking pages' interactive part, as their routes load it after the first paint (a chunk of its own, like the
 * contact page's scheduler): the scheduler, its month grid and the details form, in plain React and CSS like the rest
 * of the public site (no Mantine, docs/decisions/0005), with the booking callables and Intl's zone names. Until this
 * chunk has run the pages show a placeholder of the same size (components/LoadingPlaceholder), so nothing moves when it
 * replaces it.
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
  if (!MEETING_TYPES[meetingType].public && !invite)
    return (
      <Alert title="Interview link needed">
        <p>{INVITE_INVALID_MESSAGE}</p>
        <p>
          <TextLink to={paths.contact} underline="always">
            Contact us
          </TextLink>
        </p>
      </Alert>
    );
  return <BookingFlow meetingType={meetingType} invite={invite ?? undefined} headingOrder={null} onBooked={onBooked} />;
}

/** /booking/reschedule#<token>. */
export function RescheduleScreen({ token }: { token: string | null }) {
  return <RescheduleBooking token={token} />;
}

/** /booking/cancel#<token>. */
export function CancelScreen({ token }: { token: string | null }) {
  return <CancelBooking token={token} />;
}
