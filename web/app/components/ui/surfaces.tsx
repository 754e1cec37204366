import type { ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { cx } from "./layout";
import classes from "./ui.module.css";

/**
 * A bordered, rounded panel. `padding` "md" or "lg" on phones grows to "xl" from 48em; `tone` "tint" is the pale sky fill.
 * @default padding "lg", tone "white"
 */
export function Paper({
  padding = "lg",
  tone = "white",
  component: Component = "div",
  className,
  ...props
}: {
  padding?: "md" | "lg" | "xl";
  tone?: "white" | "tint";
  component?: ElementType;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<"div">, "className" | "children">) {
  return <Component className={cx(classes.paper, className)} data-padding={padding} data-tone={tone} {...props} />;
}

/**
 * A message in a pale red box with an optional title, announced at once (role alert): a refusal or a failed load on a
 * plain page, with the look of Mantine's light red Alert.
 */
export function Alert({ title, children, className }: { title?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={cx(classes.alert, className)}>
      {title ? <p className={classes.alertTitle}>{title}</p> : null}
      <div className={classes.alertBody}>{children}</div>
    </div>
  );
}

/** A small rounded label (durations, price ranges, stages). */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cx(classes.badge, className)}>{children}</span>;
}

/**
 * A pale sky tile holding an icon; decorative (aria-hidden).
 * @default size 40, round false
 */
export function IconTile({
  children,
  size = 40,
  round = false,
  className,
}: {
  children: ReactNode;
  size?: number;
  round?: boolean;
  className?: string;
}) {
  return (
    <span
      className={cx(classes.iconTile, className)}
      data-round={round || undefined}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {children}
    </span>
  );
}
