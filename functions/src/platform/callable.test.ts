import type { CallableRequest } from "firebase-functions/https";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contactMessage } from "../testing/fixtures";
import { callable, contractNameOf, FOREIGN_ORIGIN_MESSAGE } from "./callable";

/** What the wrapper hands to firebase-functions' onCall: the options and the function onCall returned. */
const onCallSeen = vi.hoisted(() => ({ options: undefined as unknown, declared: vi.fn() }));
vi.mock("firebase-functions/https", async (importOriginal) => {
  const actual = await importOriginal<typeof import("firebase-functions/https")>();
  return {
    ...actual,
    onCall: (options: unknown, handler: (request: Partial<CallableRequest>) => unknown) => {
      onCallSeen.options = options;
      // Stands for firebase-functions' own HTTP handler: it runs the handler with the request's data.
      onCallSeen.declared.mockImplementation(async (req: { body: { data: unknown } }) =>
        handler({ data: req.body.data, rawRequest: req as never }),
      );
      return Object.assign(onCallSeen.declared, { __endpoint: { platform: "gcfv2" }, run: vi.fn() });
    },
  };
});
const log = vi.hoisted(() => ({ warn: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock("firebase-functions/logger", () => ({ logger: log }));

const SITE = "https://site.example";
const DEV = "http://127.0.0.1:5173";

function request(headers: Record<string, string>) {
  return { method: "POST", headers, body: { data: contactMessage() } };
}

function response() {
  const res = {
    statusCode: 200,
    body: undefined as unknown,
    headers: {} as Record<string, string>,
    status: vi.fn((code: number) => ((res.statusCode = code), res)),
    json: vi.fn((body: unknown) => ((res.body = body), res)),
    setHeader: vi.fn((name: string, value: string) => ((res.headers[name.toLowerCase()] = value), res)),
  };
  return res;
}

function declare() {
  const handler = vi.fn(async () => ({ ok: true as const }));
  const declared = callable("submitContact", { memory: "256MiB" }, handler);
  return { handler, declared: declared as unknown as (req: unknown, res: unknown) => Promise<void> };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubEnv("SITE_ORIGIN", SITE);
  vi.stubEnv("CORS_EXTRA_ORIGINS", DEV);
});
afterEach(() => vi.unstubAllEnvs());

describe("callable: calls only from the site's origins", () => {
  it("gives onCall the allowed origins as its cors option, not `true`, and keeps the callable's own options", () => {
    declare();
    expect(onCallSeen.options).toEqual({ memory: "256MiB", cors: [SITE, DEV] });
  });

  it.each([
    ["https://evil.example", "POST"],
    ["https://evil.example", "OPTIONS"],
    ["null", "POST"],
    [`${SITE}.evil.example`, "POST"],
  ])(
    "refuses Origin %s (%s) with permission-denied before anything runs, and sends no CORS header",
    async (origin, method) => {
      const { handler, declared } = declare();
      const res = response();
      await declared({ ...request({ origin, "content-type": "application/json" }), method }, res);
      expect(res.statusCode).toBe(403);
      expect(res.body).toEqual({ error: { status: "PERMISSION_DENIED", message: FOREIGN_ORIGIN_MESSAGE } });
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(onCallSeen.declared).not.toHaveBeenCalled();
      expect(handler).not.toHaveBeenCalled();
      // Logged with the callable and the foreign site only: nothing of the request's data.
      expect(log.warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(log.warn.mock.calls)).not.toContain(contactMessage().email);
    },
  );

  it.each([
    ["the site's origin", { origin: SITE }],
    ["a local stack origin from CORS_EXTRA_ORIGINS", { origin: DEV }],
    ["no Origin at all (a client that is not a browser)", {}],
  ])("lets %s through to the handler", async (_, headers) => {
    const { handler, declared } = declare();
    await declared(request(headers), response());
    expect(onCallSeen.declared).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("keeps what firebase-functions and the deploy read from the declared function, and its contract name", () => {
    const { declared } = declare();
    expect(declared).not.toBe(onCallSeen.declared);
    expect((declared as unknown as { __endpoint: unknown }).__endpoint).toEqual({ platform: "gcfv2" });
    expect(typeof (declared as unknown as { run: unknown }).run).toBe("function");
    expect(contractNameOf(declared)).toBe("submitContact");
  });
});
