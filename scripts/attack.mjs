/**
 * `npm run attack`: the project's own attack tests (tests/integration/attacks.itest.ts) against the stack that
 * `npm start` is running, with the product's default limits — plus-addressed mail floods, a foreign Origin, crafted
 * cursors and ids, a Checkout paid at the wrong amount. Every move must be refused (docs/security.md).
 */
import { answerHelp } from "./lib/cli.mjs";
import { exit, exitOnSignals, startGroup } from "./lib/processes.mjs";
import { ROOT, stackEnv, urls } from "./stack.mjs";

const USAGE = `
Usage: npm run attack   (node scripts/attack.mjs)

Runs the attack tests (tests/integration/attacks.itest.ts) against the local stack \`npm start\` is running in
another terminal, as an attacker would meet it: default rate limits, App Check off as on every local stack.
Each move prints as a test: plus-addressed and dotted variants of one Gmail mailbox (at most the daily cap of
confirmations reaches it), a call from a foreign page's Origin (refused, nothing stored, its CORS preflight not
allowed), crafted cursors and ids sent to the admin callables (invalid-argument, never INTERNAL), and a Checkout
Session made outside the site and paid at the wrong amount (recorded for review, its second installment refused).
Then issue 33's moves against bookings and visit counting: a quoted name and a reschedule flood, three simultaneous
bookings of one mailbox, hidden characters, year-9999 instants and agenda cursors, the honeypot decoy, the client's
total of upcoming bookings, beacons from a foreign origin, campaigns named constructor and toString, and 200
invented campaigns from one address (docs/security.md lists each defence).

The flood uses the local client's allowance of the contact form (5 per 10 minutes by default): the contact form
of the running site refuses this machine's messages for up to 10 minutes afterwards. Likewise the booking moves use
this machine's createBooking allowance (5 per 10 minutes; the run's bookings are cancelled at its end), and the 200
invented campaigns use its new campaign names for the day (10): later campaign visits from this machine that day
count as "(other)".

Options:
  -h, --help   this text

Environment: DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD (as \`npm start\`).
`;
answerHelp(USAGE);
exitOnSignals();

const up = await fetch(urls.site).then(
  () => true,
  () => false,
);
if (!up) {
  console.error(`No stack answers at ${urls.site}: start it with \`npm start\` in another terminal first.`);
  process.exit(1);
}
const { exited } = startGroup(
  "npx",
  ["vitest", "run", "--project", "integration", "tests/integration/attacks.itest.ts"],
  { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, ...stackEnv() } },
);
await exit((await exited) ?? 1);
