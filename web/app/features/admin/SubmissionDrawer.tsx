import type { SubmissionKind, SubmissionRowsByKind } from "@domain";
import { Anchor, DataList, Drawer, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatDateTime } from "./format";
import type { DetailField, TabDefinition } from "./types";

export interface SubmissionDrawerProps<TKind extends SubmissionKind> {
  definition: TabDefinition<TKind>;
  /** The row shown; null closes the drawer. */
  row: SubmissionRowsByKind[TKind] | null;
  onClose: () => void;
  actions?: ReactNode;
}

const WRAP = { whiteSpace: "pre-wrap", overflowWrap: "anywhere" } as const;

function FieldValue<TRow extends Record<string, unknown>>({ field, row }: { field: DetailField<TRow>; row: TRow }) {
  const value = row[field.key];
  if (value === null || value === undefined || value === "") {
    return (
      <Text c="#4a5872" fs="italic">
        Not provided
      </Text>
    );
  }
  if (field.display) return <Text style={WRAP}>{field.display(row)}</Text>;
  if (field.format === "date" && typeof value === "string") return <Text>{formatDateTime(value)}</Text>;
  if (field.format === "email" && typeof value === "string") {
    return (
      <Anchor href={`mailto:${value}`} style={WRAP}>
        {value}
      </Anchor>
    );
  }
  return <Text style={WRAP}>{typeof value === "object" ? JSON.stringify(value) : String(value)}</Text>;
}

/** Every stored field of one submission, long texts wrapped; fields the tab does not know are listed last by name. */
export function SubmissionDrawer<TKind extends SubmissionKind>({
  definition,
  row,
  onClose,
  actions,
}: SubmissionDrawerProps<TKind>) {
  const record = row as (Record<string, unknown> & SubmissionRowsByKind[TKind]) | null;
  const known = new Set(definition.fields.map((field) => field.key));
  const fields: DetailField<SubmissionRowsByKind[TKind]>[] = record
    ? [
        ...definition.fields,
        ...Object.keys(record)
          .filter((key) => !known.has(key))
          .map((key) => ({ key, label: key })),
      ]
    : [];

  return (
    <Drawer
      opened={record !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={record ? definition.title(record) : ""}
      closeButtonProps={{ "aria-label": "Close details" }}
      styles={{ title: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)" } }}
    >
      {record ? (
        <Stack gap="lg">
          <DataList orientation="vertical" withDivider gap="md">
            {fields.map((field) => (
              <DataList.Item key={field.key}>
                <DataList.ItemLabel fw={600} c="#4a5872">
                  {field.label}
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  <FieldValue field={field} row={record} />
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
          {actions ? <Group>{actions}</Group> : null}
        </Stack>
      ) : null}
    </Drawer>
  );
}
