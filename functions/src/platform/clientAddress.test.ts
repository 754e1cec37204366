import { describe, expect, it } from "vitest";
import { clientAddress, normaliseAddress, trustedProxyHops, UNKNOWN_ADDRESS } from "./clientAddress";

const request = (xff: string | string[] | undefined, socket?: string) => ({
  headers: xff === undefined ? {} : { "x-forwarded-for": xff },
  socket: { remoteAddress: socket },
});

describe("clientAddress", () => {
  it.each([
    // [case, X-Forwarded-For, socket address, trusted hops, key]
    ["hops 1: the entry the front end appended", "198.51.100.9", "10.0.0.1", 1, "198.51.100.9"],
    ["hops 1: forged left-most entries are ignored", "1.2.3.4, 5.6.7.8, 198.51.100.9", "10.0.0.1", 1, "198.51.100.9"],
    ["hops 1: a forged entry that is not an address", "evil, 198.51.100.9", undefined, 1, "198.51.100.9"],
    ["hops 1: two headers count as one list", ["1.2.3.4", "198.51.100.9"], undefined, 1, "198.51.100.9"],
    ["hops 2: the client before the load balancer", "1.2.3.4, 198.51.100.9, 35.191.0.1", "10.0.0.1", 2, "198.51.100.9"],
    ["hops 2: a header too short falls back to the socket", "198.51.100.9", "10.0.0.1", 2, "10.0.0.1"],
    ["hops 0: the header is never read", "1.2.3.4", "203.0.113.7", 0, "203.0.113.7"],
    ["hops 0: no socket address (the emulator's Unix socket)", "1.2.3.4", undefined, 0, UNKNOWN_ADDRESS],
    ["hops 1: no header falls back to the socket", undefined, "203.0.113.7", 1, "203.0.113.7"],
    [
      "hops 1: a garbage right-most entry falls back to the socket",
      "1.2.3.4, nonsense",
      "203.0.113.7",
      1,
      "203.0.113.7",
    ],
    ["IPv6 is grouped by /64", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", undefined, 1, "2001:db8:1:2::/64"],
    ["another address of the same /64", "2001:db8:1:2::1", undefined, 1, "2001:db8:1:2::/64"],
    ["a different /64", "2001:db8:1:3::1", undefined, 1, "2001:db8:1:3::/64"],
    ["zero-padded and upper-case IPv6", "2001:0DB8:0001:0002::1", undefined, 1, "2001:db8:1:2::/64"],
    ["IPv4-mapped IPv6 on the socket is IPv4", undefined, "::ffff:203.0.113.7", 0, "203.0.113.7"],
    ["IPv4-mapped IPv6 in hex groups", "::ffff:cb00:7107", undefined, 1, "203.0.113.7"],
    ["IPv4 with a port", "198.51.100.9:4711", undefined, 1, "198.51.100.9"],
    ["bracketed IPv6 with a port", "[2001:db8:1:2::5]:443", undefined, 1, "2001:db8:1:2::/64"],
    ["IPv6 loopback", undefined, "::1", 0, "0:0:0:0::/64"],
  ])("%s", (_case, xff, socket, hops, key) => {
    expect(clientAddress(request(xff, socket), hops)).toBe(key);
  });

  it("gives 25 requests with 25 different forged headers one key", () => {
    const keys = new Set(
      Array.from({ length: 25 }, (_, i) => clientAddress(request(`10.9.8.${i}, 198.51.100.9`, "10.0.0.1"), 1)),
    );
    expect([...keys]).toEqual(["198.51.100.9"]);
  });
});

describe("normaliseAddress", () => {
  it.each([
    ["", undefined],
    ["not an address", undefined],
    ["999.1.1.1", undefined],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
  ])("%j → %j", (value, key) => {
    expect(normaliseAddress(value)).toBe(key);
  });
});

describe("trustedProxyHops", () => {
  it.each([
    [{}, 1],
    [{ FUNCTIONS_EMULATOR: "true", FIREBASE_EMULATOR_HUB: "127.0.0.1:4400" }, 0],
    // FUNCTIONS_EMULATOR=true alone is a line an env file could hold: not the local emulators.
    [{ FUNCTIONS_EMULATOR: "true" }, 1],
    [{ FUNCTIONS_EMULATOR: "true", FIREBASE_EMULATOR_HUB: "hub.example:4400" }, 1],
    [{ FUNCTIONS_EMULATOR: "true", TRUSTED_PROXY_HOPS: "2" }, 2],
    [{ TRUSTED_PROXY_HOPS: "0" }, 0],
    [{ TRUSTED_PROXY_HOPS: "-1" }, 1],
    [{ TRUSTED_PROXY_HOPS: "many" }, 1],
    [{ TRUSTED_PROXY_HOPS: "99" }, 1],
  ])("reads %j as %i", (env, hops) => {
    expect(trustedProxyHops(env)).toBe(hops);
  });
});
