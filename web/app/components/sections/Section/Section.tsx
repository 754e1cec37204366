import { Box, Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
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
    <Box component="section" id={id} aria-labelledby={headingId} className={classes.section} data-tone={tone}>
      <Container size={size} py={{ base: 48, md: 72 }}>
        {eyebrow ? (
          <Text className={classes.eyebrow} fw={700} tt="uppercase" size="sm" mb={6}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={2} id={headingId} className={classes.title}>
          {title}
        </Title>
        {lead ? (
          <Text className={classes.lead} mt="md">
            {lead}
          </Text>
        ) : null}
        {children ? <Box mt={{ base: 28, md: 40 }}>{children}</Box> : null}
      </Container>
    </Box>
  );
}
