import { INITIAL_STATUS, STATUS_LABELS, formatUsd, type LeadStatus, type MailDelivery } from "@domain";

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};

/** "Mar 9, 2025, 4:05 PM" (en-US, the viewer's time zone unless `timeZone` is given); unparseable text is shown as is. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", { ...DATE_TIME, timeZone }).format(date);
}

const STAMP = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 23, 2026, 5:35 PM" (the viewer's time zone) for the team's and the audit log's times; "" for none. */
export function auditStamp(iso: string): string {
  return iso ? STAMP.format(new Date(iso)) : "";
}

/** An amount in the currency's smallest unit: "$2,575" for 257500 USD, "€12.50" for 1250 EUR. */
export function formatAmount(amount: number, currency: string): string {
  const code = (currency || "usd").toUpperCase();
  if (code === "USD") return formatUsd(amount);
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${code}`;
  }
}

/** "Nov 23" for a day `YYYY-MM-DD` (the overview's weeks), read as UTC so the day never shifts. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(date);
}

/** What staff read about one e-mail: "Sent", "Failed after 5 attempts (ECONNREFUSED)", "Skipped (daily cap)". */
export function deliveryText(delivery: MailDelivery | undefined): string {
  if (!delivery) return "Not recorded";
  const attempts = `${delivery.attempts} ${delivery.attempts === 1 ? "attempt" : "attempts"}`;
  switch (delivery.state) {
    case "sent":
      return "Sent";
    case "queued":
      return delivery.attempts > 0
        ? `Queued, ${attempts} so far${delivery.last_error ? ` (${delivery.last_error})` : ""}`
        : "Queued";
    case "failed":
      return `Failed after ${attempts}${delivery.last_error ? ` (${delivery.last_error})` : ""}`;
    case "skipped":
      return delivery.reason ? `Skipped (${delivery.reason})` : "Skipped";
    default:
      return String(delivery.state);
  }
}

/** The word for a lead's status; a record stored before statuses existed reads as New. */
export function statusLabel(status: LeadStatus | undefined): string {
  return STATUS_LABELS[status ?? INITIAL_STATUS];
}
