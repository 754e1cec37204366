import { MEETING_TYPES, type LeadStatus, type MeetingTypeId } from "@domain";
import { Button } from "@mantine/core";
import { useState } from "react";
import type { LeadActionProps } from "../../../lib/staff/staffTab";
import { CancelBookingModal, RescheduleBookingModal } from "./BookingActions";

/**
 * "Reschedule" and "Cancel booking" in a scheduled booking's drawer (and the Status menu's Cancelled, which this action
 * claims): each opens its dialog and mails the visitor and the host (cancelBookingAsStaff, rescheduleBookingAsStaff).
 * Free times of a coach interview are read only with its invitation or booking link, so staff move public meetings.
 */
export default function BookingChangeAction({ kind, id, detail, applied, requested, settled }: LeadActionProps) {
  const [chosen, setChosen] = useState<"cancel" | "reschedule" | null>(null);
  const row = detail.row as { status?: LeadStatus; meeting_type?: MeetingTypeId };
  if (kind !== "bookings" || row.status !== "scheduled") return null;
  const meetingType = row.meeting_type;
  const canMove = meetingType !== undefined && MEETING_TYPES[meetingType]?.public;
  const open = requested ? "cancel" : chosen;
  const close = () => {
    setChosen(null);
    settled();
  };

  return (
    <>
      {canMove ? (
        <Button variant="light" onClick={() => setChosen("reschedule")}>
          Reschedule
        </Button>
      ) : null}
      <Button color="red.9" variant="light" onClick={() => setChosen("cancel")}>
        Cancel booking
      </Button>
      <CancelBookingModal
        id={id}
        opened={open === "cancel"}
        onClose={close}
        onDone={(answer) => {
          close();
          applied(answer);
        }}
      />
      {canMove && meetingType ? (
        <RescheduleBookingModal
          id={id}
          meetingType={meetingType}
          opened={open === "reschedule"}
          onClose={close}
          onDone={(answer) => {
            close();
            applied(answer);
          }}
        />
      ) : null}
    </>
  );
}
