import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/https";
import { UNKNOWN_SOURCE } from "../domain/channel";
import { describe, expect, it, vi } from "vitest";
import { clientKey, emailKey } from "../platform/rateLimit";
import { publicRequest } from "../platform/admission";
import { type SubmissionDeps } from "./submission";
import { handleSubmitContact } from "./submitContact";
import { contactMessage } from "../testing/fixtures";

/** An in-memory store, a rate limiter admitting `allowed` submissions per key, and a recording logger. */
function fakeDeps({ allowed = Infinity, storeFails = false } = {}) {
  const stored: { collection: string; record: Record<string, unknown> }[] = [];
  const consumed: string[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const deps: SubmissionDeps = {
    store: async (collection, record) => {
      if (storeFails) throw Object.assign(new Error("deadline exceeded for ada@example.com"), { code: 4 });
      stored.push({ collection, record });
      return `doc-${stored.length}`;
    },
    rateLimiter: {
      consume: async (key) => {
        if (consumed.filter((k) => k === key).length >= allowed) return false;
        consumed.push(key);
        return true;
      },
    },
    log,
  };
  const lines = () => [...log.info.mock.calls, ...log.warn.mock.calls, ...log.error.mock.calls];
  return { deps, stored, consumed, log, lines };
}

/** The shared valid message, and the same with spaces around every value (the handler trims them). */
const valid = contactMessage();
const message = Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, `  ${value} `]));

const call = (data: unknown, deps: SubmissionDeps, ip = "203.0.113.7") => handleSubmitContact({ data, ip }, deps);

