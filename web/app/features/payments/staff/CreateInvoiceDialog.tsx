import {
  DEFAULT_DUE_DAYS,
  DEFAULT_QUOTE_EXPIRY_DAYS,
  INVOICE_LIMITS,
  LAUNCH_PACKAGES,
  PATENT_PROGRAM,
  QUOTE_EXPIRY_DAYS_MAX,
  type LeadKind,
} from "@domain";
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { asCallableError } from "../../../lib/firebase";
import { createInvoice, createQuote } from "./api";
import { DialogFooter } from "./DialogFooter";
import { centsToField, parseDollars } from "./money";

/** What the catalog sells, as lines staff can add with one choice (then edit). */
const CATALOG = [
  { value: "patent", label: PATENT_PROGRAM.name, cents: PATENT_PROGRAM.totalCents },
  ...Object.values(LAUNCH_PACKAGES).map((pack) => ({
    value: pack.type,
    label: `Launch with AI: ${pack.name}`,
    cents: pack.amountCents,
  })),
];

interface Line {
  key: number;
  description: string;
  quantity: number;
  unitPrice: string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, description: "", quantity: 1, unitPrice: "" });

/** What the dialog made: a draft invoice or a draft quote, as the server stored it. */
export interface CreatedDraft {
  id: string;
  total: number;
  organization: string;
}

/**
 * "Create invoice" and "Create quote" in a lead's drawer: lines typed or from the catalog, the buyer's organisation
 * and billing e-mail (prefilled from the lead), PO number, due in (Net 30), event date (for the terms' refund rule),
 * memo, tax exempt, and for a quote how long it is valid. It creates a draft (`createInvoice` or `createQuote`): the
 * server computes the total, shown on the draft before it is sent.
 */
