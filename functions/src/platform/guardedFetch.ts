import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";
import { underLocalEmulators } from "./localEmulators";

/*
 * Requests to an address a user typed (a calendar's), guarded against server-side request forgery: in production
 * only https; every address the name resolves to is checked (not the name) against loopback, private, link-local,
 * shared, multicast and cloud-metadata ranges, at connect time (no second lookup a DNS rebind could answer
 * differently); redirects are followed by hand (at most 3), each hop checked again; one deadline for the whole
 * exchange and a cap on the answer's size. Only the local stack (the emulators) may reach 127.0.0.1, over http too.
 */

export type GuardedErrorKind = "blocked" | "scheme" | "timeout" | "too_large" | "dns" | "connect" | "redirects";

export class GuardedFetchError extends Error {
  constructor(
    readonly kind: GuardedErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "GuardedFetchError";
  }
}

export interface GuardPolicy {
  /** http:// and loopback addresses allowed: the emulators only. */
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
}

/** The policy of a deployed function: loopback and http only under the local emulators (localEmulators.ts). */
export function livePolicy(timeoutMs: number, maxBytes: number, env: NodeJS.ProcessEnv = process.env): GuardPolicy {
  return { allowLoopback: underLocalEmulators(env), timeoutMs, maxBytes };
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, with the cloud metadata address 169.254.169.254
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // the unspecified and loopback addresses, and the deprecated IPv4-compatible ::a.b.c.d
  ["64:ff9b::", 96], // NAT64, well-known prefix: 64:ff9b::a9fe:a9fe is 169.254.169.254 through a translator
  ["64:ff9b:1::", 48], // NAT64, local-use prefix (RFC 8215)
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16], // 6to4: 2002:7f00:1:: carries 127.0.0.1, 2002:a9fe:a9fe:: the metadata address
  ["fc00::", 7], // unique local, with fd00:ec2::254 (a cloud's metadata)
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Whether a resolved address may be reached under a policy (IPv4-mapped IPv6 read as its IPv4 address). */
export function addressAllowed(address: string, policy: Pick<GuardPolicy, "allowLoopback">): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain) === 6 ? "ipv6" : "ipv4";
  if (isIP(plain) === 0) return false;
  if (policy.allowLoopback && loopback.check(plain, family)) return true;
  return !blocked.check(plain, family);
}

const NOT_ALLOWED = "That address points into a private network, which is not allowed.";

function checkUrl(url: URL, policy: GuardPolicy): void {
  if (url.protocol !== "https:" && !(policy.allowLoopback && url.protocol === "http:")) {
    throw new GuardedFetchError("scheme", "Only https:// addresses can be connected.");
  }
  if (url.username || url.password) {
    throw new GuardedFetchError("scheme", "Give the username and password in their own fields, not in the address.");
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !addressAllowed(host, policy)) throw new GuardedFetchError("blocked", NOT_ALLOWED);
}

/** The connect-time lookup: every address the name has must be allowed, else the connection is refused. */
function guardedLookup(policy: GuardPolicy) {
  return (
    hostname: string,
    options: object,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((entry) => !addressAllowed(entry.address, policy))) {
        return callback(new GuardedFetchError("blocked", NOT_ALLOWED) as NodeJS.ErrnoException, "", 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      const [first] = list as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

export interface GuardedRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface GuardedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The address that answered (after redirects). */
  url: string;
}

const MAX_REDIRECTS = 3;

/** One request under the policy; redirects (GET only) followed by hand and checked again. */
export async function guardedFetch(
  address: string,
  request: GuardedRequest,
  policy: GuardPolicy,
): Promise<GuardedResponse> {
  const deadline = Date.now() + policy.timeoutMs;
  let url = new URL(address);
  for (let hop = 0; ; hop++) {
    const response = await once(url, request, policy, deadline);
    const location = response.headers.location;
    const redirect = [301, 302, 303, 307, 308].includes(response.status) && location;
    if (!redirect || (request.method ?? "GET") !== "GET") return response;
    if (hop >= MAX_REDIRECTS) throw new GuardedFetchError("redirects", "The address redirected too many times.");
    url = new URL(location, url);
  }
}

function once(url: URL, request: GuardedRequest, policy: GuardPolicy, deadline: number): Promise<GuardedResponse> {
  checkUrl(url, policy);
  const remaining = deadline - Date.now();
  const seconds = Math.round(policy.timeoutMs / 1000);
  const timedOut = () => new GuardedFetchError("timeout", `Timed out after ${seconds} s.`);
  if (remaining <= 0) return Promise.reject(timedOut());
  const client = url.protocol === "https:" ? https : http;
  const body = request.body === undefined ? undefined : Buffer.from(request.body, "utf8");
  return new Promise<GuardedResponse>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: request.method ?? "GET",
        headers: { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) },
        lookup: guardedLookup(policy) as never,
        agent: false,
      },
      (res) => {
        const declared = Number(res.headers["content-length"]);
        const tooLarge = () =>
          new GuardedFetchError(
            "too_large",
            `The calendar is larger than ${Math.round(policy.maxBytes / 1024 / 1024)} MB.`,
          );
        if (Number.isFinite(declared) && declared > policy.maxBytes) {
          req.destroy(tooLarge());
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) req.destroy(tooLarge());
          else chunks.push(chunk);
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            url: url.toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    const timer = setTimeout(() => req.destroy(timedOut()), remaining);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error instanceof GuardedFetchError) reject(error);
      else if (error.code === "ENOTFOUND" || error.code === "EAI_AGAIN") {
        reject(new GuardedFetchError("dns", "The address's server was not found."));
      } else reject(new GuardedFetchError("connect", "Could not connect to the address."));
    });
    req.on("close", () => clearTimeout(timer));
    req.end(body);
  });
}
