import type { MeetingTypeId } from "@domain";
import { MantineRoot } from "../../components/MantineRoot/MantineRoot";
import { BookingFlow } from "./BookingFlow";

/**
 * The scheduler as the contact page loads it, on demand (the page itself is plain React, docs/decisions/0005): Mantine's
 * provider, @mantine/dates and its styles, the booking callables and Intl's zone names arrive with this chunk only.
 */
export default function ContactScheduler(props: {
  meetingType: MeetingTypeId;
  chooseType?: boolean;
  onShowMessageForm: () => void;
  onBooked: () => void;
}) {
  // The page's section heading says what the visitor is doing ("Book a demo", then "You're booked"), and its box holds
  // the flow: no heading or box of the flow's own.
  return (
    <MantineRoot>
      <BookingFlow {...props} headingOrder={null} framed={false} />
    </MantineRoot>
  );
}
