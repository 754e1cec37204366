import { REFUND_REASON_LABELS, REFUND_REASONS, formatUsd, termsRule } from "@domain";
import { Alert, Button, Modal, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useState } from "react";
import { asCallableError } from "../../../lib/firebase";
import { notify } from "../../../lib/staff/notify";
import { refundPayment } from "./api";
import { DialogFooter } from "./DialogFooter";
import { centsToField, parseDollars } from "./money";

export interface RefundTarget {
  target: "invoices" | "payments";
  id: string;
  /** "invoice LOCAL-0001" or "the payment from a@b.example", for the texts. */
  label: string;
  paid: number;
  refunded: number;
  eventDate: string | null;
}

/**
 * "Refund" (owners; the server refuses anyone else): the amount (what is left by default), Stripe's reason, a note,
 * and whether the terms' 7-day rule applies. Calls `refundPayment`; `onRefunded` refreshes the list.
 */
export function RefundButton({ refund, onRefunded }: { refund: RefundTarget; onRefunded: () => void }) {
  const left = refund.paid - refund.refunded;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(centsToField(left));
  const [reason, setReason] = useState<string>("requested_by_customer");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (left <= 0) return null;
  const terms = termsRule(refund.eventDate, new Date());

  async function submit() {
    const cents = parseDollars(amount);
    if (cents === null || cents < 1) {
      setError("Enter an amount in dollars, such as 250 or 99.50.");
      return;
    }
    if (cents > left) {
      setError(`At most ${formatUsd(left)} is left to refund.`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await refundPayment({
        target: refund.target,
        id: refund.id,
        amount: cents,
        reason: reason as (typeof REFUND_REASONS)[number],
        note,
      });
      notify({
        tone: "success",
        title: "Refunded",
        message: `${formatUsd(cents)} refunded (${formatUsd(answer.refundedAmount)} in all). The buyer is mailed.`,
      });
      setOpen(false);
      onRefunded();
    } catch (failure) {
      setError(asCallableError(failure).message || "The refund failed. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        onClick={() => {
          setAmount(centsToField(left));
          setError(null);
          setOpen(true);
        }}
        aria-label={`Refund ${refund.label}`}
      >
        Refund
      </Button>
      <Modal
        opened={open}
        onClose={() => !busy && setOpen(false)}
        title={`Refund ${refund.label}`}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="md">
          <Text size="sm">
            Paid {formatUsd(refund.paid)}
            {refund.refunded > 0 ? `, refunded ${formatUsd(refund.refunded)} so far` : ""}. Up to {formatUsd(left)} can
            be refunded.
          </Text>
          {/* Dark colours: the alert's title is in its colour on its light background (4.5:1 or more). */}
          <Alert
            color={terms.applies ? "#1e6b34" : terms.applies === false ? "#7a4a00" : "#495057"}
            title="Terms"
            role="note"
          >
            {terms.text}
          </Alert>
          <TextInput
            label="Amount (USD)"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            inputMode="decimal"
            required
          />
          <Select
            label="Reason"
            data={REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABELS[value] }))}
            value={reason}
            onChange={(value) => value && setReason(value)}
            allowDeselect={false}
          />
          <Textarea
            label="Note (kept with the refund)"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
          />
          <DialogFooter
            error={error}
            busy={busy}
            onCancel={() => setOpen(false)}
            onConfirm={submit}
            confirmLabel="Refund and mail the buyer"
            danger
          />
        </Stack>
      </Modal>
    </>
  );
}
