import type { ReactNode } from "react";
import { Badge, Container, Group, Text, Title, cx } from "../../ui";
import { ActionGroup } from "../ActionGroup";
import shared from "../sections.module.css";
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
      <Container size="lg" className={classes.inner}>
        {eyebrow ? (
          <Text size="sm" weight={700} className={cx(shared.bandEyebrow, classes.eyebrow)}>
            {eyebrow}
          </Text>
        ) : null}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text tone="onDark" className={classes.lead}>
          {lead}
        </Text>
        {badges?.length ? (
          <Group gap="xs" className={classes.badges}>
            {badges.map((badge) => (
              <Badge key={badge} className={classes.badge}>
                {badge}
              </Badge>
            ))}
          </Group>
        ) : null}
        {actions?.length ? <ActionGroup actions={actions} size="lg" onDark className={classes.actions} /> : null}
        {children}
      </Container>
    </section>
  );
}
