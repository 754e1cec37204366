/**
 * The local Stripe stand-in's hosted checkout page (HTML): what a buyer sees at /pay/:id instead of Stripe's
 * Checkout. ./server.mjs serves it and handles its form.
 */
import { TEST_CARDS, formatMoney } from "./api.mjs";

/**
 * @typedef {import("./api.mjs").Session} Session
 * @typedef {import("./api.mjs").LineItem} LineItem
 */

/** @param {unknown} value */
function escapeHtml(value) {
  return String(value ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/**
 * The hosted checkout page of `session`: its order summary, and while it is open a form with an e-mail, the test
 * cards and Pay / Cancel (posted back to /pay/:id). `error`: why the last Pay was refused.
 * @param {{
 *   session: Session,
 *   lines: LineItem[],
 *   accountName: string,
 *   error?: string,
 *   email?: string,
 * }} options
 */
export function checkoutPage({ session, lines, accountName, error, email = "" }) {
  const total = formatMoney(session.amount_total, session.currency);
  const rows = lines
    .map(
      (line) =>
        `<tr><th scope="row">${escapeHtml(line.description)}${
          line.price.product_data.description
            ? `<span class="sub">${escapeHtml(line.price.product_data.description)}</span>`
            : ""
        }</th><td>${escapeHtml(formatMoney(line.amount_total, line.currency))}</td></tr>`,
    )
    .join("");
  const cards = Object.entries(TEST_CARDS)
    .map(
      ([last4, card], index) =>
        `<label class="card"><input type="radio" name="card" value="${last4}"${index === 0 ? " checked" : ""}> ${escapeHtml(card.label)}</label>`,
    )
    .join("");
  const paid = session.status === "complete";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${escapeHtml(accountName)} | Local Stripe stand-in</title>
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
caption { text-align: left; font-weight: 600; padding-bottom: 8px; }
th, td { padding: 10px 0; border-bottom: 1px solid #e6e9f0; vertical-align: top; }
th { text-align: left; font-weight: 500; }
td { text-align: right; white-space: nowrap; padding-left: 16px; }
tfoot th, tfoot td { font-weight: 700; border-bottom: 0; font-size: 18px; }
.sub { display: block; color: #4f566b; font-size: 13px; font-weight: 400; }
label { display: block; font-weight: 600; margin: 16px 0 6px; }
label.card { font-weight: 400; margin: 6px 0; }
input[type=email] { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #8792a2; border-radius: 8px; }
fieldset { border: 0; padding: 0; margin: 16px 0 0; }
legend { font-weight: 600; padding: 0; }
.submit-note { background: #f0f4ff; border-radius: 8px; padding: 10px 12px; margin-top: 16px; font-size: 14px; }
.actions { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; border-radius: 8px; padding: 12px 20px; cursor: pointer; }
.pay { background: #0d4ec6; color: #fff; border: 0; flex: 1 1 200px; }
.cancel { background: #fff; color: #1a1f36; border: 1px solid #8792a2; }
button:focus-visible, input:focus-visible { outline: 3px solid #0d4ec6; outline-offset: 2px; }
.error { color: #a8071a; font-weight: 600; }
form.inline { display: inline; }
</style>
</head>
<body>
<p class="notice">Local test checkout: a stand-in for Stripe's servers. No card is charged and no money moves.</p>
<main>
<div class="panel">
  <h1>Pay ${escapeHtml(accountName)}</h1>
  <p>${paid ? "This checkout has been paid." : `Total due today: <strong>${escapeHtml(total)}</strong>`}</p>
  <table>
    <caption>Order summary</caption>
    <tbody>${rows}</tbody>
    <tfoot><tr><th scope="row">Total due today</th><td>${escapeHtml(total)}</td></tr></tfoot>
  </table>
  ${
    paid
      ? `<div class="actions"><a href="${escapeHtml(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id))}">Return to ${escapeHtml(accountName)}</a></div>`
      : `<form method="post" action="/pay/${escapeHtml(session.id)}">
    <h2>Payment details</h2>
    ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email || "buyer@example.com")}">
    <fieldset><legend>Test card</legend>${cards}</fieldset>
    ${session.custom_text.submit ? `<p class="submit-note">${escapeHtml(session.custom_text.submit.message)}</p>` : ""}
    <div class="actions">
      <button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(total)}</button>
      <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>`
  }
</div>
</main>
</body>
</html>`;
}

/** The page for an unknown session id. */
export const NOT_FOUND_PAGE = '<!doctype html><html lang="en"><title>Not found</title><h1>No such checkout</h1></html>';
