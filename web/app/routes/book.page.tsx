import { MEETING_TYPES, MEETING_TYPE_IDS, type MeetingTypeId } from "@domain/meetingTypes";
import { Suspense, lazy, useState } from "react";
import { useLocation } from "react-router";
import { PageHero, Section } from "../components/sections";
import { findPage } from "../pages";
import { inviteFromHash } from "../features/bookings/links";
import { LoadingFrame, LoadingPlaceholder } from "../components/LoadingPlaceholder/LoadingPlaceholder";
import { useSchedulerStarted } from "../features/bookings/useSchedulerStarted";
import { withIntl } from "../features/bookings/warmIntl";

/**
 * The scheduler's chunk (the month grid, the forms, the booking callables; the page itself is plain React,
 * docs/decisions/0005): its import starts once the page has hydrated (useSchedulerStarted), and the lazy screen renders
 * once it has loaded and ICU has warmed up (warmIntl.ts).
 */
const loadScreens = () => import("../features/bookings/BookingScreens");
const BookScreen = lazy(withIntl(() => loadScreens().then((module) => ({ default: module.BookScreen }))));

/** The meeting type a /book/<type> address names, if it is one. */
export function meetingTypeOfPath(pathname: string): MeetingTypeId | undefined {
  const id = pathname.replace(/\/+$/, "").split("/").pop();
  return MEETING_TYPE_IDS.find((type) => type === id);
}

/**
 * /book/<meeting-type>: the scheduler on a page of its own, for direct links (e-mails, the dashboard). The coach
 * interview is not public: it needs the invitation its link carries (`#invite=…`), which only the browser reads.
 * An unknown type has no page (the site's 404). The page is plain React and CSS; the scheduler arrives after the first
 * paint in a chunk of its own (docs/decisions/0005).
 */
export default function BookPage() {
  const { pathname, hash } = useLocation();
  const started = useSchedulerStarted(loadScreens);
  const meetingType = meetingTypeOfPath(pathname) ?? "demo";
  const meeting = MEETING_TYPES[meetingType];
  const [booked, setBooked] = useState(false);
  const placeholder = <LoadingPlaceholder>Loading the calendar…</LoadingPlaceholder>;

  return (
    <>
      <PageHero
        eyebrow="Book a meeting"
        title={findPage(pathname)?.title ?? `Book a ${meeting.label}`}
        lead={meeting.summary}
      />
      {/* Once booked, the confirmation replaces the picker and its instructions under a heading that says so. */}
      <Section
        title={booked ? "You're booked" : "Pick a time"}
        lead={booked ? undefined : "Free times are shown in your time zone; pick a day, then a time."}
      >
        <LoadingFrame>
          {started ? (
            <Suspense fallback={placeholder}>
              <BookScreen meetingType={meetingType} invite={inviteFromHash(hash)} onBooked={() => setBooked(true)} />
            </Suspense>
          ) : (
            placeholder
          )}
        </LoadingFrame>
      </Section>
    </>
  );
}
