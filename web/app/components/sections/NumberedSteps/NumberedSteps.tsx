import { Stack, Text, Title } from "../../ui";
import { CheckItems } from "../CheckList/CheckList";
import shared from "../sections.module.css";
import type { StepItem } from "../types";
import classes from "./NumberedSteps.module.css";

export interface NumberedStepsProps {
  steps: StepItem[];
  /** @default 3 */
  headingOrder?: 3 | 4;
  /** Lay steps out side by side on wide screens. @default false */
  horizontal?: boolean;
}

/** An ordered list of steps or phases, each with a numbered badge, title, optional meta line, text and items. */
export function NumberedSteps({ steps, headingOrder = 3, horizontal = false }: NumberedStepsProps) {
  return (
    <ol className={classes.list} data-horizontal={horizontal}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.badge} aria-hidden="true">
            {step.number ?? index + 1}
          </span>
          <Stack gap={6} className={classes.body}>
            <Title order={headingOrder} className={classes.title}>
              {step.title}
            </Title>
            {step.meta ? (
              <Text size="sm" weight={700} tone="brand">
                {step.meta}
              </Text>
            ) : null}
            {step.description ? (
              <Text size="sm" tone="body" className={shared.description}>
                {step.description}
              </Text>
            ) : null}
            {step.items?.length ? <CheckItems items={step.items} /> : null}
            {step.parts?.map((part) => (
              <div key={part.title} className={classes.part}>
                <Text size="sm" weight={700} tone="strong" className={classes.partTitle}>
                  {part.title}
                </Text>
                <CheckItems items={part.items} />
              </div>
            ))}
          </Stack>
        </li>
      ))}
    </ol>
  );
}
