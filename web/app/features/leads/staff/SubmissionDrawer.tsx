import {
  isLeadKind,
  isPipelineField,
  LEAD_SOURCE_LABELS,
  storedSourceOf,
  type LeadSource,
  type SubmissionDelivery,
  type SubmissionKind,
  type SubmissionRowsByKind,
} from "@domain";
import { Anchor, DataList, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState, type ReactNode } from "react";
import { deliveryText, formatDateTime } from "../../../lib/staff/format";
import { LeadPanel } from "./LeadPanel";
import { type DetailField, type TabDefinition } from "../../../lib/staff/leadTable";

export interface SubmissionDrawerProps<TKind extends SubmissionKind> {
  definition: TabDefinition<TKind>;
  /** The row shown; null closes the drawer. */
  row: SubmissionRowsByKind[TKind] | null;
  onClose: () => void;
  /** After a status change or a note: the listing shows the new status. */
  onChanged?: () => void;
  /** After the submission was deleted: the drawer closes and the listing refreshes. */
  onDeleted?: () => void;
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

/** How the two e-mails about a submission or payment went (recorded by the mail sender). */
function DeliveryList({ delivery }: { delivery: SubmissionDelivery | undefined }) {
  return (
    <section aria-labelledby="delivery-heading">
      <Title order={3} size="h5" id="delivery-heading" mb="xs">
        E-mails
      </Title>
      <DataList orientation="horizontal" gap="xs">
        <DataList.Item>
          <DataList.ItemLabel fw={600} c="#4a5872">
            E-mail to staff
          </DataList.ItemLabel>
          <DataList.ItemValue>{deliveryText(delivery?.staff)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel fw={600} c="#4a5872">
            Confirmation to sender
          </DataList.ItemLabel>
          <DataList.ItemValue>{deliveryText(delivery?.confirmation)}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
    </section>
  );
}

/** Where the lead came from: its channel, campaign fields, referring site, landing page and form page. */
function SourceList({ source }: { source: LeadSource }) {
  return (
    <section aria-labelledby="source-heading">
      <Title order={3} size="h5" id="source-heading" mb="xs">
        Source
      </Title>
      <DataList orientation="horizontal" gap="xs">
        {(Object.keys(LEAD_SOURCE_LABELS) as (keyof LeadSource)[]).map((key) => (
          <DataList.Item key={key}>
            <DataList.ItemLabel fw={600} c="#4a5872">
              {LEAD_SOURCE_LABELS[key]}
            </DataList.ItemLabel>
            <DataList.ItemValue style={WRAP}>{source[key] || "—"}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </section>
  );
}

/**
 * One submission in a drawer: for contact messages and applications its status, notes, history and the Delete
 * button (loaded fresh with `getSubmission`); the e-mails' delivery; every stored field, long texts wrapped, with
 * fields the tab does not know listed last by name.
 */
export function SubmissionDrawer<TKind extends SubmissionKind>({
  definition,
  row,
  onClose,
  onChanged,
  onDeleted,
  actions,
}: SubmissionDrawerProps<TKind>) {
  // The freshest copy of the row: the listing's, then what the detail call answered.
  const [fresh, setFresh] = useState<SubmissionRowsByKind[TKind] | null>(row);
  useEffect(() => setFresh(row), [row]);
  const shown = fresh && row && fresh.id === row.id ? fresh : row;
  const record = shown as (Record<string, unknown> & SubmissionRowsByKind[TKind]) | null;
  const known = new Set(definition.fields.map((field) => field.key));
  const fields: DetailField<SubmissionRowsByKind[TKind]>[] = record
    ? [
        ...definition.fields,
        ...Object.keys(record)
          .filter((key) => !known.has(key) && !isPipelineField(key))
          .map((key) => ({ key, label: key })),
      ]
    : [];
  const kind = definition.kind;

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
        <Stack gap="xl">
          {isLeadKind(kind) ? (
            <LeadPanel
              key={record.id}
              kind={kind}
              id={record.id}
              noun={definition.noun}
              onRow={(next) => setFresh(next as unknown as SubmissionRowsByKind[TKind])}
              onChanged={() => onChanged?.()}
              onDeleted={() => onDeleted?.()}
            />
          ) : null}
          {actions ? <Group>{actions}</Group> : null}
          <DeliveryList delivery={(record as { delivery?: SubmissionDelivery }).delivery} />
          <SourceList source={storedSourceOf(record)} />
          <section aria-labelledby="fields-heading">
            <Title order={3} size="h5" id="fields-heading" mb="xs">
              Details
            </Title>
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
          </section>
        </Stack>
      ) : null}
    </Drawer>
  );
}
