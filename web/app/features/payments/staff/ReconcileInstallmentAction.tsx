import type { PaymentRow } from "@domain";
import { Button } from "@mantine/core";
import { useState } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { reconcileInstallment } from "./api";
import { notify } from "../../../lib/staff/notify";

/**
 * "Check with Stripe" for a first installment whose second charge is still `processing` (a charge cut off before its
 * answer): `reconcileInstallment` reads the charge from Stripe and records what Stripe says; `onChecked` refreshes.
 */
export function ReconcileInstallmentAction({ row, onChecked }: { row: PaymentRow; onChecked: () => void }) {
  const [checking, setChecking] = useState(false);
  if (row.installment_2_status !== "processing") return null;

  async function check() {
    setChecking(true);
    try {
      const answer = await reconcileInstallment(row.id);
      notify({
        tone: answer.status === "failed" ? "error" : "success",
        title:
          answer.status === "paid"
            ? "Installment 2 of 2 is paid"
            : answer.status === "failed"
              ? "Installment 2 of 2 failed"
              : "Still processing at Stripe",
        message: answer.message,
      });
      onChecked();
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Button
      size="compact-sm"
      variant="default"
      onClick={check}
      loading={checking}
      aria-label={`Check with Stripe the installment 2 of 2 for ${row.customer_email}`}
    >
      Check with Stripe
    </Button>
  );
}
