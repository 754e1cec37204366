import {
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  formatUsd,
  sourceSummary,
  storedSourceOf,
  type InvoiceRow,
} from "@domain";
import { Button, Group, Paper, ScrollArea, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "../../../components/LoadError/LoadError";
import { toCsv, csvFileName, CSV_BOM } from "../../../lib/staff/csv";
import { downloadText } from "../../../lib/staff/download";
import { formatDateTime } from "../../../lib/staff/format";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { listInvoices } from "./api";
import { InvoiceActions, InvoiceStatusBadge } from "./InvoiceActions";

const FILTERS = [
  { value: "all", label: "All" },
  ...INVOICE_STATUSES.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] })),
];

/** The CSV's columns: the invoice, its money in cents, its lead and its source. */
const CSV_COLUMNS = [
  "id",
  "number",
  "status",
  "organization",
  "billing_email",
  "po_number",
  "total_cents",
  "amount_paid_cents",
  "refunded_cents",
  "currency",
  "paid_via",
  "created_at",
  "sent_at",
  "due_date",
  "paid_at",
  "lead",
  "source_channel",
  "source_utm_source",
  "source_utm_medium",
  "source_utm_campaign",
  "source_landing_page",
  "amount_mismatch",
] as const;

function csvRow(invoice: InvoiceRow): Record<string, unknown> {
  const source = storedSourceOf(invoice);
  return {
    id: invoice.id,
    number: invoice.number ?? "",
    status: invoice.status,
    organization: invoice.organization,
    billing_email: invoice.billing_email,
    po_number: invoice.po_number,
    total_cents: invoice.total,
    amount_paid_cents: invoice.amount_paid ?? 0,
    refunded_cents: invoice.refunded_amount ?? 0,
    currency: invoice.currency,
    paid_via: invoice.paid_via ?? "",
    created_at: invoice.created_at,
    sent_at: invoice.sent_at ?? "",
    due_date: invoice.due_date ?? "",
    paid_at: invoice.paid_at ?? "",
    lead: invoice.lead_ref,
    source_channel: source.channel,
    source_utm_source: source.utm_source,
    source_utm_medium: source.utm_medium,
    source_utm_campaign: source.utm_campaign,
    source_landing_page: source.landing_page,
    amount_mismatch: invoice.amount_mismatch === true,
  };
}

/**
 * The Payments tab's invoices: filtered by status, newest first, with the lead's source on each, the actions of each
 * invoice (Send, Void, the hosted page, Refund for owners) and the CSV of what is listed.
 */
export function InvoicesPanel() {
  const [status, setStatus] = useState<string>("all");
  const [rows, setRows] = useState<InvoiceRow[] | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    listInvoices({ status: status as (typeof INVOICE_STATUSES)[number] | "all" }).then(
      (answer) => {
        setRows(answer.rows);
        setTruncated(answer.truncated);
      },
      (failure: unknown) => setError(loadErrorMessage(failure)),
    );
  }, [status]);
  useEffect(load, [load]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoices-panel-heading" mb="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={2} size="h4" id="invoices-panel-heading">
            Invoices
          </Title>
          <Group gap="sm" align="flex-end">
            <Select
              label="Invoice status"
              data={FILTERS}
              value={status}
              onChange={(value) => value && setStatus(value)}
              allowDeselect={false}
              w={170}
            />
            <Button
              variant="default"
              disabled={!rows || rows.length === 0}
              onClick={() =>
                rows && downloadText(csvFileName("invoices"), CSV_BOM + toCsv(CSV_COLUMNS, rows.map(csvRow)))
              }
            >
              Export invoices CSV
            </Button>
          </Group>
        </Group>
        {error ? <LoadError message={error} onRetry={load} /> : null}
        {!error && rows === null ? <Text role="status">Loading...</Text> : null}
        {rows?.length === 0 ? (
          <Text size="sm" c="#4a5872">
            No invoices
            {status === "all"
              ? " yet"
              : ` with status ${INVOICE_STATUS_LABELS[status as keyof typeof INVOICE_STATUS_LABELS]}`}
            . Create one from a lead's drawer.
          </Text>
        ) : null}
        {rows && rows.length > 0 ? (
          <ScrollArea type="auto">
            <Table verticalSpacing="xs" miw={900} aria-labelledby="invoices-panel-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>Organisation</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((invoice) => {
                  const source = storedSourceOf(invoice);
                  return (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{invoice.number ?? "Draft"}</Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>
                        {invoice.organization}
                        <Text size="xs" c="#4a5872">
                          {invoice.billing_email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <InvoiceStatusBadge invoice={invoice} />
                        {invoice.paid_via ? (
                          <Text size="xs" c="#4a5872">
                            {invoice.paid_via === "bank_transfer" ? "By bank transfer" : "By card"}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td ta="right">{formatUsd(invoice.total)}</Table.Td>
                      <Table.Td>{invoice.due_date ? formatDateTime(invoice.due_date) : "—"}</Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>
                        {source.channel}
                        <Text size="xs" c="#4a5872">
                          {[sourceSummary(source), source.landing_page]
                            .filter((part) => part && part !== source.channel)
                            .join(" · ")}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <InvoiceActions invoice={invoice} onChanged={load} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        ) : null}
        {truncated ? (
          <Text size="sm" c="#4a5872">
            Showing the newest 500 invoices.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
