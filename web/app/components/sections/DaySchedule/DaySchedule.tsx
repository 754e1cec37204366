import { Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from "../../ui";
import { CheckItems } from "../CheckList/CheckList";
import classes from "./DaySchedule.module.css";

/** One day of a bootcamp (docs/product.md, Content: day, title, theme, objectives, activities, deliverables). */
export interface DayItem {
  day: number;
  title: string;
  theme: string;
  objectives: string[];
  activities: string[];
  deliverables: string[];
}

export interface DayScheduleProps {
  days: DayItem[];
  /** @default 3 */
  headingOrder?: 3 | 4;
}

/** A day-by-day schedule: one card per day with its objectives, activities and deliverables side by side. */
export function DaySchedule({ days, headingOrder = 3 }: DayScheduleProps) {
  const listHeadingOrder = headingOrder === 3 ? 4 : 5;
  return (
    <Stack component="ol" gap="lg" className={classes.schedule}>
      {days.map((day) => (
        <Paper key={day.day} component="li" className={classes.card}>
          <div className={classes.header}>
            <span className={classes.day} aria-hidden="true">
              Day {day.day}
            </span>
            <div>
              <Title order={headingOrder} className={classes.title}>
                <VisuallyHidden>Day {day.day}: </VisuallyHidden>
                {day.title}
              </Title>
              <Text size="sm" tone="body" className={classes.theme}>
                {day.theme}
              </Text>
            </div>
          </div>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl" className={classes.lists}>
            {(
              [
                ["Objectives", day.objectives],
                ["Activities", day.activities],
                ["Deliverables", day.deliverables],
              ] as const
            ).map(([label, items]) => (
              <Stack key={label} gap={8}>
                <Title order={listHeadingOrder} className={classes.listTitle}>
                  {label}
                </Title>
                <CheckItems items={[...items]} />
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
