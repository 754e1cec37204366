import { Group, VisuallyHidden, type GroupProps } from "@mantine/core";
import { ActionButton } from "../ActionButton/ActionButton";
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

/** A row of call-to-action buttons; wraps on small screens. */
export function ActionGroup({
  actions,
  size = "md",
  onDark = false,
  ...props
}: {
  actions: Action[];
  size?: string;
  /** Outline buttons turn white on a dark band. */ onDark?: boolean;
} & GroupProps) {
  return (
    <Group gap="sm" {...props}>
      {actions.map((action) => (
        <ActionButton
          key={`${action.label}-${action.to}`}
          to={action.to}
          variant={action.variant ?? "filled"}
          size={size}
          className={onDark && action.variant === "outline" ? classes.outlineOnDark : undefined}
          {...actionContent(action)}
        />
      ))}
    </Group>
  );
}
