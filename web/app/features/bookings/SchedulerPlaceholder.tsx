import { startTransition, useEffect, useState } from "react";
import classes from "./SchedulerPlaceholder.module.css";

/**
 * What a booking page shows until its scheduler (BookingScreens, loaded after the first paint) runs, and what the
 * reschedule and cancel pages show while they look up the meeting: plain HTML and
 * CSS, prerendered, as tall as the calendar it makes room for, so nothing below moves when it is replaced (CLS 0).
 */
export function SchedulerPlaceholder({ children }: { children: string }) {
  return (
    <div className={classes.placeholder} role="status">
      <Spinner />
      <p className={classes.text}>{children}</p>
    </div>
  );
}

/** The small turning ring of the booking pages' waits (decorative: the words beside it say what is loading). */
export function Spinner() {
  return <span className={classes.spinner} aria-hidden="true" />;
}

/**
 * True once the page has hydrated, set in a transition: React then renders the scheduler (and loads its chunk) in
 * slices that yield to the browser, instead of one long task that blocks input (Total Blocking Time).
 */
export function useSchedulerStarted(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => startTransition(() => setStarted(true)), []);
  return started;
}
