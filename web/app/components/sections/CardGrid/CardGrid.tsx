import { Icon } from "../../Icon/Icon";
import { Badge, Group, IconTile, Paper, SimpleGrid, Stack, Text, Title, cx } from "../../ui";
import { ActionGroup } from "../ActionGroup";
import { CheckItems } from "../CheckList/CheckList";
import shared from "../sections.module.css";
import type { CardItem } from "../types";
import classes from "./CardGrid.module.css";

export interface CardGridProps {
  items: CardItem[];
  /** Columns at the largest breakpoint. @default 3 */
  columns?: 1 | 2 | 3 | 4 | 5;
  /** Heading level of card titles, one below the section's. @default 3 */
  headingOrder?: 3 | 4;
}

/** A titled check list inside a card. */
function CardList({ title, items }: { title?: string; items: string[] }) {
  return (
    <Stack gap={6}>
      {title ? (
        <Text size="sm" weight={700} tone="strong">
          {title}
        </Text>
      ) : null}
      <CheckItems items={items} />
    </Stack>
  );
}

/** Cards from typed content: icon, eyebrow, title, badges, description, facts, bullet lists and actions. */
export function CardGrid({ items, columns = 3, headingOrder = 3 }: CardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="lg">
      {items.map((item) => (
        <Paper key={item.title} padding="xl" className={cx(shared.card, classes.card)}>
          <Stack gap="sm" className={classes.body}>
            {item.icon ? (
              <IconTile size={48}>
                <Icon name={item.icon} size={26} />
              </IconTile>
            ) : null}
            {item.eyebrow ? (
              <Text size="xs" weight={700} tone="brand" className={shared.eyebrow}>
                {item.eyebrow}
              </Text>
            ) : null}
            <Title order={headingOrder} className={shared.cardTitle}>
              {item.title}
            </Title>
            {item.badges?.length ? (
              <Group gap={6}>
                {item.badges.map((badge) => (
                  <Badge key={badge}>{badge}</Badge>
                ))}
              </Group>
            ) : null}
            {item.description ? (
              <Text size="sm" tone="body" className={shared.description}>
                {item.description}
              </Text>
            ) : null}
            {item.facts?.length ? (
              <dl className={classes.facts}>
                {item.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {item.points?.length ? <CardList title={item.pointsTitle} items={item.points} /> : null}
            {item.lists?.map((list) => (
              <CardList key={list.title} title={list.title} items={list.items} />
            ))}
            {item.actions?.length ? <ActionGroup actions={item.actions} size="sm" className={classes.actions} /> : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
