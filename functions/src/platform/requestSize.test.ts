import { describe, expect, it } from "vitest";
import {
  assertCallableRequestSize,
  assertRequestSize,
  maxBodyBytes,
  MAX_REQUEST_CHARS,
  SMALL_REQUEST_CHARS,
} from "./requestSize";

const tooLarge = { code: "invalid-argument", message: "The request is too large." };

describe("assertRequestSize", () => {
  it("accepts data up to the limit and refuses one character more", () => {
    const fits = { a: "x".repeat(MAX_REQUEST_CHARS - 8) };
    expect(JSON.stringify(fits)).toHaveLength(MAX_REQUEST_CHARS);
    expect(() => assertRequestSize(fits)).not.toThrow();
    expect(() => assertRequestSize({ a: "x".repeat(MAX_REQUEST_CHARS - 7) })).toThrow(
      expect.objectContaining(tooLarge),
    );
  });
});

describe("assertCallableRequestSize", () => {
  const headers = (length: number | undefined) => ({
    headers: length === undefined ? {} : { "content-length": String(length) },
  });

  it("refuses by the declared Content-Length before looking at the data", () => {
    const request = { data: { priceId: "x" }, rawRequest: headers(maxBodyBytes(SMALL_REQUEST_CHARS) + 1) };
    expect(() => assertCallableRequestSize(request, SMALL_REQUEST_CHARS)).toThrow(expect.objectContaining(tooLarge));
  });

  it("accepts a declared length a full-size payload of three-byte characters needs", () => {
    const data = { message: "語".repeat(MAX_REQUEST_CHARS - 20) };
    const bytes = Buffer.byteLength(JSON.stringify({ data }));
    expect(() => assertCallableRequestSize({ data, rawRequest: headers(bytes) })).not.toThrow();
  });

  it("refuses oversized data when no length was declared (chunked)", () => {
    const request = { data: { kind: "x".repeat(SMALL_REQUEST_CHARS) }, rawRequest: headers(undefined) };
    expect(() => assertCallableRequestSize(request, SMALL_REQUEST_CHARS)).toThrow(expect.objectContaining(tooLarge));
  });

  it("accepts a small request with or without a raw request", () => {
    expect(() => assertCallableRequestSize({ data: { paymentId: "p1" } }, SMALL_REQUEST_CHARS)).not.toThrow();
    expect(() =>
      assertCallableRequestSize({ data: { paymentId: "p1" }, rawRequest: headers(40) }, SMALL_REQUEST_CHARS),
    ).not.toThrow();
  });
});
