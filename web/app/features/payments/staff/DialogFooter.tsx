import { Alert, Button, Group } from "@mantine/core";

/**
 * The foot of the invoice and refund dialogs: the server's refusal (if any) as an alert, then Cancel and the dialog's
 * action, which shows it is working while `busy` (Cancel is disabled then, so a pending call is never abandoned).
 */
export function DialogFooter({
  error,
  busy,
  onCancel,
  onConfirm,
  confirmLabel,
  danger = false,
}: {
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  /** A red action: voiding, refunding. */
  danger?: boolean;
}) {
  return (
    <>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button {...(danger ? { color: "red.9" } : {})} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
