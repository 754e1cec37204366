import { describe, expect, it } from "vitest";
import { appCheckEnforced } from "./appCheck";

describe("appCheckEnforced", () => {
  it.each([
    [{ APP_CHECK_ENFORCED: "true" }, true],
    [{ APP_CHECK_ENFORCED: "true", FUNCTIONS_EMULATOR: "true" }, false],
    [{ APP_CHECK_ENFORCED: "false" }, false],
    [{}, false],
  ])("is %j → %s", (env, enforced) => {
    expect(appCheckEnforced(env)).toBe(enforced);
  });
});
