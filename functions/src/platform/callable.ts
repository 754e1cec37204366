import { logger } from "firebase-functions/logger";
import {
  HttpsError,
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
} from "firebase-functions/https";
import type { CallableChunk, CallableName, CallableOutput } from "../domain/contract";
import { allowedOrigins } from "./params";

/** A callable's handler: the raw request (its data is untrusted: the handler checks and parses it) to its answer. */
export type ContractHandler<TName extends CallableName> = (
  request: CallableRequest<unknown>,
  response?: CallableResponse<CallableChunk<TName>>,
) => Promise<CallableOutput<TName>>;

const names = new WeakMap<object, CallableName>();

/** What a browser on another site is told when it calls a callable (the site's own pages never see it). */
export const FOREIGN_ORIGIN_MESSAGE = "This service only answers the site's own pages.";

type Declared<TName extends CallableName> = CallableFunction<
  unknown,
  Promise<CallableOutput<TName>>,
  CallableChunk<TName>
>;

/**
 * `declared` behind an Origin check: a request whose `Origin` header is present and not one of `origins` is answered
 * 403 `permission-denied` without CORS headers, before firebase-functions reads a token or the handler runs, so a
 * request a foreign page sends without a preflight has no effect either. A client without `Origin` (not a browser:
 * scripts, the Admin SDK, curl) passes: App Check and the handlers' own checks apply to it. The check holds under the
 * Functions emulator too, whose firebase-functions answers every origin's preflight (its `enableCors` debug feature).
 */
function withOriginCheck<TName extends CallableName>(
  name: TName,
  origins: readonly string[],
  declared: Declared<TName>,
): Declared<TName> {
  const checked = (...[req, res]: Parameters<Declared<TName>>) => {
    const origin = req.headers.origin;
    if (origin === undefined || origins.includes(origin)) return declared(req, res);
    // The foreign site's origin and the callable: no data of the request, no address.
    logger.warn("Refused a call from a foreign origin", { callable: name, origin: origin.slice(0, 200) });
    res.setHeader("Vary", "Origin");
    res.status(403).json({ error: new HttpsError("permission-denied", FOREIGN_ORIGIN_MESSAGE).toJSON() });
  };
  // What firebase-functions, the emulator and the deploy read from the function (__endpoint, run, …) stays as it was.
  for (const key of Reflect.ownKeys(declared)) {
    if (key === "length" || key === "name" || key === "prototype") continue;
    const descriptor = Object.getOwnPropertyDescriptor(declared, key);
    if (descriptor) Object.defineProperty(checked, key, descriptor);
  }
  return checked as Declared<TName>;
}

/**
 * Declares the callable `name` of the contract (domain/contract.ts): its handler must answer what the contract says
 * `name` answers, and stream what it says `name` streams. List it in `functions/src/deployed.ts` under `name`, the
 * name the web app calls.
 *
 * Browsers may call it only from the site's origins (`allowedOrigins`, platform/params.ts: `SITE_ORIGIN` and
 * `CORS_EXTRA_ORIGINS`, read when the functions load): they are its `cors` option, and a request from another origin
 * is refused before anything runs (docs/security.md, "Calls from other sites").
 */
export function callable<TName extends CallableName>(
  name: TName,
  options: CallableOptions,
  handler: ContractHandler<TName>,
): Declared<TName> {
  const origins = allowedOrigins();
  const declared = withOriginCheck(name, origins, onCall({ ...options, cors: origins }, handler));
  names.set(declared, name);
  return declared;
}

/** The contract name a function was declared under with {@link callable}, if it was. */
export function contractNameOf(declared: unknown): CallableName | undefined {
  return typeof declared === "function" ? names.get(declared) : undefined;
}
