/**
 * The local Stripe stand-in's hosted invoice page (what Stripe's hosted_invoice_url shows): the invoice's lines, total
 * and due date, and while it is open **Pay** (a test card) and **Pay by bank transfer** (instructions; the transfer
 * "arrives" a few seconds later and pays the invoice). Also its PDF, a one-page document written by hand.
 */
import { formatMoney } from "./api.mjs";
import { INVOICE_CARDS } from "./invoicing.mjs";

/** @typedef {import("./api.mjs").Params} Params */

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** @param {number | null} seconds */
const day = (seconds) =>
  seconds ? new Date(seconds * 1000).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }) : "—";

/**
 * @param {{ invoice: Params, accountName: string, error?: string, transferPending?: boolean }} options
 */
export function invoicePage({ invoice, accountName, error, transferPending = false }) {
  const rows = invoice.lines.data
    .map(
      (/** @type {Params} */ line) =>
        `<tr><th scope="row">${escapeHtml(line.description)}</th><td>${escapeHtml(formatMoney(line.amount, line.currency))}</td></tr>`,
    )
    .join("");
  const cards = Object.entries(INVOICE_CARDS)
    .map(
      ([last4, card], index) =>
        `<label class="card"><input type="radio" name="card" value="${last4}"${index === 0 ? " checked" : ""}> ${escapeHtml(card.label)}</label>`,
    )
    .join("");
  const fields = (invoice.custom_fields ?? [])
    .map((/** @type {Params} */ field) => `<p>${escapeHtml(field.name)}: ${escapeHtml(field.value)}</p>`)
    .join("");
  const status =
    invoice.status === "paid"
      ? `<p class="state paid" role="status">Paid on ${escapeHtml(day(invoice.status_transitions.paid_at))}. Thank you.</p>`
      : invoice.status === "void"
        ? `<p class="state" role="status">This invoice was voided and cannot be paid.</p>`
        : transferPending
          ? `<div class="state" role="status"><p>Bank transfer pending. Send ${escapeHtml(formatMoney(invoice.amount_remaining, invoice.currency))} to:</p>
<p>Bank: Local Test Bank · Routing 110000000 · Account 000123456789 · Reference ${escapeHtml(invoice.number)}</p>
<p>The invoice shows as paid once the transfer arrives (in the stand-in: a few seconds).</p></div>`
          : "";
  const open = invoice.status === "open" && !transferPending;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Invoice ${escapeHtml(invoice.number)} from ${escapeHtml(accountName)} | Local Stripe stand-in</title>
<style>
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1f36; }
body { margin: 0; background: #f6f8fb; }
.notice { background: #fff4d6; color: #5c3b00; padding: 10px 16px; text-align: center; font-size: 14px; }
main { max-width: 560px; margin: 32px auto; padding: 0 16px; }
.panel { background: #fff; border: 1px solid #d9dee8; border-radius: 12px; padding: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 16px; margin: 24px 0 8px; }
p { margin: 0 0 12px; line-height: 1.5; }
table { width: 100%; border-collapse: collapse; margin-top: 16px; }
th, td { padding: 10px 0; border-bottom: 1px solid #e6e9f0; vertical-align: top; }
th { text-align: left; font-weight: 500; }
td { text-align: right; white-space: nowrap; padding-left: 16px; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 0; font-size: 18px; }
fieldset { border: 0; padding: 0; margin: 16px 0 0; }
legend { font-weight: 600; padding: 0; }
label.card { display: block; margin: 6px 0; }
.state { background: #f0f4ff; border-radius: 8px; padding: 12px; margin-top: 16px; }
.state.paid { background: #e3f6ea; color: #0b5a2a; font-weight: 600; }
.error { background: #fdecea; color: #8a1c12; border-radius: 8px; padding: 10px 12px; margin-top: 16px; }
.actions { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: 12px 20px; border-radius: 8px; border: 1px solid #3a3fbd; cursor: pointer; }
button.primary { background: #3a3fbd; color: #fff; }
button.secondary { background: #fff; color: #3a3fbd; }
button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
a { color: #3a3fbd; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
</style>
</head>
<body>
<p class="notice">Local Stripe stand-in: no real payment is made.</p>
<main>
<div class="panel">
<h1>Invoice ${escapeHtml(invoice.number)}</h1>
<p>From ${escapeHtml(accountName)} to ${escapeHtml(invoice.customer_name ?? invoice.customer_email ?? "")}</p>
<p>Due ${escapeHtml(day(invoice.due_date))}</p>
${fields}
${invoice.description ? `<p>${escapeHtml(invoice.description)}</p>` : ""}
<table>
<caption class="visually-hidden">Invoice lines</caption>
<tbody>${rows}</tbody>
<tfoot><tr><th scope="row">Amount due</th><td>${escapeHtml(formatMoney(invoice.status === "paid" ? invoice.amount_paid : invoice.amount_remaining, invoice.currency))}</td></tr></tfoot>
</table>
<p><a href="/invoice/${escapeHtml(invoice.id)}/pdf">Download the PDF</a></p>
${status}
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
${
  open
    ? `<form method="post">
<fieldset><legend>Pay by card</legend>${cards}</fieldset>
<div class="actions">
<button class="primary" type="submit" name="action" value="card">Pay ${escapeHtml(formatMoney(invoice.amount_remaining, invoice.currency))}</button>
<button class="secondary" type="submit" name="action" value="transfer">Pay by bank transfer</button>
</div>
</form>`
    : ""
}
</div>
</main>
</body>
</html>`;
}

/** PDF text is Latin-1 inside parentheses: escape the delimiters, drop what it cannot show. @param {string} text */
const pdfText = (text) => text.replace(/[^\x20-\x7e]/g, "?").replace(/([\\()])/g, "\\$1");

/**
 * A one-page PDF of the invoice (Helvetica, its number, lines and total): enough for "Download the PDF" to open.
 * @param {Params} invoice
 * @param {string} accountName
 * @returns {Buffer}
 */
export function invoicePdf(invoice, accountName) {
  const lines = [
    `Invoice ${invoice.number}`,
    `From ${accountName} to ${invoice.customer_name ?? invoice.customer_email ?? ""}`,
    `Due ${day(invoice.due_date)}`,
    ...(invoice.custom_fields ?? []).map((/** @type {Params} */ field) => `${field.name}: ${field.value}`),
    "",
    ...invoice.lines.data.map(
      (/** @type {Params} */ line) => `${line.description}   ${formatMoney(line.amount, line.currency)}`,
    ),
    "",
    `Total ${formatMoney(invoice.total, invoice.currency)}   Status: ${invoice.status}`,
  ];
  const content = ["BT /F1 12 Tf 14 TL 56 780 Td", ...lines.map((line) => `(${pdfText(line)}) Tj T*`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(pdf, "latin1");
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}
