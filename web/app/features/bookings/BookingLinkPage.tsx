import { Suspense, lazy } from "react";
import { useLocation } from "react-router";
import { PageHero, Section } from "../../components/sections";
import { LoadingFrame, LoadingPlaceholder } from "../../components/LoadingPlaceholder/LoadingPlaceholder";
import { tokenFromHash } from "./links";
import { useSchedulerStarted } from "./useSchedulerStarted";
import { withIntl } from "./warmIntl";

/**
 * The scheduler's chunk (the month grid, the forms, the booking callables; the page itself is plain React,
 * docs/decisions/0005): its import starts once the page has hydrated (useSchedulerStarted), and the lazy screen renders
 * once it has loaded and ICU has warmed up (warmIntl.ts).
 */
const loadScreens = () => import("./BookingScreens");
const SCREENS = {
  cancel: lazy(withIntl(() => loadScreens().then((module) => ({ default: module.CancelScreen })))),
  reschedule: lazy(withIntl(() => loadScreens().then((module) => ({ default: module.RescheduleScreen })))),
};

export interface BookingLinkPageProps {
  /** Which link of a booking mail the page answers. */
  screen: keyof typeof SCREENS;
  title: string;
  lead: string;
  /** The heading of the section that holds the screen. */
  section: string;
}

/** The page a booking mail's link opens (`/booking/<screen>#<token>`; the token never reaches a server log). */
export function BookingLinkPage({ screen, title, lead, section }: BookingLinkPageProps) {
  const { hash } = useLocation();
  const started = useSchedulerStarted(loadScreens);
  const placeholder = <LoadingPlaceholder>Loading your meeting…</LoadingPlaceholder>;
  const Screen = SCREENS[screen];
  return (
    <>
      <PageHero eyebrow="Your meeting" title={title} lead={lead} />
      <Section title={section}>
        <LoadingFrame>
          {started ? (
            <Suspense fallback={placeholder}>
              <Screen token={tokenFromHash(hash)} />
            </Suspense>
          ) : (
            placeholder
          )}
        </LoadingFrame>
      </Section>
    </>
  );
}
