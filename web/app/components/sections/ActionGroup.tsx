import { Group, type GroupProps } from "@mantine/core";
import { ActionButton } from "../ActionButton/ActionButton";
import classes from "./ActionGroup.module.css";
import type { Action } from "./types";

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
          aria-label={action.ariaLabel}
          className={onDark && action.variant === "outline" ? classes.outlineOnDark : undefined}
        >
          {action.label}
        </ActionButton>
      ))}
    </Group>
  );
}
