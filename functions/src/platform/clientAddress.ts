import type { IncomingHttpHeaders } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { underLocalEmulators } from "./localEmulators";

/**
 * The caller's address as the platform saw it, for rate limiting. Never the left-most `X-Forwarded-For` entry
 * (which is whatever the client wrote, and what Express's `req.ip` returns under `trust proxy`).
 *
 * How the header reaches the function:
 * - Cloud Functions (2nd gen) / Cloud Run: Google's front end appends the address of the client it accepted the
 *   connection from as the right-most entry, after anything the client sent (`X-Forwarded-For: <client-written…>,
 *   <address the front end saw>`). One trusted hop: the right-most entry. Behind an external Application Load
 *   Balancer the header reads `<client-written…>, <client address>, <load balancer address>`: two trusted hops.
 * - The Functions emulator (firebase-tools `functionsRuntimeWorker`) copies the caller's headers unchanged, forged
 *   `X-Forwarded-For` included, and talks to the worker over a Unix socket, so the worker has no remote address at
 *   all. With zero trusted hops every local caller is therefore one client ("unknown"), and a forged header
 *   changes nothing.
 */
export interface RawRequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/** The key of a caller whose address cannot be told: every such caller shares one allowance. */
export const UNKNOWN_ADDRESS = "unknown";

/**
 * How many proxies in front of the function append to `X-Forwarded-For`: `TRUSTED_PROXY_HOPS` when it is a whole
 * number from 0 to 10; otherwise 0 under the local emulators (localEmulators.ts; the socket is used) and 1 when
 * deployed (the entry Google's front end appended).
 */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.TRUSTED_PROXY_HOPS;
  if (configured !== undefined && /^\d+$/.test(configured.trim()) && Number(configured) <= 10) {
    return Number(configured);
  }
  return underLocalEmulators(env) ? 0 : 1;
}

/**
 * The rate-limit address of a request: the `trustedHops`-th `X-Forwarded-For` entry from the right, or the
 * socket's remote address when `trustedHops` is 0, the header has fewer entries, or the entry is not an address.
 * IPv4 addresses are kept whole, IPv4-mapped IPv6 (`::ffff:203.0.113.7`) counts as its IPv4 address, and IPv6
 * is cut to its /64 (one home or office network usually holds a whole /64, so rotating within it gains nothing).
 */
export function clientAddress(rawRequest: RawRequestLike, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = forwardedFor(rawRequest.headers["x-forwarded-for"]);
    if (entries.length >= trustedHops) {
      const address = normaliseAddress(entries[entries.length - trustedHops] ?? "");
      if (address) return address;
    }
  }
  return normaliseAddress(rawRequest.socket?.remoteAddress ?? "") ?? UNKNOWN_ADDRESS;
}

/** {@link clientAddress} with the configured {@link trustedProxyHops}: what the callables use. */
export function callerAddress(rawRequest: RawRequestLike, env: NodeJS.ProcessEnv = process.env): string {
  return clientAddress(rawRequest, trustedProxyHops(env));
}

function forwardedFor(header: string | string[] | undefined): string[] {
  const joined = Array.isArray(header) ? header.join(",") : (header ?? "");
  return joined
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** An address as the limiter keys it, or undefined when `value` is not an IP address. */
export function normaliseAddress(value: string): string | undefined {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? "";
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort) address = withPort[1] ?? "";
  address = address.replace(/%.*$/, "");
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return undefined;
  const groups = expandIPv6(address.toLowerCase());
  const mapped = groups.slice(0, 6).join(":") === "0:0:0:0:0:ffff";
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight groups of a valid IPv6 address, without leading zeros (an embedded IPv4 tail becomes two groups). */
function expandIPv6(address: string): string[] {
  let text = address;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split(".").map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
