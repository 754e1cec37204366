/**
 * Whether the public callables refuse calls without a valid App Check token: only when the deployment sets
 * `APP_CHECK_ENFORCED=true` (functions/.env.<project>), and never under the emulators, whose browsers carry no
 * attestation. See docs/app-check.md.
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APP_CHECK_ENFORCED === "true" && env.FUNCTIONS_EMULATOR !== "true";
}