describe("submitContact", () => {
  it("stores the trimmed message with exactly the form's fields, status New and a server timestamp", async () => {
    const { deps, stored, lines } = fakeDeps();
    await expect(call(message, deps)).resolves.toEqual({ ok: true });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.collection).toBe("contact_submissions");
    const { created_at, search_terms, ...fields } = stored[0]?.record ?? {};
    expect(search_terms).toEqual(expect.arrayContaining(["ada", "lovelace", "ada@example.com"]));
    expect(fields).toEqual({
      ...valid,
      status: "new",
      notes_count: 0,
      source: UNKNOWN_SOURCE,
    });
    expect((created_at as FieldValue).isEqual(FieldValue.serverTimestamp())).toBe(true);
    expect(lines()).toEqual([["submitContact", { outcome: "stored", id: "doc-1" }]]);
  });

  it("never stores keys the schema does not know", async () => {
    const { deps, stored } = fakeDeps();
    await call({ ...message, isAdmin: true, created_at: "2001-01-01", website: "" }, deps);
    expect(Object.keys(stored[0]?.record ?? {}).sort()).toEqual([
      "created_at",
      "email",
      "message",
      "name",
      "notes_count",
      "search_terms",
      "source",
      "status",
      "subject",
    ]);
  });

  it("stores the visit's source with the channel derived on the server, and refuses a hostile or client-chosen one", async () => {
    const { deps, stored } = fakeDeps();
    const source = {
      utmSource: "chamber",
      utmMedium: "newsletter",
      utmCampaign: "spring",
      landingPage: "/",
      formPage: "/contact",
    };
    await call({ ...message, source }, deps);
    expect(stored[0]?.record.source).toEqual({
      ...UNKNOWN_SOURCE,
      channel: "Campaign",
      utm_source: "chamber",
      utm_medium: "newsletter",
      utm_campaign: "spring",
      landing_page: "/",
      form_page: "/contact",
    });
    await call({ ...message, source: { referrer: "www.google.com", landingPage: "/about" } }, deps);
    expect(stored[1]?.record.source).toMatchObject({ channel: "Organic search", referrer: "www.google.com" });
    for (const hostile of [
      { ...source, channel: "Paid search" },
      { utmSource: "<script>alert(1)</script>" },
      { referrer: "https://evil.example/path?email=a@b.c" },
      { landingPage: "/../admin" },
      { utmCampaign: '=HYPERLINK("x")' },
      "chamber",
    ]) {
      await expect(call({ ...message, source: hostile }, deps)).rejects.toMatchObject({ code: "invalid-argument" });
    }
    expect(stored).toHaveLength(2);
  });

  it.each([
    ["a missing field", { ...message, subject: undefined }, { subject: "Subject is required" }],
    ["a blank field", { ...message, name: "   " }, { name: "Name is required" }],
    ["a wrong type", { ...message, message: 42 }, { message: "Message is required" }],
    [
      "a field too long",
      { ...message, message: "x".repeat(1001) },
      { message: "Message must be less than 1000 characters" },
    ],
    ["an invalid email", { ...message, email: "ada" }, { email: "Invalid email address" }],
    [
      "an empty object",
      {},
      {
        name: "Name is required",
        email: "Invalid email address",
        subject: "Subject is required",
        message: "Message is required",
      },
    ],
    ["no object at all", "hello", {}],
    ["null", null, {}],
    ["an array", [message], {}],
  ])("refuses %s with invalid-argument and per-field messages, storing nothing", async (_case, data, fields) => {
    const { deps, stored, consumed, lines } = fakeDeps();
    const refusal = call(data, deps);
    await expect(refusal).rejects.toBeInstanceOf(HttpsError);
    await expect(refusal).rejects.toMatchObject({ code: "invalid-argument", details: { fields } });
    expect(stored).toEqual([]);
    expect(consumed).toEqual([]);
    expect(lines()).toEqual([["submitContact", { outcome: "invalid", fields: Object.keys(fields) }]]);
  });

  it("refuses a payload larger than 16 KB of JSON before reading it", async () => {
    const { deps, stored, lines } = fakeDeps();
    const refusal = call({ ...message, padding: "x".repeat(16_384) }, deps);
    await expect(refusal).rejects.toMatchObject({ code: "invalid-argument" });
    expect(stored).toEqual([]);
    expect(lines()).toEqual([["submitContact", { outcome: "too_large" }]]);
  });

  it("answers a filled honeypot with success and stores nothing", async () => {
    const { deps, stored, consumed, lines } = fakeDeps();
    await expect(call({ ...message, website: "https://cheap-pills.example" }, deps)).resolves.toEqual({ ok: true });
    await expect(call({ website: "x" }, deps)).resolves.toEqual({ ok: true });
    expect(stored).toEqual([]);
    expect(consumed).toEqual([]);
    expect(lines()).toEqual([
      ["submitContact", { outcome: "honeypot" }],
      ["submitContact", { outcome: "honeypot" }],
    ]);
  });

  it.each([[""], ["   "], [null]])("treats an empty honeypot (%j) as a person", async (website) => {
    const { deps, stored } = fakeDeps();
    await call({ ...message, website }, deps);
    expect(stored).toHaveLength(1);
  });

  it("counts each submission against the caller's hashed address and this callable", async () => {
    const { deps, consumed } = fakeDeps();
    await call(message, deps, "203.0.113.7");
    await handleSubmitContact({ data: message, ip: undefined }, deps);
    expect(consumed).toEqual([
      clientKey("203.0.113.7", "submitContact"),
      emailKey("ada@example.com", "submitContact"),
      clientKey("unknown", "submitContact"),
      emailKey("ada@example.com", "submitContact"),
    ]);
    expect(consumed[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(consumed[0]).not.toBe(clientKey("203.0.113.7", "submitCoachApplication"));
  });

  it("refuses a client over its rate limit with resource-exhausted and stores nothing", async () => {
    const { deps, stored, lines } = fakeDeps({ allowed: 1 });
    await call(message, deps);
    const refusal = call(message, deps);
    await expect(refusal).rejects.toMatchObject({
      code: "resource-exhausted",
      message: "Too many submissions. Please try again in a few minutes.",
    });
    expect(stored).toHaveLength(1);
    expect(lines().at(-1)).toEqual(["submitContact", { outcome: "rate_limited" }]);
  });

  /** A limiter that honours the allowance it is given per key (the e-mail one) or `max` (the address one). */
  function countingLimiter(max: number) {
    const hits = new Map<string, number>();
    return {
      consume: async (key: string, limit?: { max: number }) => {
        const count = hits.get(key) ?? 0;
        if (count >= (limit?.max ?? max)) return false;
        hits.set(key, count + 1);
        return true;
      },
    };
  }

  it("keys on the address the platform saw: 25 posts with 25 forged X-Forwarded-For values store 5", async () => {
    const { deps, stored } = fakeDeps();
    deps.rateLimiter = countingLimiter(5);
    const outcomes = [];
    for (let i = 0; i < 25; i++) {
      const rawRequest = {
        headers: { "x-forwarded-for": `10.0.${i}.1, 198.51.100.9` },
        socket: { remoteAddress: "169.254.1.1" },
      };
      const data = { ...message, email: `person${i}@example.com` };
      outcomes.push(await handleSubmitContact(publicRequest({ data, rawRequest }), deps).catch((e) => e.code));
    }
    expect(stored).toHaveLength(5);
    expect(outcomes.slice(5)).toEqual(Array(20).fill("resource-exhausted"));
  });

  it("limits one e-mail address whatever address it comes from (3 per window by default)", async () => {
    const { deps, stored } = fakeDeps();
    deps.rateLimiter = countingLimiter(1000);
    const emails = ["ada@example.com", "ADA@example.com", " Ada@Example.com", "ada@example.com"];
    const outcomes = [];
    for (const [i, email] of emails.entries()) {
      outcomes.push(
        await call({ ...message, email }, deps, `203.0.113.${i}`).then(
          () => "ok",
          (e) => e.code,
        ),
      );
    }
    expect(outcomes).toEqual(["ok", "ok", "ok", "resource-exhausted"]);
    expect(stored).toHaveLength(3);
  });

  it("limits one mailbox however its address is written: plus tags, Gmail dots, googlemail.com", async () => {
    const { deps, stored } = fakeDeps();
    deps.rateLimiter = countingLimiter(1000);
    const emails = ["victim+1@gmail.com", "v.i.c.t.i.m@gmail.com", "VICTIM@googlemail.com", "victim+2@gmail.com"];
    const outcomes = [];
    for (const [i, email] of emails.entries()) {
      outcomes.push(
        await call({ ...message, email }, deps, `203.0.113.${i}`).then(
          () => "ok",
          (e) => e.code,
        ),
      );
    }
    expect(outcomes).toEqual(["ok", "ok", "ok", "resource-exhausted"]);
    expect(stored).toHaveLength(3);
  });

  it("reports a failed write as unavailable and logs no personal data", async () => {
    const { deps, lines } = fakeDeps({ storeFails: true });
    await expect(call(message, deps)).rejects.toMatchObject({ code: "unavailable" });
    expect(lines()).toEqual([["submitContact", { outcome: "store_failed", error: "4" }]]);
  });

  it("reports a failed rate-limit transaction as unavailable without storing", async () => {
    const { deps, stored, lines } = fakeDeps();
    deps.rateLimiter.consume = () => Promise.reject(Object.assign(new Error("aborted"), { code: 10 }));
    await expect(call(message, deps)).rejects.toMatchObject({ code: "unavailable" });
    expect(stored).toEqual([]);
    expect(lines()).toEqual([["submitContact", { outcome: "rate_limit_failed", error: "10" }]]);
  });

  it("never writes the visitor's words or address to the log", async () => {
    const { deps, lines } = fakeDeps({ allowed: 1 });
    await call(message, deps);
    await call(message, deps).catch(() => {});
    await call({ ...message, email: "nope" }, deps).catch(() => {});
    const logged = JSON.stringify(lines());
    for (const secret of ["Ada", "ada@example.com", "Training", "Talk to AI", "nope", "203.0.113.7"]) {
      expect(logged).not.toContain(secret);
    }
  });
});
