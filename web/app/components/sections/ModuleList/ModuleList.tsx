import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import classes from "./ModuleList.module.css";

/** One module of a training programme (spec §3: number, title, description, topics). */
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
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: columns }} spacing="lg" className={classes.list}>
      {modules.map((module) => (
        <Card key={module.number} component="li" withBorder radius="lg" padding="xl" className={classes.card}>
          <Stack gap="sm">
            <Text size="xs" fw={700} tt="uppercase" c="sky.8" lts={0.6}>
              Module {module.number}
            </Text>
            <Title order={headingOrder} className={classes.title}>
              {module.title}
            </Title>
            <Text size="sm" c="#33415c" lh={1.6}>
              {module.description}
            </Text>
            <Group gap={6} component="ul" className={classes.topics} aria-label={`Topics in ${module.title}`}>
              {module.topics.map((topic) => (
                <Badge
                  key={topic}
                  component="li"
                  variant="light"
                  color="sky"
                  radius="sm"
                  tt="none"
                  size="lg"
                  classNames={{ root: classes.topic, label: classes.topicLabel }}
                >
                  {topic}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
