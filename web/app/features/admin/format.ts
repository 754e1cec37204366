import { formatUsd } from "@domain";

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
