import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressAllowed, guardedFetch, livePolicy, type GuardPolicy } from "./guardedFetch";

/*
 * The SSRF guard: each case below goes red without its guard (scheme, resolved-address check, redirect re-check,
 * deadline, size cap). A local server stands in for the outside world; only the test policy reaches 127.0.0.1.
 */

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/slow") return void setTimeout(() => res.end("late"), 2_000);
    if (req.url === "/big") {
      res.writeHead(200);
      const chunk = "x".repeat(64 * 1024);
      for (let i = 0; i < 40; i++) res.write(chunk);
      return void res.end();
    }
    if (req.url === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
      return void res.end();
    }
    res.end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const local: GuardPolicy = { allowLoopback: true, timeoutMs: 500, maxBytes: 1024 * 1024 };
const production: GuardPolicy = { allowLoopback: false, timeoutMs: 500, maxBytes: 1024 * 1024 };

describe("guardedFetch", () => {
  it("the emulators' policy reaches the local server", async () => {
    const response = await guardedFetch(`${base}/feed.ics`, {}, local);
    expect(response.status).toBe(200);
    expect(response.body).toContain("BEGIN:VCALENDAR");
  });

  it("production refuses http and loopback, by address and by a name that resolves to it", async () => {
    await expect(guardedFetch(`${base}/feed.ics`, {}, production)).rejects.toMatchObject({ kind: "scheme" });
    await expect(guardedFetch("https://127.0.0.1/feed.ics", {}, production)).rejects.toMatchObject({ kind: "blocked" });
    await expect(guardedFetch("https://[::ffff:127.0.0.1]/x", {}, production)).rejects.toMatchObject({
      kind: "blocked",
    });
    // "localhost" is a name: its resolved address is what is checked.
    await expect(guardedFetch("https://localhost/feed.ics", {}, production)).rejects.toMatchObject({ kind: "blocked" });
  });

  it("a redirect to the metadata address is refused even where loopback is allowed", async () => {
    await expect(guardedFetch(`${base}/to-metadata`, {}, local)).rejects.toMatchObject({ kind: "blocked" });
  });

  it("times out after the deadline, in plain words", async () => {
    await expect(guardedFetch(`${base}/slow`, {}, local)).rejects.toMatchObject({
      kind: "timeout",
      message: "Timed out after 1 s.",
    });
  });

  it("stops reading past the size cap", async () => {
    await expect(guardedFetch(`${base}/big`, {}, { ...local, maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      kind: "too_large",
    });
  });

  it("refuses credentials in the address", async () => {
    await expect(guardedFetch("https://user:secret@example.com/x", {}, production)).rejects.toMatchObject({
      kind: "scheme",
    });
  });

  it("blocks private, link-local, metadata and unique-local ranges; allows public addresses", () => {
    for (const address of ["10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0"]) {
      expect([address, addressAllowed(address, production)]).toEqual([address, false]);
    }
    for (const address of [
      "::1",
      "fd00:ec2::254",
      "fe80::1",
      "::ffff:10.0.0.1",
      "::7f00:1", // IPv4-compatible 127.0.0.1 (::/96)
      "::a9fe:a9fe", // IPv4-compatible 169.254.169.254
      "64:ff9b::a9fe:a9fe", // NAT64 well-known prefix
      "64:ff9b:1::a9fe:a9fe", // NAT64 local-use prefix
      "2002:a9fe:a9fe::1", // 6to4 of 169.254.169.254
      "2002:7f00:1::", // 6to4 of 127.0.0.1
    ]) {
      expect([address, addressAllowed(address, production)]).toEqual([address, false]);
    }
    expect(addressAllowed("8.8.8.8", production)).toBe(true);
    expect(addressAllowed("2607:f8b0:4005:80a::200e", production)).toBe(true);
    expect(addressAllowed("127.0.0.1", local)).toBe(true);
    expect(addressAllowed("10.0.0.1", local)).toBe(false);
  });

  it("only the local emulators get the loopback policy: FUNCTIONS_EMULATOR=true alone (an env file's line) is not enough", () => {
    const hub = { FUNCTIONS_EMULATOR: "true", FIREBASE_EMULATOR_HUB: "127.0.0.1:4400" };
    expect(livePolicy(10_000, 1, hub).allowLoopback).toBe(true);
    expect(livePolicy(10_000, 1, { ...hub, FIREBASE_EMULATOR_HUB: "[::1]:4400" }).allowLoopback).toBe(true);
    expect(livePolicy(10_000, 1, { FUNCTIONS_EMULATOR: "true" }).allowLoopback).toBe(false);
    expect(livePolicy(10_000, 1, { ...hub, FIREBASE_EMULATOR_HUB: "10.0.0.5:4400" }).allowLoopback).toBe(false);
    expect(livePolicy(10_000, 1, { FIREBASE_EMULATOR_HUB: "127.0.0.1:4400" }).allowLoopback).toBe(false);
    expect(livePolicy(10_000, 1, {}).allowLoopback).toBe(false);
  });
});
