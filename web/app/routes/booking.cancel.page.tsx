import { BookingLinkPage } from "../features/bookings/BookingLinkPage";

/** The cancel link of every booking mail (`/booking/cancel#<token>`). */
export default function BookingCancelPage() {
  return (
    <BookingLinkPage
      screen="cancel"
      title="Cancel your meeting"
      lead="Can't make it? Cancel here, or pick another time with the reschedule link in your e-mail."
      section="Cancel this meeting?"
    />
  );
}
