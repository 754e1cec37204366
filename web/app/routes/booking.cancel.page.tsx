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
const CancelScreen = lazy(withIntl(() => loadScreens().then((module) => ({ default: module.CancelScreen }))));

/** The cancel link of every booking mail (`/booking/cancel#<token>`; the token never reaches a server log). */
export default function BookingCancelPage() {
  const { hash } = useLocation();
  const started = useSchedulerStarted(loadScreens);
  const placeholder = <LoadingPlaceholder>Loading your meeting…</LoadingPlaceholder>;
  return (
    <>
      <PageHero
        eyebrow="Your meeting"
        title="Cancel your meeting"
        lead="Can't make it? Cancel here, or pick another time with the reschedule link in your e-mail."
      />
      <Section title="Cancel this meeting?">
        <LoadingFrame>
          {started ? (
            <Suspense fallback={placeholder}>
              <CancelScreen token={tokenFromHash(hash)} />
            </Suspense>
          ) : (
            placeholder
          )}
        </LoadingFrame>
      </Section>
    </>
  );
}
