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
}) {
  return (
    <MantineRoot>
      <BookingFlow {...props} headingOrder={3} />
    </MantineRoot>
  );
}
