import type { CSSProperties, ComponentPropsWithoutRef, ElementType, ReactNode } from "react";
import classes from "./ui.module.css";

/**
 * The few layout primitives the plain-CSS pages need (docs/decisions/0005): a centred container, flex stacks and
 * rows, and a responsive grid. Spacing takes Mantine's scale names or pixels, so every page keeps one rhythm.
 */
export type Space = "0" | "xs" | "sm" | "md" | "lg" | "xl" | number;
export type Breakpoint = "base" | "xs" | "sm" | "md" | "lg";
export type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

type Polymorphic<P> = P & {
  component?: ElementType;
  className?: string;
  children?: ReactNode;
  style?: CSSProperties;
} & Omit<ComponentPropsWithoutRef<"div">, keyof P | "className" | "children" | "style">;

/** `md` → `var(--mantine-spacing-md)`, `12` → `12px`. */
export function space(value: Space): string {
  if (typeof value === "number") return `${value}px`;
  return value === "0" ? "0" : `var(--mantine-spacing-${value})`;
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(" ");
  return joined || undefined;
}

const BREAKPOINTS: Breakpoint[] = ["base", "xs", "sm", "md", "lg"];

/**
 * CSS variables `--{name}-{breakpoint}` for a responsive value, one for every breakpoint (a breakpoint left out takes
 * the value below it): custom properties inherit, so a grid nested in another must not read its parent's values.
 */
function responsiveVars<T>(name: string, value: Responsive<T>, format: (v: T) => string): Record<string, string> {
  const values: Partial<Record<Breakpoint, T>> =
    typeof value === "object" && value !== null ? (value as Partial<Record<Breakpoint, T>>) : { base: value as T };
  const vars: Record<string, string> = {};
  let current: T | undefined;
  for (const breakpoint of BREAKPOINTS) {
    current = values[breakpoint] ?? current;
    if (current !== undefined) vars[`--${name}-${breakpoint}`] = format(current);
  }
  return vars;
}

export type ContainerSize = "sm" | "md" | "lg" | "xl";

/** A centred column with the site's side padding; `size` caps its width (sm 720, md 960, lg 1140, xl 1320 px). */
export function Container({
  size = "lg",
  component: Component = "div",
  className,
  ...props
}: Polymorphic<{ size?: ContainerSize }>) {
  return <Component className={cx(classes.container, className)} data-size={size} {...props} />;
}

/** Children in a column with `gap` between them. @default gap "md" */
export function Stack({
  gap = "md",
  component: Component = "div",
  className,
  style,
  ...props
}: Polymorphic<{ gap?: Space }>) {
  return (
    <Component
      className={cx(classes.stack, className)}
      style={{ "--gap": space(gap), ...style } as CSSProperties}
      {...props}
    />
  );
}

/** Children in a row that wraps, vertically centred. @default gap "md" */
export function Group({
  gap = "md",
  justify,
  align,
  wrap = true,
  component: Component = "div",
  className,
  style,
  ...props
}: Polymorphic<{
  gap?: Space;
  justify?: CSSProperties["justifyContent"];
  align?: CSSProperties["alignItems"];
  /** @default true */
  wrap?: boolean;
}>) {
  return (
    <Component
      className={cx(classes.group, className)}
      style={
        {
          "--gap": space(gap),
          justifyContent: justify,
          alignItems: align,
          flexWrap: wrap ? "wrap" : "nowrap",
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}

/**
 * Equal columns; `cols` may change by breakpoint (`{ base: 1, sm: 2, md: 3 }`, Mantine's breakpoints: xs 36em, sm 48em,
 * md 62em, lg 75em). @default cols 1, spacing "md"
 */
export function SimpleGrid({
  cols = 1,
  spacing = "md",
  component: Component = "div",
  className,
  style,
  ...props
}: Polymorphic<{ cols?: Responsive<number>; spacing?: Space }>) {
  return (
    <Component
      className={cx(classes.simpleGrid, className)}
      style={{ ...responsiveVars("cols", cols, String), "--gap": space(spacing), ...style } as CSSProperties}
      {...props}
    />
  );
}

/**
 * Two columns from 62em, stacked below: `ratio` is their shares, as Mantine's Grid spans them out of 12 (7 : 5 puts a
 * form or a pitch beside its side panel). @default ratio [7, 5], spacing "xl", align "start"
 */
export function Split({
  ratio = [7, 5],
  spacing = "xl",
  align = "start",
  component: Component = "div",
  className,
  style,
  ...props
}: Polymorphic<{ ratio?: [number, number]; spacing?: Space; align?: CSSProperties["alignItems"] }>) {
  return (
    <Component
      className={cx(classes.split, className)}
      style={
        {
          "--gap": space(spacing),
          "--split-start": `${ratio[0]}fr`,
          "--split-end": `${ratio[1]}fr`,
          alignItems: align,
          ...style,
        } as CSSProperties
      }
      {...props}
    />
  );
}
