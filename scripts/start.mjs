/**
 * `npm start`: builds everything for production and serves it on the local emulator stack until Ctrl-C.
 * `npm run dev` (--dev): the same stack, with the Vite dev server (hot reload) instead of the production build.
 */
import { answerHelp } from "./lib/cli.mjs";
import { HOST, PORTS, VITE_PORT, isPortFree } from "./lib/ports.mjs";
import { exit, exitOnSignals, failed, startGroup } from "./lib/processes.mjs";
import { ROOT, demoAdmin, startStack, urls } from "./stack.mjs";

answerHelp(`
Usage: npm start            (node scripts/start.mjs)
       npm run dev          (node scripts/start.mjs --dev)

Builds the functions and the web app for production and serves them on the local stack: the Firebase emulators
(Auth, Functions, Hosting, Firestore or its stand-in), the local Stripe stand-in, maildev and the demo company's
sample data (scripts/seed/: leads, bookings, payments, 60 days of traffic, dated from the start). Prints
the site's address and the demo admin's login when ready. Ctrl-C (or SIGTERM), also while starting, stops every
process it started and frees every port (exit 130 / 143).

Options:
  --dev        no web build: the Vite dev server (hot reload) on http://${HOST}:${VITE_PORT} instead
  -h, --help   this text

Environment:
  DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD   the seeded demo admin (default: emulator-data/seed.json)
  SEED_NOW                                an ISO instant: seed the demo company (scripts/seed/) as if started then
  FIRESTORE_EMULATOR=official|local       force the official Firestore emulator or the stand-in
  STACK_VERBOSE=1                         print the emulators' own log
`);

const dev = process.argv.includes("--dev");
/** @param {string} line */
const log = (line) => console.log(line);
const started = Date.now();
exitOnSignals();

if (dev && !(await isPortFree(VITE_PORT))) {
  console.error(`Port ${VITE_PORT} (Vite dev server) is already in use. Stop whatever holds it and try again.`);
  process.exit(1);
}

await startStack({ mode: dev ? "dev" : "start", log }).catch(failed);

let siteUrl = urls.site;
if (dev) {
  const vite = startGroup("npm", ["run", "dev", "-w", "web"], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  void vite.exited.then((code) => exit(code ?? 1));
  siteUrl = `http://${HOST}:${VITE_PORT}`;
}

const seconds = ((Date.now() - started) / 1000).toFixed(0);
log(`
┌──────────────────────────────────────────────────────────────
│ Site            ${siteUrl}${dev ? "  (Vite, hot reload)" : ""}
│ Admin sign-in   ${siteUrl}/auth
│   e-mail        ${demoAdmin.email}
│   password      ${demoAdmin.password}
│ Functions       ${urls.functions}   Auth ${HOST}:${PORTS.auth}   Firestore ${urls.firestore}
│ Stripe          ${urls.stripe}  (local stand-in for Stripe's servers)
│ Mail inbox      ${urls.mailInbox}  (maildev: every mail the site sends)
│ Ready in ${seconds}s. Press Ctrl-C to stop everything.
└──────────────────────────────────────────────────────────────`);
