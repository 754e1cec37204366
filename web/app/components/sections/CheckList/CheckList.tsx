import { SimpleGrid } from "@mantine/core";
import { CheckItems } from "../CardGrid/CardGrid";

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
