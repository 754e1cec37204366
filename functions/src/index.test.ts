import { describe, expect, it } from "vitest";
import { CONTRACT } from "./domain/contract";
import * as deployed from "./index";
import { contractNameOf } from "./platform/callable";

describe("the deployed functions (functions/src/index.ts)", () => {
  it("export every callable of the contract under its contract name", () => {
    for (const name of Object.keys(CONTRACT)) {
      expect(contractNameOf((deployed as Record<string, unknown>)[name]), name).toBe(name);
    }
  });

  it("export no callable under a name the contract does not give it", () => {
    for (const [name, declared] of Object.entries(deployed)) {
      const contractName = contractNameOf(declared);
      if (contractName !== undefined) expect(contractName).toBe(name);
    }
  });
});
