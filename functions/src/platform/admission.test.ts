import { HttpsError } from "firebase-functions/https";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { CONTRACT, type CallableName } from "../domain/contract";
import { HONEYPOT_FIELD } from "../domain/forms";
import {
  admitRate,
  admitSize,
  answerUnexpected,
  honeypotHit,
  isPublicCallable,
  publicCallable,
  publicRequest,
  unexpectedErrorMessage,
  type Gate,
} from "./admission";
import { callerAddress } from "./clientAddress";
import { CALLABLE_ROLES, PUBLIC_CALLABLES } from "../domain/permissions";
import { clientKey } from "./rateLimit";
import { loadDeployed } from "../testing/deployed";

/**
 * Every callable a visitor calls without signing in (domain/permissions.ts `PUBLIC_CALLABLES` but `acceptInvitation`,
 * which a signed-in account calls). Each must come in through platform/admission.ts (`publicCallable`: App Check, the
 * platform-seen address; its handler then `admitSize`, `honeypotHit`, `admitRate`).
 */
const VISITOR_CALLABLES = PUBLIC_CALLABLES.filter((name) => name !== "acceptInvitation");

/** Every other callable: staff (`admitAdmin`, domain/permissions.ts `CALLABLE_ROLES`) or a signed-in invitee. */
const STAFF_CALLABLES = [...(Object.keys(CALLABLE_ROLES) as CallableName[]), "acceptInvitation" as const];

let deployed: Record<string, unknown>;
beforeAll(async () => {
  deployed = await loadDeployed();
});

describe("the public callables", () => {
  it("are every callable of the contract but the staff ones (a new callable is listed here as one or the other)", () => {
    expect([...VISITOR_CALLABLES, ...STAFF_CALLABLES].sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it.each(VISITOR_CALLABLES)("%s is declared with publicCallable (App Check, the platform-seen address)", (name) => {
    expect(isPublicCallable(deployed[name])).toBe(true);
  });

  it.each(STAFF_CALLABLES)("%s is not a public callable", (name) => {
    expect(isPublicCallable(deployed[name])).toBe(false);
  });
});

function gate(consume: Gate["rateLimiter"]["consume"]) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return {
    log,
    gate: {
      callable: "submitContact",
      log,
      rateLimiter: { consume },
      rateLimitedMessage: "Too many.",
      unavailableMessage: "Try again.",
      key: () => "k".repeat(32),
    } satisfies Gate,
  };
}

describe("the guards", () => {
  it("take the address the platform saw (callerAddress), not the raw request's client-written ip", () => {
    const rawRequest = {
      ip: "203.0.113.1",
      headers: { "x-forwarded-for": "203.0.113.1", "content-length": "2" },
      socket: { remoteAddress: "198.51.100.7" },
    };
    const request = publicRequest({ data: {}, rawRequest });
    expect(request.ip).toBe(callerAddress(rawRequest));
    expect(request.headers).toBe(rawRequest.headers);
  });

  it("refuse an oversized request and log it", () => {
    const { gate: g, log } = gate(async () => true);
    expect(() => admitSize(g, { data: { text: "x".repeat(200) } }, 100)).toThrow(HttpsError);
    expect(log.warn).toHaveBeenCalledWith("submitContact", { outcome: "too_large" });
    expect(() => admitSize(g, { data: { text: "x" } }, 100)).not.toThrow();
  });

  it("spot a filled honeypot and log it", () => {
    const { gate: g, log } = gate(async () => true);
    expect(honeypotHit(g, { data: { [HONEYPOT_FIELD]: "http://spam" } })).toBe(true);
    expect(log.info).toHaveBeenCalledWith("submitContact", { outcome: "honeypot" });
    expect(honeypotHit(g, { data: { [HONEYPOT_FIELD]: "" } })).toBe(false);
  });

  it("count the address, then each further allowance, and refuse over any", async () => {
    const keys: string[] = [];
    const { gate: g } = gate(async (key) => {
      keys.push(key);
      return key !== "mailbox";
    });
    const refused = await admitRate(g, { ip: "198.51.100.7" }, undefined, [{ key: "mailbox" }]).catch((e) => e);
    expect(refused).toMatchObject({ code: "resource-exhausted", message: "Too many." });
    expect(keys).toEqual([clientKey("198.51.100.7", "submitContact", "k".repeat(32)), "mailbox"]);
  });

  it("refuse (never admit) when the limiter fails", async () => {
    const { gate: g, log } = gate(() => Promise.reject(new Error("aborted")));
    await expect(admitRate(g, { ip: "198.51.100.7" })).rejects.toMatchObject({ code: "unavailable" });
    expect(log.error).toHaveBeenCalledWith("submitContact", expect.objectContaining({ outcome: "rate_limit_failed" }));
  });
});

describe("an unexpected error of a public callable (issue 45)", () => {
  it("is logged with a reference, its class, where it was thrown and the request's field names, and answered unavailable", async () => {
    const log = { error: vi.fn() };
    function claimEverySlot(): never {
      throw new RangeError("Maximum call stack size exceeded");
    }
    const answer = answerUnexpected(
      "createBooking",
      async () => claimEverySlot(),
      { email: "ada@example.com", start: "x" },
      log,
    );
    await expect(answer).rejects.toBeInstanceOf(HttpsError);
    const error = (await answer.catch((caught: unknown) => caught)) as HttpsError;
    expect(error.code).toBe("unavailable");
    const incident = (error.details as { incident: string }).incident;
    expect(incident).toMatch(/^[0-9a-f]{8}$/);
    expect(error.message).toBe(unexpectedErrorMessage(incident));
    expect(log.error).toHaveBeenCalledTimes(1);
    const [message, fields] = log.error.mock.calls[0] as [string, Record<string, unknown>];
    expect(message).toBe("createBooking: unexpected error");
    expect(fields).toMatchObject({
      callable: "createBooking",
      incident,
      kind: "RangeError",
      fields: ["email", "start"],
    });
    expect((fields.stack as string[])[0]).toContain("claimEverySlot");
    // Never the values (an address) or the message.
    expect(JSON.stringify(fields)).not.toContain("ada@example.com");
  });

  it("lets a refusal (HttpsError) through as it is, unlogged", async () => {
    const log = { error: vi.fn() };
    const refusal = new HttpsError("already-exists", "That time was just taken.");
    await expect(answerUnexpected("createBooking", () => Promise.reject(refusal), {}, log)).rejects.toBe(refusal);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("applies to every public callable as declared (a handler that throws answers unavailable, not INTERNAL)", async () => {
    const declared = publicCallable("bookingFreeTimes", {}, () => Promise.reject(new TypeError("boom")));
    const run = (declared as unknown as { run: (request: unknown) => Promise<unknown> }).run;
    await expect(
      run({ data: { meetingType: "demo" }, rawRequest: { headers: {}, ip: "203.0.113.1" } }),
    ).rejects.toMatchObject({ code: "unavailable" });
  });
});
