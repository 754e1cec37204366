import { SimpleGrid } from "../../ui";
import classes from "./StatGrid.module.css";

/** A headline figure, e.g. { value: "80%", label: "less staff time spent running events" }. */
export interface StatItem {
  value: string;
  label: string;
}

/** Headline figures in a row; use only the marketing claims of docs/product.md, Prices and constants. */
export function StatGrid({ items }: { items: StatItem[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: Math.min(items.length, 3) }} spacing="lg">
      {items.map((item) => (
        <div key={item.label} className={classes.stat}>
          <dt className={classes.label}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
