import {
  AMOUNT_MISMATCH_NOTICE,
  LAUNCH_PACKAGES,
  PATENT_PROGRAM,
  type LaunchPackageType,
  type PaymentRow,
} from "@domain";
import { Badge } from "@mantine/core";
import { ChargeInstallmentAction } from "./ChargeInstallmentAction";
import { formatAmount, formatDateTime } from "../../../lib/staff/format";
import { ReconcileInstallmentAction } from "./ReconcileInstallmentAction";
import { humanize, type TabDefinition } from "../../../lib/staff/leadTable";
import type { StaffPanelProps } from "../../../lib/staff/staffTab";
import { useCan } from "../../../lib/role";
import { InvoicesPanel } from "./InvoicesPanel";
import { RefundButton } from "./RefundDialog";

const PROGRAM_NAMES: Record<string, string> = {
  [PATENT_PROGRAM.id]: PATENT_PROGRAM.name,
  "launch-with-ai": "Launch with AI",
};

const programName = (row: PaymentRow) => PROGRAM_NAMES[row.program] ?? row.program;
const packageName = (row: PaymentRow) =>
  row.package_type ? (LAUNCH_PACKAGES[row.package_type as LaunchPackageType]?.name ?? row.package_type) : "";
const amount = (row: PaymentRow) => formatAmount(row.amount_total, row.currency);

/** The detail's "Amount check" of a payment the webhook flagged: what was received and what the catalog asks. */
function amountCheck(row: PaymentRow): string {
  if (row.amount_mismatch !== true) return "Matches the catalog";
  const expected =
    typeof row.expected_amount_total === "number"
      ? `the catalog asks ${formatAmount(row.expected_amount_total, row.expected_currency ?? "usd")}`
      : "the catalog sells nothing this payment names";
  return `${AMOUNT_MISMATCH_NOTICE}. Received ${amount(row)}, ${expected}.`;
}

/**
 * On a payment whose amount or currency is not the catalog's (issue 23, finding 6), beside the row's actions and in
 * the drawer: "Amount does not match the catalog — review in Stripe". Such a payment offers no charge.
 */
export function AmountReview({ row }: { row: PaymentRow }) {
  if (row.amount_mismatch !== true) return null;
  return (
    <Badge
      color="red"
      variant="light"
      styles={{
        root: { textTransform: "none", height: "auto", paddingBlock: 2 },
        // The notice wraps in a narrow column rather than end in an ellipsis.
        label: { whiteSpace: "normal", overflow: "visible", lineHeight: 1.35 },
      }}
    >
      {AMOUNT_MISMATCH_NOTICE}
    </Badge>
  );
}

export const paymentsTab: TabDefinition<"payments"> = {
  kind: "payments",
  noun: "payment",
  empty: "No payments yet.",
  searchLabel: "Search payments",
  searchPlaceholder: "Customer email or programme",
  fileBase: "payments",
  columns: [
    { header: "Received", width: 195, cell: (row) => formatDateTime(row.created_at) },
    { header: "Customer email", cell: (row) => row.customer_email ?? "" },
    { header: "Programme", width: 120, cell: programName, wrap: true },
    { header: "Package", width: 170, cell: packageName, wrap: true },
    { header: "Installment", width: 105, cell: (row) => humanize(row.installment) },
    { header: "Amount", width: 90, cell: amount },
  ],
  fields: [
    { key: "created_at", label: "Received", format: "date" },
    { key: "customer_email", label: "Customer email", format: "email" },
    { key: "program", label: "Programme", display: programName },
    { key: "package_type", label: "Package", display: packageName },
    { key: "payment_type", label: "Payment type", display: (row) => humanize(row.payment_type) },
    { key: "installment", label: "Installment", display: (row) => humanize(row.installment) },
    { key: "amount_total", label: "Amount", display: amount },
    { key: "amount_mismatch", label: "Amount check", display: amountCheck },
    {
      key: "refunded_amount",
      label: "Refunded",
      display: (row) => formatAmount(row.refunded_amount ?? 0, row.currency),
    },
    { key: "currency", label: "Currency", display: (row) => row.currency.toUpperCase() },
    { key: "session_id", label: "Checkout session" },
    { key: "event_id", label: "Stripe event" },
    { key: "payment_intent_id", label: "Payment intent" },
    { key: "customer_id", label: "Stripe customer" },
    { key: "payment_method_id", label: "Saved payment method" },
    { key: "first_payment_id", label: "First installment record" },
    { key: "installment_2_status", label: "Installment 2 of 2", display: (row) => humanize(row.installment_2_status) },
    { key: "installment_2_payment_id", label: "Installment 2 of 2 record" },
    { key: "installment_2_error", label: "Installment 2 of 2 error", format: "long" },
    { key: "id", label: "Record ID" },
  ],
  title: (row) => `Payment from ${row.customer_email ?? "an unknown customer"}`,
};

/**
 * The 'Payments' tab: the invoices (./InvoicesPanel.tsx) above the checkout payments; an owner may refund a payment; a
 * Patent first installment offers 'Charge installment 2 of 2' (and 'Check with Stripe' while that
 * charge is processing), which refresh the tab.
 */
export default function PaymentsTab({ LeadTable }: StaffPanelProps) {
  // Charging (and its "Check with Stripe") is the owner's; staff see the payments.
  const charges = useCan("chargeInstallment");
  return (
    <>
      <InvoicesPanel />
      <LeadTable
        definition={paymentsTab}
        rowActions={(row, reload) => (
          <>
            <AmountReview row={row} />
            {charges ? <ChargeInstallmentAction row={row} onCharged={reload} /> : null}
            {charges ? <ReconcileInstallmentAction row={row} onChecked={reload} /> : null}
            {/* Refunds are the owner's (refundPayment refuses anyone else). */}
            {charges && row.payment_intent_id ? (
              <RefundButton
                refund={{
                  target: "payments",
                  id: row.id,
                  label: `the payment from ${row.customer_email ?? "an unknown buyer"}`,
                  paid: row.amount_total,
                  refunded: row.refunded_amount ?? 0,
                  eventDate: null,
                }}
                onRefunded={reload}
              />
            ) : null}
          </>
        )}
      />
    </>
  );
}
