import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "../../ui";
import shared from "../sections.module.css";
import classes from "./ModuleList.module.css";

/** One module of a training programme (docs/product.md, Content: number, title, description, topics). */
export interface ModuleItem {
  number: number;
  title: string;
  description: string;
  topics: string[];
}

export interface ModuleListProps {
  modules: ModuleItem[];
  /** Columns on wide screens. @default 2 */
  columns?: 2 | 3;
  /** @default 3 */
  headingOrder?: 3 | 4;
}

/** A programme's modules as numbered cards, each with its description and topic tags. */
export function ModuleList({ modules, columns = 2, headingOrder = 3 }: ModuleListProps) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {modules.map((module) => (
        <Paper key={module.number} component="li" padding="xl" className={shared.card}>
          <Stack gap="sm">
            <Text size="xs" weight={700} tone="brand" className={shared.eyebrow}>
              Module {module.number}
            </Text>
            <Title order={headingOrder} className={shared.cardTitle}>
              {module.title}
            </Title>
            <Text size="sm" tone="body" className={shared.description}>
              {module.description}
            </Text>
            <Group gap={6} component="ul" className={classes.topics} aria-label={`Topics in ${module.title}`}>
              {module.topics.map((topic) => (
                <li key={topic}>
                  <Badge className={classes.topic}>{topic}</Badge>
                </li>
              ))}
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
