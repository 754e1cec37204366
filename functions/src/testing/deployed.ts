import { DEPLOYED } from "../deployed";
import { deployedExports } from "../platform/deploy";

/**
 * Every deployed function by its deployed name, as the deploy's discovery sees them (functions/src/index.ts with no
 * `FUNCTION_TARGET`), for tests: the modules of `DEPLOYED` are loaded with the test runner's `import()`.
 */
export async function loadDeployed(): Promise<Record<string, unknown>> {
  const modules = new Map<string, Record<string, unknown>>();
  for (const { module } of Object.values(DEPLOYED)) {
    if (!modules.has(module)) modules.set(module, (await import(`../${module}`)) as Record<string, unknown>);
  }
  return deployedExports(DEPLOYED, undefined, (module) => modules.get(module) ?? {});
}
