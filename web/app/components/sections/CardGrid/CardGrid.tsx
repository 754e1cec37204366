import { Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Icon } from "../../Icon/Icon";
import { ActionGroup } from "../ActionGroup";
import type { CardItem } from "../types";
import classes from "./CardGrid.module.css";

export interface CardGridProps {
  items: CardItem[];
  /** Columns at the largest breakpoint. @default 3 */
  columns?: 1 | 2 | 3 | 4 | 5;
  /** Heading level of card titles, one below the section's. @default 3 */
  headingOrder?: 3 | 4;
}

function CheckItems({ items }: { items: string[] }) {
  return (
    <List
      spacing={6}
      size="sm"
      icon={
        <ThemeIcon size={20} radius="xl" color="sky" variant="light">
          <Icon name="check" size={14} />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** Cards from typed content: icon, eyebrow, title, badges, description, facts, bullet lists and actions. */
export function CardGrid({ items, columns = 3, headingOrder = 3 }: CardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns, 2), md: columns }} spacing="lg">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="lg" padding="xl" className={classes.card}>
          <Stack gap="sm" h="100%">
            {item.icon ? (
              <ThemeIcon size={48} radius="md" variant="light" color="sky">
                <Icon name={item.icon} size={26} />
              </ThemeIcon>
            ) : null}
            {item.eyebrow ? (
              <Text size="xs" fw={700} tt="uppercase" c="sky.8" lts={0.6}>
                {item.eyebrow}
              </Text>
            ) : null}
            <Title order={headingOrder} className={classes.title}>
              {item.title}
            </Title>
            {item.badges?.length ? (
              <Group gap={6}>
                {item.badges.map((badge) => (
                  <Badge key={badge} variant="light" color="sky" radius="sm" tt="none">
                    {badge}
                  </Badge>
                ))}
              </Group>
            ) : null}
            {item.description ? (
              <Text size="sm" c="#33415c" lh={1.6}>
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
            {item.points?.length ? (
              <Stack gap={6}>
                {item.pointsTitle ? (
                  <Text size="sm" fw={700} c="#0b1d3a">
                    {item.pointsTitle}
                  </Text>
                ) : null}
                <CheckItems items={item.points} />
              </Stack>
            ) : null}
            {item.lists?.map((list) => (
              <Stack key={list.title} gap={6}>
                <Text size="sm" fw={700} c="#0b1d3a">
                  {list.title}
                </Text>
                <CheckItems items={list.items} />
              </Stack>
            ))}
            {item.actions?.length ? <ActionGroup actions={item.actions} size="sm" mt="auto" pt="sm" /> : null}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export { CheckItems };
