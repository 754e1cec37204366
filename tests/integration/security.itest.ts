/**
 * Security findings tried against the running stack as an attacker would (docs/security.md): a forged
 * X-Forwarded-For buys no new client, hostile text is refused and stores nothing while names in any script are
 * stored, an oversized body is refused by its Content-Length, a foreign page's Origin is refused and gets no CORS
 * answer, and every local service listens on loopback only.
 *
 * Under the Functions emulator every local caller is one client (the worker sees no remote address, see
 * functions/src/lib/clientAddress.ts): these tests never forge the header to get separate clients, and the one
 * that exhausts that shared allowance puts the counter back as it found it.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { Timestamp, type DocumentData } from "firebase-admin/firestore";
import { afterEach, describe, expect, it } from "vitest";
import { COLLECTIONS } from "../../functions/src/domain/collections";
import { CALLABLES } from "../../functions/src/domain/contract";
import { UNKNOWN_ADDRESS } from "../../functions/src/platform/clientAddress";
import { clientKey } from "../../functions/src/platform/rateLimit";
import { contactMessage } from "../../functions/src/testing/fixtures";
import { MAIL_CONTROL_PORT, PORTS } from "../../scripts/lib/ports.mjs";
import { admin, functionsOrigin, hostingOrigin, localHashKey, postRaw, projectId, region } from "./emulators";

const uniqueEmail = () => `security-${randomUUID()}@example.test`;

/** Posts a contact message over the callable protocol with a forged X-Forwarded-For. */
async function postContact(data: unknown, forgedFor: string) {
  const response = await postRaw(CALLABLES.submitContact, JSON.stringify({ data }), { "x-forwarded-for": forgedFor });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function storedWith(email: string) {
  const snapshot = await admin().db.collection(COLLECTIONS.contactSubmissions).where("email", "==", email).get();
  return snapshot.docs.map((doc) => doc.data());
}

const localCounter = () =>
  admin().db.doc(`${COLLECTIONS.rateLimits}/${clientKey(UNKNOWN_ADDRESS, CALLABLES.submitContact, localHashKey())}`);

describe("the rate limit under a forged X-Forwarded-For", () => {
  let saved: DocumentData | undefined;
  afterEach(async () => {
    if (saved === undefined) return;
    await localCounter().set(saved);
    saved = undefined;
  });

  it("counts posts with three different forged headers against one client, and keeps no counter per forged value", async () => {
    const before = ((await localCounter().get()).get("hits") as number[] | undefined)?.length ?? 0;
    const forged = ["198.51.100.1", "198.51.100.2, 10.0.0.1", "203.0.113.77"];
    for (const value of forged) {
      expect((await postContact(contactMessage({ email: uniqueEmail() }), value)).status).toBe(200);
    }
    const after = ((await localCounter().get()).get("hits") as number[]).length;
    expect(after - before).toBe(3);
    for (const value of [...forged, "10.0.0.1"]) {
      expect(
        (
          await admin()
            .db.doc(`${COLLECTIONS.rateLimits}/${clientKey(value, CALLABLES.submitContact, localHashKey())}`)
            .get()
        ).exists,
      ).toBe(false);
    }
  });

  it("refuses a client past its allowance whatever address it claims to come from", async () => {
    saved = (await localCounter().get()).data() ?? { hits: [], expires_at: Timestamp.now() };
    const now = Date.now();
    // This machine has used up any configured allowance within the window.
    await localCounter().set({
      hits: Array.from({ length: 10_000 }, (_, i) => now - i),
      expires_at: Timestamp.fromMillis(now + 600_000),
    });
    for (const value of ["198.51.100.10", "198.51.100.11", "2001:db8::1", "1.1.1.1, 8.8.8.8"]) {
      const email = uniqueEmail();
      const { status, body } = await postContact(contactMessage({ email }), value);
      expect(status).toBe(429);
      expect(body).toMatchObject({ error: { status: "RESOURCE_EXHAUSTED" } });
      expect(await storedWith(email)).toEqual([]);
    }
  });
});

describe("hostile text", () => {
  it.each([
    [
      "a name of three zero-width spaces",
      { name: "\u200B\u200B\u200B" },
      "name",
      "Name contains characters that are not allowed",
    ],
    [
      "a subject with a right-to-left override",
      { subject: "Invoice \u202Efdp.exe" },
      "subject",
      "Subject contains characters that are not allowed",
    ],
    [
      "a NUL in the message",
      { message: "Hello\u0000 there, we would like training." },
      "message",
      "Message contains characters that are not allowed",
    ],
  ])("refuses %s with a field message and stores nothing", async (_case, change, field, message) => {
    const email = uniqueEmail();
    const { status, body } = await postContact(contactMessage({ email, ...change }), "192.0.2.1");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { status: "INVALID_ARGUMENT", details: { fields: { [field]: message } } } });
    expect(await storedWith(email)).toEqual([]);
  });

  it.each(["José Núñez-O'Brien", "Анна Каренина", "محمد عبد الله", "山田 太郎", "देवनागरी नाम"])(
    "stores the name %s",
    async (name) => {
      const email = uniqueEmail();
      expect((await postContact(contactMessage({ email, name: name.normalize("NFD") }), "192.0.2.1")).status).toBe(200);
      expect((await storedWith(email))[0]).toMatchObject({ name });
    },
  );
});

