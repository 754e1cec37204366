import { QUOTE_STATUS_LABELS, formatUsd, type QuoteRow, type QuoteStatus } from "@domain";
import { Badge, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { asCallableError } from "../../../lib/firebase";
import { notify } from "../../../lib/staff/notify";
import { acceptQuote, sendQuote, cancelQuote } from "./api";
import { DialogFooter } from "./DialogFooter";
import { ReasonDialog } from "./ReasonDialog";

/** Dark enough for 4.5:1 on their light badge, as the invoices' badges. */
const STATUS_COLORS: Record<QuoteStatus, string> = {
  draft: "#495057",
  open: "#1c5bb0",
  accepted: "#1e6b34",
  canceled: "#343a40",
};

/** A quote's status as a badge ("Sent", "Accepted"…), with the amount check beside it. */
export function QuoteStatusBadge({ quote }: { quote: QuoteRow }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATUS_COLORS[quote.status]} variant="light" styles={{ root: { textTransform: "none" } }}>
        {QUOTE_STATUS_LABELS[quote.status]}
      </Badge>
      {quote.amount_mismatch ? (
        <Badge color="#a61e1e" variant="light" styles={{ root: { textTransform: "none" } }}>
          Amount does not match — review in Stripe
        </Badge>
      ) : null}
    </Group>
  );
}

/** The quote's name in texts: its number once sent, else "draft quote for <organisation>". */
export const quoteName = (quote: QuoteRow) =>
  quote.number ? `quote ${quote.number}` : `draft quote for ${quote.organization}`;

/**
 * What can be done with a quote now: Send a draft (Stripe finalizes it, the buyer is mailed it); record that the buyer
 * accepted a sent quote (Stripe then makes its invoice, listed under Invoices as a draft to send); Cancel a draft or
 * sent quote with a reason. `onChanged` reloads the drawer's quotes and invoices.
 */
export function QuoteActions({ quote, onChanged }: { quote: QuoteRow; onChanged: () => void }) {
  const [sending, setSending] = useState(false);
  const [accepting, setAccepting] = useState(false);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [acceptBusy, setAcceptBusy] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const name = quoteName(quote);
  // The buttons' names start with their visible words (WCAG 2.5.3), then say which quote.
  const shortName = quote.number ?? `draft for ${quote.organization}`;

  async function send() {
    setSending(true);
    try {
      const { quote: sent } = await sendQuote(quote.id);
      notify({
        tone: "success",
        title: "Quote sent",
        message: `Quote ${sent.number ?? ""} for ${formatUsd(sent.total)} was mailed to ${sent.billing_email}.`,
      });
      onChanged();
    } catch (failure) {
      notify({ tone: "error", title: "Not sent", message: asCallableError(failure).message || "Please try again." });
    } finally {
      setSending(false);
    }
  }

  async function accept() {
    setAcceptBusy(true);
    try {
      await acceptQuote(quote.id);
      notify({
        tone: "success",
        title: "Quote accepted",
        message: `The ${name} is now a draft invoice of ${formatUsd(quote.total)}. Check it, then Send.`,
      });
      setAccepting(false);
      onChanged();
    } catch (failure) {
      setAcceptError(asCallableError(failure).message || "The acceptance could not be recorded. Please try again.");
    } finally {
      setAcceptBusy(false);
    }
  }

  const unanswered = quote.status === "draft" || quote.status === "open";
  return (
    <Group gap="xs" wrap="wrap">
      {quote.status === "draft" ? (
        <Button
          size="compact-sm"
          onClick={send}
          loading={sending}
          aria-label={`Send quote: ${shortName} (${formatUsd(quote.total)})`}
        >
          Send quote
        </Button>
      ) : null}
      {quote.status === "open" ? (
        <Button
          size="compact-sm"
          onClick={() => {
            setAcceptError(null);
            setAccepting(true);
          }}
          aria-label={`Buyer accepted quote ${shortName}`}
        >
          Buyer accepted
        </Button>
      ) : null}
      {unanswered ? (
        <Button
          size="compact-sm"
          variant="outline"
          color="red.9"
          onClick={() => setCanceling(true)}
          aria-label={`Cancel quote ${shortName}`}
        >
          Cancel quote
        </Button>
      ) : null}
      <Modal
        opened={accepting}
        onClose={() => !acceptBusy && setAccepting(false)}
        title={`Did the buyer accept the ${name}?`}
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="md">
          <Text size="sm">
            Record it once {quote.organization} has accepted (by reply or with a purchase order). Stripe accepts the
            quote and makes its invoice of {formatUsd(quote.total)}; you then send that invoice from Invoices.
          </Text>
          <DialogFooter
            error={acceptError}
            busy={acceptBusy}
            onCancel={() => setAccepting(false)}
            onConfirm={accept}
            confirmLabel="Record acceptance"
          />
        </Stack>
      </Modal>
      <ReasonDialog
        opened={canceling}
        onClose={() => setCanceling(false)}
        title={`Cancel the ${name}?`}
        explanation="A canceled quote can no longer be accepted. To quote again, create a new quote."
        confirmLabel="Cancel quote"
        emptyMessage="Say why the quote is canceled."
        failureMessage="The quote could not be canceled. Please try again."
        onConfirm={async (reason) => {
          await cancelQuote(quote.id, reason);
          notify({ tone: "success", title: "Quote canceled", message: `The ${name} is canceled.` });
          onChanged();
        }}
      />
    </Group>
  );
}
