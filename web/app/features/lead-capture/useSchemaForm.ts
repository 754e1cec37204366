import { type FieldErrors, HONEYPOT_FIELD, validate } from "@domain";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import type * as v from "valibot";
import { asCallableError } from "../../lib/firebase";

/** A notification's text: the spec §8 messages. */
export interface NoticeText {
  title: string;
  message: string;
}

export interface UseSchemaFormOptions<TSchema extends v.GenericSchema, TValues extends Record<string, string>> {
  /** Unique on the page: it prefixes each input's `data-path`, which finds the field to focus. */
  name: string;
  /** The shared domain schema: the same rules and messages the callable applies. */
  schema: TSchema;
  /** Every field in form order, including the honeypot; also what the form resets to. */
  initialValues: TValues;
  /** Sends the parsed (trimmed, known keys only) values plus the honeypot; resolves once stored. */
  send: (payload: v.InferOutput<TSchema> & { [HONEYPOT_FIELD]: string }) => Promise<unknown>;
  success: NoticeText;
  failure: NoticeText;
}

/** Shown instead of the failure message when the server's rate limit refuses a submission. */
export const RATE_LIMITED_NOTICE: NoticeText = {
  title: "Too many submissions",
  message: "You've sent several submissions in a short time. Please try again in a few minutes.",
};

/**
 * A Mantine form validated by a domain schema. Messages appear beside their fields (Mantine wires them to the
 * input with aria-invalid and aria-describedby) and focus moves to the first invalid field. On success it
 * shows the success notice and resets; on failure it shows the failure notice, keeps every value and puts any
 * per-field messages from the server (`details.fields`) back on their fields.
 */
export function useSchemaForm<TSchema extends v.GenericSchema, TValues extends Record<string, string>>({
  name,
  schema,
  initialValues,
  send,
  success,
  failure,
}: UseSchemaFormOptions<TSchema, TValues>) {
  const fieldOrder = Object.keys(initialValues);
  const form = useForm<TValues>({
    name,
    initialValues,
    validate: (values) => {
      const result = validate(schema, values);
      return result.success ? {} : onlyFields(result.errors, fieldOrder);
    },
  });

  const focusFirstInvalid = (errors: Record<string, unknown>) => {
    const first = fieldOrder.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = async (values: TValues) => {
    const result = validate(schema, values);
    if (!result.success) return;
    try {
      const payload = { ...(result.output as object), [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "" };
      await send(payload as v.InferOutput<TSchema> & { [HONEYPOT_FIELD]: string });
    } catch (error) {
      const { code, details } = asCallableError(error);
      const serverErrors = onlyFields(fieldsOf(details), fieldOrder);
      if (Object.keys(serverErrors).length) {
        form.setErrors(serverErrors);
        focusFirstInvalid(serverErrors);
      }
      const notice = code === "resource-exhausted" ? RATE_LIMITED_NOTICE : failure;
      notifications.show({ ...notice, color: "red", autoClose: 10_000 });
      return;
    }
    notifications.show({ ...success, color: "teal", autoClose: 8_000 });
    form.reset();
  };

  return {
    form,
    submitting: form.submitting,
    onSubmit: form.onSubmit(submit, focusFirstInvalid),
  };
}

function onlyFields(errors: FieldErrors, fields: string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

function fieldsOf(details: unknown): FieldErrors {
  if (!details || typeof details !== "object" || !("fields" in details)) return {};
  const { fields } = details as { fields: unknown };
  if (!fields || typeof fields !== "object") return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
