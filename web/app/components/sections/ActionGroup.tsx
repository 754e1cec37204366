import { ActionButton, type ActionButtonProps } from "../ActionButton/ActionButton";
import { Group, VisuallyHidden, cx } from "../ui";
import classes from "./ActionGroup.module.css";
import type { Action } from "./types";

/**
 * The button's content and accessible name. When the name extends the visible label ("Learn More" → "Learn more about
 * Build with AI"), the rest is also there as visually hidden text, because search engines read a link's text, not
 * its aria-label.
 */
function actionContent({ label, ariaLabel }: Action) {
  if (!ariaLabel?.toLowerCase().startsWith(label.toLowerCase())) return { children: label, "aria-label": ariaLabel };
  return {
    "aria-label": ariaLabel,
    children: (
      <>
        {label}
        <VisuallyHidden>{ariaLabel.slice(label.length)}</VisuallyHidden>
      </>
    ),
  };
}

export interface ActionGroupProps {
  actions: Action[];
  /** @default "md" */
  size?: ActionButtonProps["size"];
  /** Outline buttons turn white on a dark band. @default false */
  onDark?: boolean;
  /** @default "flex-start" */
  justify?: "flex-start" | "center";
  /** Margins and other placement, from the caller's stylesheet. */
  className?: string;
}

/** A row of call-to-action buttons; wraps on small screens. */
export function ActionGroup({ actions, size = "md", onDark = false, justify, className }: ActionGroupProps) {
  return (
    <Group gap="sm" justify={justify} className={cx(classes.group, className)} data-on-dark={onDark || undefined}>
      {actions.map((action) => (
        <ActionButton
          key={`${action.label}-${action.to}`}
          to={action.to}
          variant={action.variant ?? "filled"}
          size={size}
          {...actionContent(action)}
        />
      ))}
    </Group>
  );
}
