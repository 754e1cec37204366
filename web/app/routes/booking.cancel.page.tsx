import { Loader, Stack, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { PageHero, Section } from "../components/sections";
import { tokenFromHash } from "../features/bookings/api";
import { CancelBooking } from "../features/bookings/ManageBooking";
import { useHydrated } from "../lib/useHydrated";
import classes from "./booking.module.css";

/** The cancel link of every booking mail (`/booking/cancel#<token>`; the token never reaches a server log). */
export default function BookingCancelPage() {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <PageHero
        eyebrow="Your meeting"
        title="Cancel your meeting"
        lead="Can't make it? Cancel here, or pick another time with the reschedule link in your e-mail."
      />
      <Section title="Cancel this meeting?">
        <div className={classes.frame}>
          {hydrated ? (
            <CancelBooking token={tokenFromHash(hash)} />
          ) : (
            <Stack align="center" gap="xs" className={classes.placeholder}>
              <Loader size="sm" />
              <Text c="#33415c">Loading your meeting…</Text>
            </Stack>
          )}
        </div>
      </Section>
    </>
  );
}
