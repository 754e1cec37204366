import net from "node:net";

/** The stack's fixed local ports (firebase.json `emulators`, the Stripe stand-in and maildev). */
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  hub: 4400,
  logging: 4500,
  stripe: 12111,
  mailSmtp: 1025,
  mailInbox: 1080,
};

/** maildev's control endpoint (scripts/lib/maildev.mjs): test mode only, so not among the ports every mode needs. */
export const MAIL_CONTROL_PORT = 1081;

export const PORT_NAMES = {
  hosting: "Hosting emulator (the site)",
  functions: "Functions emulator",
  auth: "Auth emulator",
  firestore: "Firestore emulator",
  hub: "Emulator hub",
  logging: "Emulator logging",
  stripe: "local Stripe stand-in",
  mailSmtp: "maildev SMTP",
  mailInbox: "maildev inbox",
  mailControl: "maildev control (test mode)",
  vite: "Vite dev server",
};

export const HOST = "127.0.0.1";

/** Resolves true when nothing listens on HOST:port. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.once("listening", () => server.close(() => resolve(true)));
    server.listen(port, HOST);
  });
}

/** Returns the first busy port of `entries` ([name, port][]), or undefined. */
export async function firstBusyPort(entries) {
  for (const [name, port] of entries) {
    if (!(await isPortFree(port))) return { name, port };
  }
  return undefined;
}

/** Polls `url` until it answers (any HTTP status) or `timeoutMs` passes. */
export async function waitForHttp(url, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) return false;
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return false;
}
