import { Icon } from "../../Icon/Icon";
import { IconTile, SimpleGrid, Stack } from "../../ui";
import classes from "./CheckList.module.css";

/** A list whose items each carry a check mark; cards, steps and schedules use it for their bullet points. */
export function CheckItems({ items }: { items: string[] }) {
  return (
    <Stack component="ul" gap={6} className={classes.items}>
      {items.map((item) => (
        <li key={item} className={classes.item}>
          <IconTile size={20} round>
            <Icon name="check" size={14} />
          </IconTile>
          <span>{item}</span>
        </li>
      ))}
    </Stack>
  );
}

/** A checked list split into columns on wider screens. */
export function CheckList({ items, columns = 2 }: { items: string[]; columns?: 1 | 2 | 3 }) {
  const perColumn = Math.ceil(items.length / columns);
  const groups = Array.from({ length: columns }, (_, i) => items.slice(i * perColumn, (i + 1) * perColumn));
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
      {groups.map((group, index) => (group.length ? <CheckItems key={index} items={group} /> : null))}
    </SimpleGrid>
  );
}
