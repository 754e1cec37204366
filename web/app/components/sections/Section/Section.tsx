import type { ReactNode } from "react";
import { Container, Text, Title, cx } from "../../ui";
import shared from "../sections.module.css";
import classes from "./Section.module.css";

export interface SectionProps {
  /** Anchor id, e.g. `certification` on the home page. */
  id?: string;
  eyebrow?: string;
  /** The section's `<h2>`. */
  title: ReactNode;
  lead?: ReactNode;
  /** @default "white" */
  tone?: "white" | "muted" | "brand";
  /** @default "lg" */
  size?: "md" | "lg" | "xl";
  children?: ReactNode;
}

/** A page band with an h2 heading and an optional lead; content goes below. */
export function Section({ id, eyebrow, title, lead, tone = "white", size = "lg", children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <Container size={size} className={classes.inner}>
        {eyebrow ? (
          <Text size="sm" weight={700} className={cx(shared.bandEyebrow, classes.eyebrow)}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={2} id={headingId} className={classes.title}>
          {title}
        </Title>
        {lead ? (
          <Text size="lg" className={classes.lead}>
            {lead}
          </Text>
        ) : null}
        {children ? <div className={classes.content}>{children}</div> : null}
      </Container>
    </section>
  );
}
