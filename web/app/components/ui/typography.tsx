import type { CSSProperties, ComponentPropsWithRef, ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import { cx } from "./layout";
import classes from "./ui.module.css";

type HeadingOrder = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A heading: `order` is the element (h1–h6), `size` the look when it differs ("h4" on an h3 card title).
 * @default size same as order
 */
export function Title({
  order,
  size,
  className,
  ...props
}: { order: HeadingOrder; size?: `h${HeadingOrder}` } & ComponentPropsWithRef<"h2">) {
  const Heading = `h${order}` as const;
  return <Heading className={cx(classes.title, className)} data-size={size ?? `h${order}`} {...props} />;
}

/** Colours for text on white; `onDark` for navy bands. */
export type TextTone = "body" | "muted" | "strong" | "brand" | "onDark";

/**
 * A paragraph (or `component`) in the site's text scale.
 * @default size "md", tone inherits
 */
export function Text({
  size = "md",
  tone,
  weight,
  component: Component = "p",
  className,
  ...props
}: {
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  tone?: TextTone;
  weight?: 400 | 600 | 700 | 800;
  component?: ElementType;
  className?: string;
  children?: ReactNode;
  style?: CSSProperties;
} & Omit<ComponentPropsWithoutRef<"p">, "className" | "children" | "style">) {
  return (
    <Component
      className={cx(classes.text, className)}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      {...props}
    />
  );
}

/** Text for screen readers and search engines only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={classes.visuallyHidden}>{children}</span>;
}
