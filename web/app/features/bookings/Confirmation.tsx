import { MEETING_TYPES, bookingLinks, type BookingView } from "@domain";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ActionButton/ActionButton";
import { Paper, Stack, Text, Title } from "../../components/ui";
import classes from "./Scheduler.module.css";
import { formatWhen } from "./zones";

/** Saves the invitation (.ics) the callable answered, as "Add to calendar" does. */
export function downloadInvitation(invitation: string, fileName = "meeting.ics") {
  const url = URL.createObjectURL(new Blob([invitation], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ConfirmationProps {
  booking: BookingView;
  /** The management token: the reschedule and cancel links carry it in their fragment. */
  token: string;
  invitation: string;
  /** The zone the visitor picked the time in (the booking's own when absent). */
  zone?: string;
  /** Its heading; null when the page's own heading says it (the confirmation then takes the focus itself). */
  title?: string | null;
  /** In a box of its own; false inside a page's box (no box inside a box). */
  framed?: boolean;
  origin?: string;
}

/** After booking (or rescheduling): the time in the visitor's zone, "Add to calendar" and the links to change it. */
export function Confirmation({
  booking,
  token,
  invitation,
  zone = booking.timeZone,
  title = "You're booked",
  framed = true,
  origin = typeof window === "undefined" ? "" : window.location.origin,
}: ConfirmationProps) {
  const meeting = MEETING_TYPES[booking.meetingType];
  const links = bookingLinks(origin, token);
  // The form it replaces is gone: focus (and scroll to) the news, so keyboard and screen-reader users land on it.
  // Without a title of its own (the page's heading says it), the news itself takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const news = useRef<HTMLDivElement>(null);
  useEffect(() => (heading.current ?? news.current)?.focus(), []);
  const content = (
    <div aria-live="polite" ref={news} tabIndex={title ? undefined : -1} className={classes.news}>
      <Stack gap="md">
        {title ? (
          <Title order={2} size="h3" ref={heading} tabIndex={-1} className={classes.news}>
            {title}
          </Title>
        ) : null}
        <Text size="lg" weight={600}>
          {meeting.label} · {formatWhen(booking.start, zone)}
        </Text>
        <Text tone="body">
          {meeting.minutes} minutes with Idaho AI Coaches, booked for {booking.name}
          {booking.organisation ? ` (${booking.organisation})` : ""}. We've e-mailed you the details, with these links
          to change it.
        </Text>
        <div>
          <Button onClick={() => downloadInvitation(invitation)}>Add to calendar</Button>
        </div>
        <Text size="sm" tone="body">
          Plans changed?{" "}
          <a href={links.reschedule} className={classes.link}>
            Reschedule
          </a>{" "}
          or{" "}
          <a href={links.cancel} className={classes.link}>
            cancel this meeting
          </a>
          .
        </Text>
      </Stack>
    </div>
  );
  return framed ? <Paper padding="md">{content}</Paper> : content;
}
