import {
  CALLABLES,
  CARD_FEE_LINE_NAME,
  INSTALLMENT_LABELS,
  PATENT_PROGRAM,
  formatUsd,
  priceBreakdown,
  type PaymentRow,
} from "@domain";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { asCallableError, callFunction } from "../../../lib/firebase";
import { notify } from "../../../lib/staff/notify";

/** What a first-installment payment records about its second one (set by `chargeInstallment`). */
type FirstInstallmentRow = PaymentRow & {
  installment_2_status?: "processing" | "paid" | "failed";
  installment_2_error?: string;
};

const second = priceBreakdown(PATENT_PROGRAM.options.installment.amountCents);

/**
 * Whether `row` is a Patent first installment whose second payment can still be charged: never one whose amount did
 * not match the catalog (`chargeInstallment` refuses it too).
 */
export function canChargeInstallment2(row: PaymentRow): boolean {
  const { installment_2_status: status } = row as FirstInstallmentRow;
  return (
    row.program === PATENT_PROGRAM.id &&
    row.installment === INSTALLMENT_LABELS.first &&
    status !== "paid" &&
    row.amount_mismatch !== true
  );
}

/**
 * 'Charge installment 2 of 2' for a first-installment row: a confirmation stating the amount and the card, then
 * `chargeInstallment`. `onCharged` refreshes the listing (the new payment and the row's status).
 */
export function ChargeInstallmentAction({ row, onCharged }: { row: PaymentRow; onCharged: () => void }) {
  const [open, setOpen] = useState(false);
  const [charging, setCharging] = useState(false);
  const { installment_2_status: status, installment_2_error: lastError } = row as FirstInstallmentRow;

  if (!canChargeInstallment2(row)) return null;

  async function charge() {
    setCharging(true);
    try {
      const answer = await callFunction(CALLABLES.chargeInstallment, { paymentId: row.id });
      notify({
        tone: "success",
        title: "Installment 2 of 2 charged",
        message: `${formatUsd(answer.amountTotal)} was charged to the card of ${row.customer_email}.`,
      });
      setOpen(false);
    } catch (error) {
      console.error("chargeInstallment failed", error);
      notify({
        tone: "error",
        title: "Error",
        message: asCallableError(error).message || "The installment could not be charged. Please try again.",
      });
    } finally {
      setCharging(false);
      onCharged();
    }
  }

  return (
    <>
      <Button
        size="compact-sm"
        variant="filled"
        onClick={() => setOpen(true)}
        disabled={status === "processing"}
        aria-label={`Charge installment 2 of 2 for ${row.customer_email}`}
      >
        Charge installment 2 of 2
      </Button>
      <Modal
        opened={open}
        onClose={() => !charging && setOpen(false)}
        title="Charge installment 2 of 2?"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="md">
          <Text size="sm">
            This charges <strong>{formatUsd(second.totalCents)}</strong> ({formatUsd(second.baseCents)}
            {second.feeCents > 0 ? ` + ${formatUsd(second.feeCents)} ${CARD_FEE_LINE_NAME.toLowerCase()}` : ""}) to the
            card that {row.customer_email} saved at checkout for {PATENT_PROGRAM.name}. The buyer is not asked to
            confirm; charge it at the end of the 3-day bootcamp.
          </Text>
          {status === "failed" && lastError ? (
            <Alert color="red" variant="light" title="The last attempt failed">
              <Text size="sm">{lastError}</Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={charging}>
              Cancel
            </Button>
            <Button onClick={charge} loading={charging}>
              Charge {formatUsd(second.totalCents)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
