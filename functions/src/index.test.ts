import { beforeAll, describe, expect, it } from "vitest";
import { DEPLOYED } from "./deployed";
import { CONTRACT } from "./domain/contract";
import { contractNameOf } from "./platform/callable";
import { loadDeployed } from "./testing/deployed";

let deployed: Record<string, unknown>;
beforeAll(async () => {
  deployed = await loadDeployed();
});

describe("the deployed functions (functions/src/deployed.ts, exported by functions/src/index.ts)", () => {
  it("export every callable of the contract under its contract name", () => {
    for (const name of Object.keys(CONTRACT)) {
      expect(contractNameOf(deployed[name]), name).toBe(name);
    }
  });

  it("export no callable under a name the contract does not give it", () => {
    for (const [name, declared] of Object.entries(deployed)) {
      const contractName = contractNameOf(declared);
      if (contractName !== undefined) expect(contractName).toBe(name);
    }
  });

  it("are each a function the deploy reads (its endpoint), in the module the list names", () => {
    for (const [name, declared] of Object.entries(deployed)) {
      expect(
        (declared as { __endpoint?: unknown }).__endpoint,
        `${name} (${DEPLOYED[name as keyof typeof DEPLOYED].module})`,
      ).toBeDefined();
    }
  });
});
