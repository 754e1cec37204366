import { describe, expect, it } from "vitest";
import { errorCode } from "./errors";

describe("errorCode", () => {
  it("names a failure by its SMTP reply, its system error or its code, never its message", () => {
    const socket = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1025"), { code: "ESOCKET", errno: -111 });
    expect(errorCode(socket)).toBe("ECONNREFUSED");
    expect(errorCode(Object.assign(new Error("550 no such user ada@example.com"), { responseCode: 550 }))).toBe(
      "SMTP_550",
    );
    expect(errorCode(Object.assign(new Error("ada@example.com"), { code: "EAUTH" }))).toBe("EAUTH");
    expect(errorCode(new TypeError("ada@example.com"))).toBe("TypeError");
  });
});
