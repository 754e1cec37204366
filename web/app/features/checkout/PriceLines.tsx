import { Box, Group, Text } from "@mantine/core";
import { formatUsd } from "@domain";
import classes from "./PriceLines.module.css";

export interface PriceLinesProps {
  lines: { label: string; cents: number }[];
  totalLabel: string;
  totalCents: number;
}

/** A price broken into its lines and total, as a definition list. */
export function PriceLines({ lines, totalLabel, totalCents }: PriceLinesProps) {
  return (
    <Box component="dl" className={classes.lines}>
      {[...lines, { label: totalLabel, cents: totalCents, total: true }].map((line) => (
        <Group
          key={line.label}
          justify="space-between"
          wrap="nowrap"
          gap="md"
          className={"total" in line ? classes.total : classes.line}
        >
          <Text component="dt" size="sm" c="#33415c" fw={"total" in line ? 700 : 400}>
            {line.label}
          </Text>
          <Text component="dd" size="sm" fw={700} c="#0b1d3a">
            {formatUsd(line.cents)}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
