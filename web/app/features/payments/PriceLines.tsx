import { formatUsd } from "@domain/format";
import { Group, Text } from "../../components/ui";
import classes from "./PriceLines.module.css";

export interface PriceLinesProps {
  lines: { label: string; cents: number }[];
  totalLabel: string;
  totalCents: number;
}

/** A price broken into its lines and total, as a definition list. Plain elements: it needs no Mantine provider. */
export function PriceLines({ lines, totalLabel, totalCents }: PriceLinesProps) {
  return (
    <dl className={classes.lines}>
      {[...lines, { label: totalLabel, cents: totalCents, total: true }].map((line) => (
        <Group
          key={line.label}
          justify="space-between"
          wrap={false}
          gap="md"
          className={"total" in line ? classes.total : classes.line}
        >
          <Text component="dt" size="sm" tone="body" weight={"total" in line ? 700 : undefined}>
            {line.label}
          </Text>
          <Text component="dd" size="sm" tone="strong" weight={700} className={classes.amount}>
            {formatUsd(line.cents)}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
