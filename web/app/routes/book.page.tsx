import { Alert, Loader, Stack, Text } from "@mantine/core";
import { INVITE_INVALID_MESSAGE, MEETING_TYPES, MEETING_TYPE_IDS, type MeetingTypeId } from "@domain";
import { useState } from "react";
import { useLocation } from "react-router";
import { TextLink } from "../components/ActionButton/ActionButton";
import { PageHero, Section } from "../components/sections";
import { paths } from "../config/paths";
import { findPage } from "../pages";
import { inviteFromHash } from "../features/bookings/api";
import { BookingFlow } from "../features/bookings/BookingFlow";
import { useHydrated } from "../lib/useHydrated";
import classes from "./booking.module.css";

/** The meeting type a /book/<type> address names, if it is one. */
export function meetingTypeOfPath(pathname: string): MeetingTypeId | undefined {
  const id = pathname.replace(/\/+$/, "").split("/").pop();
  return MEETING_TYPE_IDS.find((type) => type === id);
}

/**
 * /book/<meeting-type>: the scheduler on a page of its own, for direct links (e-mails, the dashboard). The coach
 * interview is not public: it needs the invitation its link carries (`#invite=…`), which only the browser reads.
 * An unknown type has no page (the site's 404).
 */
export default function BookPage() {
  const { pathname, hash } = useLocation();
  const hydrated = useHydrated();
  const meetingType = meetingTypeOfPath(pathname) ?? "demo";
  const meeting = MEETING_TYPES[meetingType];
  const invite = hydrated ? inviteFromHash(hash) : null;
  const needsInvite = !meeting.public;
  const [booked, setBooked] = useState(false);

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
        <div className={classes.frame}>
          {!hydrated ? (
            <Stack align="center" justify="center" className={classes.placeholder}>
              <Loader size="sm" />
              <Text c="#33415c">Loading the calendar…</Text>
            </Stack>
          ) : needsInvite && !invite ? (
            <Alert color="red" variant="light" role="alert" title="Interview link needed">
              <Stack gap="xs">
                <Text size="sm">{INVITE_INVALID_MESSAGE}</Text>
                <Text size="sm">
                  <TextLink to={paths.contact} underline="always">
                    Contact us
                  </TextLink>
                </Text>
              </Stack>
            </Alert>
          ) : (
            <BookingFlow
              meetingType={meetingType}
              invite={invite ?? undefined}
              headingOrder={null}
              onBooked={() => setBooked(true)}
            />
          )}
        </div>
      </Section>
    </>
  );
}
