import {
  onCall,
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
} from "firebase-functions/https";
import type { CallableChunk, CallableName, CallableOutput } from "../domain/contract";

/** A callable's handler: the raw request (its data is untrusted: the handler checks and parses it) to its answer. */
export type ContractHandler<TName extends CallableName> = (
  request: CallableRequest<unknown>,
  response?: CallableResponse<CallableChunk<TName>>,
) => Promise<CallableOutput<TName>>;

const names = new WeakMap<object, CallableName>();

/**
 * Declares the callable `name` of the contract (domain/contract.ts): its handler must answer what the contract says
 * `name` answers, and stream what it says `name` streams. Export it from `functions/src/index.ts` under `name`, the
 * name the web app calls.
 */
export function callable<TName extends CallableName>(
  name: TName,
  options: CallableOptions,
  handler: ContractHandler<TName>,
): CallableFunction<unknown, Promise<CallableOutput<TName>>, CallableChunk<TName>> {
  const declared = onCall(options, handler);
  names.set(declared, name);
  return declared;
}

/** The contract name a function was declared under with {@link callable}, if it was. */
export function contractNameOf(declared: unknown): CallableName | undefined {
  return typeof declared === "function" ? names.get(declared) : undefined;
}
