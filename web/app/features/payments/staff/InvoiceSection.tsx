import { formatUsd, type InvoiceRow, type QuoteRow } from "@domain";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "../../../components/LoadError/LoadError";
import { formatDateTime } from "../../../lib/staff/format";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { notify } from "../../../lib/staff/notify";
import { useCan } from "../../../lib/role";
import type { LeadActionProps } from "../../../lib/staff/staffTab";
import { listInvoices, listQuotes } from "./api";
import { CreateInvoiceDialog } from "./CreateInvoiceDialog";
import { InvoiceActions, InvoiceStatusBadge } from "./InvoiceActions";
import { QuoteActions, QuoteStatusBadge } from "./QuoteActions";

/** A text field of the lead's stored row, or "". */
function field(row: Record<string, unknown>, ...keys: string[]): string {
  for (const key of keys) if (typeof row[key] === "string" && row[key]) return row[key] as string;
  return "";
}

/**
 * "Invoices" in a lead's drawer (owners and staff): the lead's quotes and invoices with their status and actions,
 * "Create quote" and "Create invoice". Each step (quote sent, accepted or canceled; invoice sent, paid, overdue,
 * refunded) is also on the lead's History. Stripe reports no "viewed" step of an invoice or a quote (its API has no such
 * event), so none is shown.
 */
export default function InvoiceSection(props: LeadActionProps) {
  // A host's drawer (their own bookings) has no invoices: listInvoices refuses the role anyway.
  return useCan("listInvoices") ? <LeadInvoices {...props} /> : null;
}

function LeadInvoices({ kind, id, detail }: LeadActionProps) {
  const [invoices, setInvoices] = useState<InvoiceRow[] | null>(null);
  const [quotes, setQuotes] = useState<QuoteRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState<"invoice" | "quote" | null>(null);
  const canQuote = useCan("createQuote");
  const row = detail.row as unknown as Record<string, unknown>;

  const load = useCallback(() => {
    setError(null);
    Promise.all([listInvoices({ lead: { kind, id } }), listQuotes({ lead: { kind, id } })]).then(
      ([invoiceAnswer, quoteAnswer]) => {
        setInvoices(invoiceAnswer.rows);
        setQuotes(quoteAnswer.rows);
      },
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
        <Group gap="xs">
          {canQuote ? (
            <Button size="compact-sm" variant="light" onClick={() => setCreating("quote")}>
              Create quote
            </Button>
          ) : null}
          <Button size="compact-sm" variant="light" onClick={() => setCreating("invoice")}>
            Create invoice
          </Button>
        </Group>
      </Group>
      {error ? <LoadError message={error} onRetry={load} /> : null}
      {!error && invoices === null ? (
        <Group gap="sm" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading invoices...</Text>
        </Group>
      ) : null}
      {quotes && quotes.length > 0 ? (
        <Stack
          gap="sm"
          component="ul"
          aria-label="Quotes"
          style={{ listStyle: "none", padding: 0, margin: "0 0 12px" }}
        >
          {quotes.map((quote) => (
            <li key={quote.id}>
              <Stack gap={4}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {quote.number ? `Quote ${quote.number}` : "Draft quote"} · {formatUsd(quote.total)}
                  </Text>
                  <QuoteStatusBadge quote={quote} />
                </Group>
                <Text size="xs" c="#4a5872">
                  {quote.organization} · {quote.billing_email} · created {formatDateTime(quote.created_at)}
                  {quote.status === "open" && quote.valid_until
                    ? ` · valid until ${formatDateTime(quote.valid_until)}`
                    : ""}
                  {quote.status === "accepted" ? " · now an invoice below" : ""}
                  {quote.status === "canceled" && quote.cancel_reason ? ` · ${quote.cancel_reason}` : ""}
                </Text>
                <QuoteActions quote={quote} onChanged={load} />
              </Stack>
            </li>
          ))}
        </Stack>
      ) : null}
      {invoices?.length === 0 && quotes?.length === 0 ? (
        <Text size="sm" c="#4a5872">
          No quotes or invoices yet.
        </Text>
      ) : null}
      {invoices && invoices.length > 0 ? (
        <Stack gap="sm" component="ul" aria-label="Invoices" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <Stack gap={4}>
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" fw={600}>
                    {invoice.number ? `Invoice ${invoice.number}` : "Draft invoice"} · {formatUsd(invoice.total)}
                    {invoice.quote_number ? ` (from quote ${invoice.quote_number})` : ""}
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
      {invoices?.some((invoice) => invoice.status !== "draft") ? (
        <Text size="xs" c="#4a5872" mt="xs">
          Stripe does not report when a buyer opens an invoice, so the History shows sent, paid and overdue, but no
          &ldquo;viewed&rdquo; step.
        </Text>
      ) : null}
      <CreateInvoiceDialog
        key={creating ?? "closed"}
        kind={creating ?? "invoice"}
        lead={{ kind, id }}
        prefill={{
          organization: field(row, "organisation", "organization", "company", "name"),
          email: field(row, "email"),
        }}
        opened={creating !== null}
        onClose={() => setCreating(null)}
        onCreated={(draft) => {
          const what = creating === "quote" ? "draft quote" : "draft";
          setCreating(null);
          notify({
            tone: "success",
            title: creating === "quote" ? "Draft quote created" : "Draft created",
            message: `The ${what} for ${draft.organization} totals ${formatUsd(draft.total)}. Check it, then Send.`,
          });
          load();
        }}
      />
    </section>
  );
}
