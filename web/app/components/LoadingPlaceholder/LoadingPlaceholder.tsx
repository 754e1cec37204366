import classes from "./LoadingPlaceholder.module.css";

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