export function CreateInvoiceDialog({
  kind = "invoice",
  lead,
  prefill,
  opened,
  onClose,
  onCreated,
}: {
  /** @default "invoice" */
  kind?: "invoice" | "quote";
  lead: { kind: LeadKind; id: string };
  prefill: { organization: string; email: string };
  opened: boolean;
  onClose: () => void;
  onCreated: (draft: CreatedDraft) => void;
}) {
  const [organization, setOrganization] = useState(prefill.organization);
  const [billingEmail, setBillingEmail] = useState(prefill.email);
  const [poNumber, setPoNumber] = useState("");
  const [dueDays, setDueDays] = useState<number>(DEFAULT_DUE_DAYS);
  const [eventDate, setEventDate] = useState("");
  const [memo, setMemo] = useState("");
  const [taxExempt, setTaxExempt] = useState(false);
  const [expiresDays, setExpiresDays] = useState<number>(DEFAULT_QUOTE_EXPIRY_DAYS);
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (key: number, change: Partial<Line>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));

  async function submit() {
    const items = [];
    for (const [index, line] of lines.entries()) {
      const unitAmount = parseDollars(line.unitPrice);
      if (!line.description.trim()) return setError(`Line ${index + 1}: enter a description.`);
      if (unitAmount === null || unitAmount < 1) {
        return setError(`Line ${index + 1}: enter the unit price in dollars, such as 1500 or 99.50.`);
      }
      items.push({ description: line.description, quantity: line.quantity, unitAmount });
    }
    setError(null);
    setBusy(true);
    try {
      const request = {
        lead,
        organization,
        billingEmail,
        poNumber,
        memo,
        taxExempt,
        dueDays,
        eventDate: eventDate || null,
        items,
      };
      const created =
        kind === "quote"
          ? (await createQuote({ ...request, expiresDays })).quote
          : (await createInvoice(request)).invoice;
      setLines([emptyLine()]);
      onCreated(created);
    } catch (failure) {
      setError(asCallableError(failure).message || `The ${kind} could not be created. Please try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={kind === "quote" ? "Create quote" : "Create invoice"}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <TextInput
          label="Organisation"
          value={organization}
          onChange={(e) => setOrganization(e.currentTarget.value)}
          maxLength={INVOICE_LIMITS.organizationChars}
          required
        />
        <TextInput
          label="Billing e-mail"
          type="email"
          value={billingEmail}
          onChange={(e) => setBillingEmail(e.currentTarget.value)}
          required
        />
        <Group grow align="flex-start">
          <TextInput
            label="Purchase-order number"
            value={poNumber}
            onChange={(e) => setPoNumber(e.currentTarget.value)}
            maxLength={INVOICE_LIMITS.poNumberChars}
          />
          <NumberInput
            label="Due in (days)"
            value={dueDays}
            onChange={(value) => setDueDays(typeof value === "number" ? value : DEFAULT_DUE_DAYS)}
            min={0}
            max={INVOICE_LIMITS.dueDaysMax}
            allowDecimal={false}
          />
          {kind === "quote" ? (
            <NumberInput
              label="Valid for (days)"
              value={expiresDays}
              onChange={(value) => setExpiresDays(typeof value === "number" ? value : DEFAULT_QUOTE_EXPIRY_DAYS)}
              min={1}
              max={QUOTE_EXPIRY_DAYS_MAX}
              allowDecimal={false}
            />
          ) : null}
        </Group>
        <TextInput
          label="Event date (optional)"
          description="The terms refund a registration cancelled at least 7 days before it."
          // Mantine's dimmed description is 3.3:1 on white; the dashboard's muted text is 4.5:1 or more.
          styles={{ description: { color: "#4a5872" } }}
          type="date"
          value={eventDate}
          onChange={(e) => setEventDate(e.currentTarget.value)}
        />
        <section aria-labelledby="invoice-lines-heading">
          <Title order={3} size="h5" id="invoice-lines-heading" mb="xs">
            Lines
          </Title>
          <Stack gap="sm">
            {lines.map((line, index) => (
              <Group key={line.key} align="flex-end" gap="xs" wrap="wrap">
                <TextInput
                  label={`Line ${index + 1} description`}
                  value={line.description}
                  onChange={(e) => update(line.key, { description: e.currentTarget.value })}
                  maxLength={INVOICE_LIMITS.descriptionChars}
                  style={{ flex: "1 1 220px" }}
                />
                <NumberInput
                  label={`Line ${index + 1} quantity`}
                  value={line.quantity}
                  onChange={(value) => update(line.key, { quantity: typeof value === "number" ? value : 1 })}
                  min={1}
                  max={INVOICE_LIMITS.quantityMax}
                  allowDecimal={false}
                  w={110}
                />
                <TextInput
                  label={`Line ${index + 1} unit price (USD)`}
                  value={line.unitPrice}
                  onChange={(e) => update(line.key, { unitPrice: e.currentTarget.value })}
                  inputMode="decimal"
                  w={150}
                />
                {lines.length > 1 ? (
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    size="lg"
                    aria-label={`Remove line ${index + 1}`}
                    onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                  >
                    ×
                  </ActionIcon>
                ) : null}
              </Group>
            ))}
            <Group gap="sm" align="flex-end">
              <Button
                variant="default"
                onClick={() => setLines((current) => [...current, emptyLine()])}
                disabled={lines.length >= INVOICE_LIMITS.items}
              >
                Add line
              </Button>
              <Select
                label="Add from the catalog"
                placeholder="Choose a product"
                data={CATALOG.map(({ value, label }) => ({ value, label }))}
                value={null}
                onChange={(value) => {
                  const product = CATALOG.find((entry) => entry.value === value);
                  if (!product || lines.length >= INVOICE_LIMITS.items) return;
                  const line = { ...emptyLine(), description: product.label, unitPrice: centsToField(product.cents) };
                  setLines((current) =>
                    current.length === 1 && !current[0]!.description && !current[0]!.unitPrice
                      ? [line]
                      : [...current, line],
                  );
                }}
                w={260}
              />
            </Group>
          </Stack>
        </section>
        <Textarea
          label={kind === "quote" ? "Memo (on the quote and its invoice)" : "Memo (on the invoice)"}
          value={memo}
          onChange={(e) => setMemo(e.currentTarget.value)}
          maxLength={INVOICE_LIMITS.memoChars}
        />
        <Checkbox
          label="Tax exempt (a public body)"
          checked={taxExempt}
          onChange={(e) => setTaxExempt(e.currentTarget.checked)}
        />
        <Text size="sm" c="#4a5872">
          The total is computed by the server from the lines and shown on the draft before you send it.
          {kind === "quote" ? " Once the buyer accepts the quote, it becomes an invoice of the same lines." : ""}
        </Text>
        <DialogFooter
          error={error}
          busy={busy}
          onCancel={onClose}
          onConfirm={submit}
          confirmLabel={kind === "quote" ? "Create draft quote" : "Create draft"}
        />
      </Stack>
    </Modal>
  );
}