describe("request size", () => {
  it("refuses a body far over the limit by its size and stores nothing", async () => {
    const email = uniqueEmail();
    const padding = "x".repeat(100_000);
    const response = await postRaw(
      CALLABLES.submitContact,
      JSON.stringify({ data: { ...contactMessage({ email }), padding } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: "The request is too large." } });
    expect(await storedWith(email)).toEqual([]);
  });
});

describe("calls from other sites (the Origin check and cors of functions/src/platform/callable.ts)", () => {
  const FOREIGN = "https://evil.example";
  const preflight = (origin: string) =>
    fetch(`${functionsOrigin}/${projectId}/${region}/${CALLABLES.submitContact}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });

  it("refuses a POST from a foreign page's Origin with permission-denied and stores nothing", async () => {
    const email = uniqueEmail();
    const response = await postRaw(CALLABLES.submitContact, JSON.stringify({ data: contactMessage({ email }) }), {
      origin: FOREIGN,
    });
    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(await response.json()).toMatchObject({ error: { status: "PERMISSION_DENIED" } });
    expect(await storedWith(email)).toEqual([]);
  });

  it("answers the foreign origin's preflight without Access-Control-Allow-Origin, the site's with it", async () => {
    const foreign = await preflight(FOREIGN);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const site = await preflight(hostingOrigin);
    expect(site.status).toBeLessThan(300);
    expect(site.headers.get("access-control-allow-origin")).toBe(hostingOrigin);
  });

  it("stores a POST from the site's own origin", async () => {
    const email = uniqueEmail();
    const response = await postRaw(CALLABLES.submitContact, JSON.stringify({ data: contactMessage({ email }) }), {
      origin: hostingOrigin,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(hostingOrigin);
    expect(await storedWith(email)).toHaveLength(1);
  });
});

/**
 * Every listening TCP socket of this machine as `{ host, port }`, read from /proc/net/tcp and tcp6 (what `ss -ltn`
 * prints): state 0A is LISTEN; the address is hex, IPv4 in little-endian byte order.
 */
function listeningSockets(): { host: string; port: number }[] {
  const sockets: { host: string; port: number }[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").slice(1) : [];
    for (const line of lines) {
      const [, local = "", , state] = line.trim().split(/\s+/);
      if (state !== "0A") continue;
      const [hex = "", portHex = "0"] = local.split(":");
      sockets.push({ host: hexAddress(hex), port: parseInt(portHex, 16) });
    }
  }
  return sockets;
}

function hexAddress(hex: string): string {
  const bytes = (hex.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
  if (bytes.length === 4) return bytes.reverse().join(".");
  // IPv6: four little-endian 32-bit words.
  const words = (hex.match(/.{8}/g) ?? []).map((word) => (word.match(/../g) ?? []).reverse().join(""));
  const groups = words.join("").match(/.{4}/g) ?? [];
  const text = groups.map((group) => parseInt(group, 16).toString(16)).join(":");
  return text === "0:0:0:0:0:ffff:7f00:1" ? "127.0.0.1" : text === "0:0:0:0:0:0:0:1" ? "::1" : text;
}

describe("the local stack", () => {
  it("listens on 127.0.0.1 only, on every port of the stack", () => {
    // The stack's own ports, and the emulators the Functions emulator starts on its own: Eventarc and Cloud Tasks
    // (firebase-tools' default ports).
    const ports = new Set<number>([...Object.values(PORTS), MAIL_CONTROL_PORT, 9299, 9499]);
    const listening = listeningSockets().filter(({ port }) => ports.has(port));
    // The stack is up: at least the site, the functions and Firestore listen.
    expect(listening.map(({ port }) => port)).toEqual(
      expect.arrayContaining([PORTS.hosting, PORTS.functions, PORTS.firestore]),
    );
    expect(listening.filter(({ host }) => host !== "127.0.0.1")).toEqual([]);
  });
});
