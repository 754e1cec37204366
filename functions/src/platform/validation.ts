import { HttpsError } from "firebase-functions/https";
import type * as v from "valibot";
import { validate } from "../domain/forms";

/**
 * Parses a callable's payload with the shared schema, or refuses it with `invalid-argument` carrying the
 * per-field messages in `details.fields` (the form shows them beside their fields).
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, data: unknown): v.InferOutput<TSchema> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new HttpsError("invalid-argument", "The request must be an object.", { fields: {} });
  }
  const result = validate(schema, data);
  if (!result.success) {
    throw new HttpsError("invalid-argument", "Some fields are not valid.", { fields: result.errors });
  }
  return result.output;
}
