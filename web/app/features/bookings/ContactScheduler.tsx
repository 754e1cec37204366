import type { MeetingTypeId } from "@domain";
import { BookingFlow } from "./BookingFlow";

/**
 * The scheduler as the contact page loads it, on demand (the page itself is plain React, docs/decisions/0005): the
 * month grid, the details form, the booking callables and Intl's zone names arrive with this chunk only.
 */
export default function ContactScheduler(props: {
  meetingType: MeetingTypeId;
  chooseType?: boolean;
  onShowMessageForm: () => void;
  onBooked: () => void;
}) {
  // The page's section heading says what the visitor is doing ("Book a demo", then "You're booked"), and its box holds
  // the flow: no heading or box of the flow's own.
  return <BookingFlow {...props} headingOrder={null} framed={false} />;
}
