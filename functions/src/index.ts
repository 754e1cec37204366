// The deployed functions (deployed.ts lists them, with the module that declares each). When Cloud Functions or the
// Functions emulator start a function, FUNCTION_TARGET names it and only its module loads (with what it imports); the
// deploy's discovery, which sets no target, loads every module and sees every function with its options.
// docs/decisions/0013-functions-load-what-they-use.md.
import { setGlobalOptions } from "firebase-functions/options";
import { DEPLOYED } from "./deployed";
import { deployedExports } from "./platform/deploy";
import { REGION } from "./platform/params";

setGlobalOptions({ region: REGION, maxInstances: 10 });

// A CommonJS module (the build's output): its exports are the functions the runtime and the deploy read, and a
// module's path is resolved next to this file, in lib/ as in src/.
Object.assign(
  module.exports,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous by design: the runtime reads the exports when this module returns
  deployedExports(DEPLOYED, process.env.FUNCTION_TARGET, (file) => require(`./${file}`) as Record<string, unknown>),
);
