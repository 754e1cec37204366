import type { ReactNode } from "react";
import classes from "./LoadingPlaceholder.module.css";

/**
 * The box the booking pages' scheduler (or their meeting) arrives in: as wide as the calendar, and as tall from the
 * first paint, so nothing below it moves when the calendar, a refusal or a confirmation replaces the placeholder
 * (CLS 0). In the shell's stylesheet like the placeholder: those pages need no stylesheet of their own before their
 * first paint, one request fewer before it.
 */
export function LoadingFrame({ children }: { children: ReactNode }) {
  return <div className={classes.frame}>{children}</div>;
}

/**
 * What a page shows where its interactive part will be until that part has loaded (the booking pages' scheduler, which
 * arrives after the first paint, and their meeting while it is looked up): plain HTML and CSS, prerendered, as tall as
 * the calendar it makes room for, so nothing below moves when it is replaced (CLS 0). In the shell's stylesheet, so a
 * page that prerenders it needs no stylesheet of its own for it before its first paint.
 */
export function LoadingPlaceholder({ children }: { children: string }) {
  return (
    <div className={classes.placeholder} role="status">
      <Spinner />
      <p className={classes.text}>{children}</p>
    </div>
  );
}

/** The small turning ring of a wait (decorative: the words beside it say what is loading). */
export function Spinner() {
  return <span className={classes.spinner} aria-hidden="true" />;
}
