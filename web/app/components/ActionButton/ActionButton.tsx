import { Anchor, type AnchorProps, Button, type ButtonProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

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

export interface ActionButtonProps extends ButtonProps {
  /** A site path (`/contact`), an external address (opens in a new tab), or a mailto:/tel: link. */
  to: string;
  children: ReactNode;
  /** Accessible name when the visible label alone does not say where the link goes. */
  "aria-label"?: string;
}

/** A button that is really a link: every call to action on the site goes somewhere. */
export function ActionButton({ to, children, ...props }: ActionButtonProps) {
  if (isBrowserLink(to)) {
    return (
      <Button component="a" href={to} {...newTab(to)} {...props}>
        {children}
      </Button>
    );
  }
  return (
    <Button component={Link} to={to} {...props}>
      {children}
    </Button>
  );
}

export interface TextLinkProps extends AnchorProps {
  to: string;
  children: ReactNode;
  "aria-label"?: string;
}

/** An inline text link with the same internal/external rules as {@link ActionButton}. */
export function TextLink({ to, children, ...props }: TextLinkProps) {
  if (isBrowserLink(to)) {
    return (
      <Anchor href={to} {...newTab(to)} {...props}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
