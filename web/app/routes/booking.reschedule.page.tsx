import { Suspense, lazy } from "react";
import { useLocation } from "react-router";
import { PageHero, Section } from "../components/sections";
import { tokenFromHash } from "../features/bookings/links";
import { LoadingFrame, LoadingPlaceholder } from "../components/LoadingPlaceholder/LoadingPlaceholder";
import { useSchedulerStarted } from "../features/bookings/useSchedulerStarted";
import { withIntl } from "../features/bookings/warmIntl";

/**
 * The scheduler's chunk (the month grid, the forms, the booking callables; the page itself is plain React,
 * docs/decisions/0005): its import starts once the page has hydrated (useSchedulerStarted), and the lazy screen renders
 * once it has loaded and ICU has warmed up (warmIntl.ts).
 */
const loadScreens = () => import("../features/bookings/BookingScreens");
const RescheduleScreen = lazy(withIntl(() => loadScreens().then((module) => ({ default: module.RescheduleScreen }))));

/** The reschedule link of every booking mail (`/booking/reschedule#<token>`; the token never reaches a server log). */
export default function BookingReschedulePage() {
  const { hash } = useLocation();
  const started = useSchedulerStarted(loadScreens);
  const placeholder = <LoadingPlaceholder>Loading your meeting…</LoadingPlaceholder>;
  return (
    <>
      <PageHero
        eyebrow="Your meeting"
        title="Reschedule your meeting"
        lead="Pick a new time; we'll update your invitation."
      />
      <Section title="Pick a new time">
        <LoadingFrame>
          {started ? (
            <Suspense fallback={placeholder}>
              <RescheduleScreen token={tokenFromHash(hash)} />
            </Suspense>
          ) : (
            placeholder
          )}
        </LoadingFrame>
      </Section>
    </>
  );
}
