import { describe, expect, it } from "vitest";
import { deployedExports } from "./deploy";

const DEPLOYED = {
  submitContact: { module: "leads/submitContact" },
  listSubmissions: { module: "leads/listSubmissions" },
  rollUpTraffic: { module: "traffic/rollUp", export: "rollUpTrafficSchedule" },
};

/** A module loader that records what it was asked for; each module declares what the list says it does. */
function loader() {
  const loaded: string[] = [];
  const modules: Record<string, Record<string, unknown>> = {
    "leads/submitContact": { submitContact: "the contact callable", handleSubmitContact: "its handler" },
    "leads/listSubmissions": { listSubmissions: "the listing callable" },
    "traffic/rollUp": { rollUpTrafficSchedule: "the roll-up schedule" },
  };
  return {
    loaded,
    load: (module: string) => {
      loaded.push(module);
      return modules[module] ?? {};
    },
  };
}

describe("deployedExports (what functions/src/index.ts exports)", () => {
  it("with FUNCTION_TARGET naming a function, loads only its module and exports only it", () => {
    const { loaded, load } = loader();
    expect(deployedExports(DEPLOYED, "submitContact", load)).toEqual({ submitContact: "the contact callable" });
    expect(loaded).toEqual(["leads/submitContact"]);
  });

  it("exports a function under its deployed name where its module names it otherwise", () => {
    const { load } = loader();
    expect(deployedExports(DEPLOYED, "rollUpTraffic", load)).toEqual({ rollUpTraffic: "the roll-up schedule" });
  });

  it.each([
    ["no target (the deploy's discovery)", undefined],
    ["a target the list does not name", "notDeployed"],
  ])("with %s, exports every function of the list", (_case, target) => {
    const { loaded, load } = loader();
    expect(deployedExports(DEPLOYED, target, load)).toEqual({
      submitContact: "the contact callable",
      listSubmissions: "the listing callable",
      rollUpTraffic: "the roll-up schedule",
    });
    expect(loaded).toEqual(["leads/submitContact", "leads/listSubmissions", "traffic/rollUp"]);
  });

  it("refuses a list entry whose module does not declare the function, naming both", () => {
    const { load } = loader();
    expect(() => deployedExports({ getSubmission: { module: "leads/listSubmissions" } }, undefined, load)).toThrow(
      "leads/listSubmissions declares no getSubmission (deployed as getSubmission)",
    );
  });
});
