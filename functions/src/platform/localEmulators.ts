import { isIP } from "node:net";

/**
 * Whether the functions run under the local emulators, where loopback calendars and zero proxy hops are allowed.
 * `FUNCTIONS_EMULATOR=true` alone is not enough: it is an ordinary name, which a line in a deployed env file could
 * set. The emulator also sets `FIREBASE_EMULATOR_HUB` to the hub's loopback address; `FIREBASE_` is a prefix
 * `firebase deploy` refuses in an env file, and scripts/deploy-check.mjs refuses a file setting either name.
 */
export function underLocalEmulators(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === "true" && hubIsLoopback(env.FIREBASE_EMULATOR_HUB);
}

function hubIsLoopback(hub: string | undefined): boolean {
  if (!hub) return false;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hub.trim());
  const host = bracketed ? (bracketed[1] ?? "") : hub.trim().replace(/:\d+$/, "");
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return isIP(host) === 6 && host === "::1";
}
