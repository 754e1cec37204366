/** Where a deployed function is declared: its module (relative to `functions/src`, no extension) and export there. */
export interface DeployedFunction {
  module: string;
  /** @default the deployed name */
  export?: string;
}
/**
 * The functions a starting instance exports (`functions/src/index.ts`): with `target` (`FUNCTION_TARGET`, which Cloud
 * Functions and the Functions emulator set to the function they start) only that function, loading only its module
 * and what it imports; without one (the deploy's discovery, `firebase deploy`) every function of `deployed`, each with
 * its options. A target that names no deployed function loads them all, so the runtime reports the missing function
 * as it would have before.
 */
export function deployedExports(
  deployed: Readonly<Record<string, DeployedFunction>>,
  target: string | undefined,
  load: (module: string) => Record<string, unknown>,
): Record<string, unknown> {
  const entries = Object.entries(deployed);
  const started = entries.filter(([name]) => name === target);
  const exported: Record<string, unknown> = {};
  for (const [name, { module, export: exportName = name }] of started.length > 0 ? started : entries) {
    const declared = load(module)[exportName];
    if (declared === undefined) throw new Error(`${module} declares no ${exportName} (deployed as ${name})`);
    exported[name] = declared;
  }
  return exported;
}
