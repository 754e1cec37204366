import { INVOICE_LIMITS } from "@domain";
import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { asCallableError } from "../../../lib/firebase";
import { DialogFooter } from "./DialogFooter";

/**
 * A red action that needs a reason (voiding an invoice, canceling a quote): what it does, the reason (required), the
 * server's refusal if any. `onConfirm` calls the server; the dialog closes once it succeeds.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  explanation,
  confirmLabel,
  emptyMessage,
  failureMessage,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  explanation: string;
  confirmLabel: string;
  /** Shown when no reason is given (the server refuses that too). */
  emptyMessage: string;
  /** Shown when the server failed without a message. */
  failureMessage: string;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!reason.trim()) {
      setError(emptyMessage);
      return;
    }
    setBusy(true);
    try {
      await onConfirm(reason);
      setReason("");
      setError(null);
      onClose();
    } catch (failure) {
      setError(asCallableError(failure).message || failureMessage);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={title}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Text size="sm">{explanation}</Text>
        <Textarea
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={INVOICE_LIMITS.reasonChars}
          required
        />
        <DialogFooter
          error={error}
          busy={busy}
          onCancel={onClose}
          onConfirm={submit}
          confirmLabel={confirmLabel}
          danger
        />
      </Stack>
    </Modal>
  );
}
