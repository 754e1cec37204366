import { Badge, Container, Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { ActionGroup } from "../ActionGroup";
import type { Action } from "../types";
import classes from "./PageHero.module.css";

export interface PageHeroProps {
  /** Small line above the heading. */
  eyebrow?: string;
  /** The page's only `<h1>`. */
  title: ReactNode;
  lead: ReactNode;
  badges?: string[];
  actions?: Action[];
  children?: ReactNode;
}

/** The top band of every page: one h1, a lead paragraph, optional badges and calls to action. */
export function PageHero({ eyebrow, title, lead, badges, actions, children }: PageHeroProps) {
  return (
    <section className={classes.hero}>
      <Container size="lg" py={{ base: 56, md: 88 }}>
        {eyebrow ? (
          <Text className={classes.eyebrow} fw={700} tt="uppercase" size="sm" mb="sm">
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.lead} mt="lg">
          {lead}
        </Text>
        {badges?.length ? (
          <Group gap="xs" mt="lg">
            {badges.map((badge) => (
              <Badge key={badge} size="lg" variant="white" color="sky.9" radius="sm" tt="none">
                {badge}
              </Badge>
            ))}
          </Group>
        ) : null}
        {actions?.length ? <ActionGroup actions={actions} size="lg" mt={32} onDark /> : null}
        {children}
      </Container>
    </section>
  );
}
