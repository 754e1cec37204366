import { BookingLinkPage } from "../features/bookings/BookingLinkPage";

/** The reschedule link of every booking mail (`/booking/reschedule#<token>`). */
export default function BookingReschedulePage() {
  return (
    <BookingLinkPage
      screen="reschedule"
      title="Reschedule your meeting"
      lead="Pick a new time; we'll update your invitation."
      section="Pick a new time"
    />
  );
}
