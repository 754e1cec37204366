import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { Link } from "react-router";
import { isContentPage } from "../../pages";
import { cx } from "../ui";
import classes from "./ActionButton.module.css";

/** True for addresses that leave the site (they open in a new tab). */
export function isExternal(to: string): boolean {
  return /^(https?:)?\/\//.test(to);
}

/** True for links handled by the browser itself rather than the router (external, mailto:, tel:). */
function isBrowserLink(to: string): boolean {
  return isExternal(to) || to.startsWith("mailto:") || to.startsWith("tel:");
}

function newTab(to: string) {
  return isExternal(to) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

/** A site link, or a plain anchor for external, mailto: and tel: addresses (external ones open in a new tab). */
function SmartLink({ to, ...props }: { to: string } & Omit<ComponentPropsWithoutRef<"a">, "href">) {
  if (isBrowserLink(to)) return <a href={to} {...newTab(to)} {...props} />;
  return <Link to={to} reloadDocument={isContentPage(to)} {...props} />;
}

/** `danger`: filled in dark red, for a button that undoes something (cancelling a meeting). */
export type ButtonVariant = "filled" | "outline" | "light" | "white" | "default" | "subtle" | "danger";

export interface ActionButtonProps {
  /** A site path (`/contact`), an external address (opens in a new tab), or a mailto:/tel: link. */
  to: string;
  children: ReactNode;
  /** @default "filled" */
  variant?: ButtonVariant;
  /** @default "sm" */
  size?: "compact-sm" | "sm" | "md" | "lg";
  fullWidth?: boolean;
  /** An icon after the label. */
  rightSection?: ReactNode;
  className?: string;
  /** Accessible name when the visible label alone does not say where the link goes. */
  "aria-label"?: string;
}

/** A button that is really a link: every call to action on the site goes somewhere. */
export function ActionButton({
  to,
  children,
  variant = "filled",
  size = "sm",
  fullWidth,
  rightSection,
  className,
  ...props
}: ActionButtonProps) {
  return (
    <SmartLink
      to={to}
      className={cx(classes.button, className)}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...props}
    >
      <span className={classes.label}>{children}</span>
      {rightSection ? <span className={classes.section}>{rightSection}</span> : null}
    </SmartLink>
  );
}

/** A real `<button>` with the same look, for what acts on the page (a form's submit button). */
export function Button({
  variant = "filled",
  size = "sm",
  type = "button",
  className,
  children,
  ...props
}: { variant?: ButtonVariant; size?: ActionButtonProps["size"] } & ComponentPropsWithoutRef<"button">) {
  return (
    <button type={type} className={cx(classes.button, className)} data-variant={variant} data-size={size} {...props}>
      <span className={classes.label}>{children}</span>
    </button>
  );
}

export interface TextLinkProps {
  to: string;
  children: ReactNode;
  /** @default "hover" */
  underline?: "always" | "hover";
  /** Semi-bold, for the one link a sentence is about ("Contact us"). */
  strong?: boolean;
  className?: string;
  "aria-label"?: string;
}

/** An inline text link with the same internal/external rules as {@link ActionButton}. */
export function TextLink({ to, children, underline = "hover", strong, className, ...props }: TextLinkProps) {
  return (
    <SmartLink
      to={to}
      className={cx(classes.textLink, className)}
      data-underline={underline}
      data-strong={strong || undefined}
      {...props}
    >
      {children}
    </SmartLink>
  );
}
