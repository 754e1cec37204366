import { INVOICE_STATUS_LABELS, formatUsd, type InvoiceRow, type InvoiceStatus } from "@domain";
import { Anchor, Badge, Button, Group, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { asCallableError } from "../../../lib/firebase";
import { notify } from "../../../lib/staff/notify";
import { useCan } from "../../../lib/role";
import { sendInvoice, voidInvoice } from "./api";
import { ReasonDialog } from "./ReasonDialog";
import { RefundButton } from "./RefundDialog";

/** Dark enough for 4.5:1 on their light badge (Mantine's light green is 3.8:1 at a badge's 11 px). */
const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: "#495057",
  open: "#1c5bb0",
  overdue: "#9a4200",
  paid: "#1e6b34",
  void: "#343a40",
};

/** An invoice's status as a badge ("Paid", "Overdue"…), with "Refunded $x" beside a refund. */
export function InvoiceStatusBadge({ invoice }: { invoice: InvoiceRow }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLORS[invoice.status]} variant="light" styles={{ root: { textTransform: "none" } }}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>
      {invoice.refunded_amount ? (
        <Badge color="red.9" variant="outline" styles={{ root: { textTransform: "none" } }}>
          Refunded {formatUsd(invoice.refunded_amount)}
        </Badge>
      ) : null}
      {invoice.amount_mismatch ? (
        <Badge color="#a61e1e" variant="light" styles={{ root: { textTransform: "none" } }}>
          Amount does not match — review in Stripe
        </Badge>
      ) : null}
    </Group>
  );
}

/** The invoice's name in texts: its number once sent, else "draft for <organisation>". */
export const invoiceName = (invoice: InvoiceRow) =>
  invoice.number ? `invoice ${invoice.number}` : `draft for ${invoice.organization}`;

/**
 * What can be done with an invoice now: Send a draft; Void a draft or an unpaid sent invoice (with a reason); open the
 * hosted page; Refund a paid one (owners). `onChanged` reloads the list.
 */
export function InvoiceActions({ invoice, onChanged }: { invoice: InvoiceRow; onChanged: () => void }) {
  const refunds = useCan("refundPayment");
  const [sending, setSending] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const name = invoiceName(invoice);

  async function send() {
    setSending(true);
    try {
      const { invoice: sent } = await sendInvoice(invoice.id);
      notify({
        tone: "success",
        title: "Invoice sent",
        message: `Invoice ${sent.number ?? ""} for ${formatUsd(sent.total)} was mailed to ${sent.billing_email}.`,
      });
      onChanged();
    } catch (failure) {
      notify({ tone: "error", title: "Not sent", message: asCallableError(failure).message || "Please try again." });
    } finally {
      setSending(false);
    }
  }

  const unpaid = invoice.status === "draft" || invoice.status === "open" || invoice.status === "overdue";
  return (
    <Group gap="xs" wrap="wrap">
      {invoice.status === "draft" ? (
        <Button
          size="compact-sm"
          onClick={send}
          loading={sending}
          aria-label={`Send the ${name} (${formatUsd(invoice.total)})`}
        >
          Send
        </Button>
      ) : null}
      {invoice.hosted_invoice_url && invoice.status !== "draft" ? (
        <Anchor href={invoice.hosted_invoice_url} target="_blank" rel="noreferrer" size="sm">
          Invoice page<VisuallyHidden> of {name}</VisuallyHidden>
        </Anchor>
      ) : null}
      {unpaid ? (
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          onClick={() => setVoiding(true)}
          aria-label={`Void the ${name}`}
        >
          Void
        </Button>
      ) : null}
      {invoice.status === "paid" && refunds ? (
        <RefundButton
          refund={{
            target: "invoices",
            id: invoice.id,
            label: name,
            paid: invoice.amount_paid ?? 0,
            refunded: invoice.refunded_amount ?? 0,
            eventDate: invoice.event_date,
          }}
          onRefunded={onChanged}
        />
      ) : null}
      <ReasonDialog
        opened={voiding}
        onClose={() => setVoiding(false)}
        title={`Void the ${name}?`}
        explanation="A void invoice cannot be paid or edited. To bill again, create a new invoice."
        confirmLabel="Void invoice"
        emptyMessage="Say why the invoice is voided."
        failureMessage="The invoice could not be voided. Please try again."
        onConfirm={async (reason) => {
          await voidInvoice(invoice.id, reason);
          notify({ tone: "success", title: "Invoice voided", message: `The ${name} is void.` });
          onChanged();
        }}
      />
    </Group>
  );
}
