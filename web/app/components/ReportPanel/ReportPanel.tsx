import { Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * One titled table of a staff report (Revenue, Traffic): a region named by its heading (its id made from `idPrefix`
 * and the title), showing `empty` instead of the table when there are no rows.
 */
export function ReportPanel({
  idPrefix,
  title,
  empty,
  children,
}: {
  idPrefix: string;
  title: string;
  /** What it says when there is nothing to show; false when there is. */
  empty: string | false;
  children: ReactNode;
}) {
  const id = `${idPrefix}-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="#4a5872">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
