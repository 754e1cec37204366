import { formatUsd, type InvoiceRow } from "@domain";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "../../../components/LoadError/LoadError";
import { formatDateTime } from "../../../lib/staff/format";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { notify } from "../../../lib/staff/notify";
import { useCan } from "../../../lib/role";
import type { LeadActionProps } from "../../../lib/staff/staffTab";
import { listInvoices } from "./api";
import { CreateInvoiceDialog } from "./CreateInvoiceDialog";
import { InvoiceActions, InvoiceStatusBadge, invoiceName } from "./InvoiceActions";

/** A text field of the lead's stored row, or "". */
function field(row: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) if (typeof row[key] === "string" && row[key]) return row[key] as string;
  return "";
}

/**
 * "Invoices" in a lead's drawer (owners and staff): the lead's invoices with their status and actions, and "Create
 * invoice". Each step (sent, paid, overdue, refunded) is also on the lead's History.
 */
export default function InvoiceSection(props: LeadActionProps) {
  // A host's drawer (their own bookings) has no invoices: listInvoices refuses the role anyway.
  return useCan("listInvoices") ? <LeadInvoices {...props} /> : null;
}

function LeadInvoices({ kind, id, detail }: LeadActionProps) {
  const [invoices, setInvoices] = useState<InvoiceRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const row = detail.row as unknown as Record<string, unknown>;

  const load = useCallback(() => {
    setError(null);
    listInvoices({ lead: { kind, id } }).then(
      (answer) => setInvoices(answer.rows),
      (failure: unknown) => setError(loadErrorMessage(failure)),
    );
  }, [kind, id]);
  useEffect(load, [load]);

  return (
    <section aria-labelledby="invoices-heading">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id="invoices-heading">
          Invoices
        </Title>
        <Button size="compact-sm" variant="light" onClick={() => setCreating(true)}>
          Create invoice
        </Button>
      </Group>
      {error ? <LoadError message={error} onRetry={load} /> : null}
      {!error && invoices === null ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading invoices...</Text>
        </Group>
      ) : null}
      {invoices?.length === 0 ? (
        <Text size="sm" c="#4a5872">
          No invoices yet.
        </Text>
      ) : null}
      {invoices && invoices.length > 0 ? (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Stack gap={4}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {invoice.number ? `Invoice ${invoice.number}` : "Draft"} · {formatUsd(invoice.total)}
                  </Text>
                  <InvoiceStatusBadge invoice={invoice} />
                </Group>
                <Text size="xs" c="#4a5872">
                  {invoice.organization} · {invoice.billing_email} · created {formatDateTime(invoice.created_at)}
                  {invoice.due_date ? ` · due ${formatDateTime(invoice.due_date)}` : ""}
                </Text>
                <InvoiceActions invoice={invoice} onChanged={load} />
              </Stack>
            </li>
          ))}
        </Stack>
      ) : null}
      <CreateInvoiceDialog
        lead={{ kind, id }}
        prefill={{
          organization: field(row, "organisation", "organization", "company", "name"),
          email: field(row, "email"),
        }}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(invoice) => {
          setCreating(false);
          notify({
            tone: "success",
            title: "Draft created",
            message: `The ${invoiceName(invoice)} totals ${formatUsd(invoice.total)}. Check it, then Send.`,
          });
          load();
        }}
      />
    </section>
  );
}
