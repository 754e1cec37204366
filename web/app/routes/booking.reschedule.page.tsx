import { Loader, Stack, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { PageHero, Section } from "../components/sections";
import { tokenFromHash } from "../features/bookings/api";
import { RescheduleBooking } from "../features/bookings/ManageBooking";
import { useHydrated } from "../lib/useHydrated";
import classes from "./booking.module.css";

/** The reschedule link of every booking mail (`/booking/reschedule#<token>`; the token never reaches a server log). */
export default function BookingReschedulePage() {
  const { hash } = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <PageHero
        eyebrow="Your meeting"
        title="Reschedule your meeting"
        lead="Pick a new time; we'll update your invitation."
      />
      <Section title="Pick a new time">
        <div className={classes.frame}>
          {hydrated ? (
            <RescheduleBooking token={tokenFromHash(hash)} />
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
