/**
 * `npm start`: builds everything for production and serves it on the local emulator stack until Ctrl-C.
 * `npm run dev` (--dev): the same stack, with the Vite dev server (hot reload) instead of the production build.
 */
import { spawn } from "node:child_process";
import { HOST, PORTS, isPortFree } from "./lib/ports.mjs";
import { ROOT, demoAdmin, startStack, urls } from "./stack.mjs";

const dev = process.argv.includes("--dev");
const log = (line) => console.log(line);
const started = Date.now();

if (dev && !(await isPortFree(5173))) {
  console.error("Port 5173 (Vite dev server) is already in use. Stop whatever holds it and try again.");
  process.exit(1);
}

let stack;
let vite;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  log("\nStopping…");
  if (vite && vite.exitCode === null) {
    try {
      process.kill(-vite.pid, "SIGTERM");
    } catch {
      /* gone */
    }
  }
  await stack?.stop();
  log("Stopped. All ports are free.");
  process.exit(code);
}

process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));

try {
  stack = await startStack({ mode: dev ? "dev" : "start", log });
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}

let siteUrl = urls.site;
if (dev) {
  vite = spawn("npm", ["run", "dev", "-w", "web"], { cwd: ROOT, stdio: "inherit", detached: true });
  vite.on("exit", (code) => !stopping && shutdown(code ?? 1));
  siteUrl = `http://${HOST}:5173`;
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
