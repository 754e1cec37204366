import { describe, expect, it } from "vitest";
import { submitCoachApplication, submitContact } from "./leads";
import { sendMail } from "./mail";
import { createLaunchPayment, createPayment } from "./payments";

/** The secrets a deployed function is given, as firebase-functions declares them to the deploy. */
function secretsOf(fn: unknown): string[] {
  const endpoint = (fn as { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } }).__endpoint;
  return (endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key);
}

describe("the HASH_KEY secret", () => {
  it.each([
    ["submitContact", submitContact],
    ["submitCoachApplication", submitCoachApplication],
    ["createPayment", createPayment],
    ["createLaunchPayment", createLaunchPayment],
    ["sendMail", sendMail],
  ])("is given to %s, which keys its counters with it", (_name, fn) => {
    expect(secretsOf(fn)).toContain("HASH_KEY");
  });
});
