import { type FieldErrors, HONEYPOT_FIELD, validate } from "@domain/forms";
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from "react";
import type * as v from "valibot";
import { asCallableError } from "./firebase";

/** A notification's text: the messages of docs/product.md, Messages. */
export interface NoticeText {
  title: string;
  message: string;
}

/** What a form shows after sending (the toast of components/LeadForm, which the lead and booking forms use). */
export interface Notice extends NoticeText {
  tone: "success" | "error";
  /** How long it stays, unless the pointer or focus is on it. */
  autoClose: number;
  /** A new id for every notice shown, so the same text shown twice is a new toast with its own timer. */
  id: number;
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
  /** Shown once stored, and the form resets; without it the form keeps its values (the page moves on). */
  success?: NoticeText;
  /**
   * Shown when sending failed: a fixed text (a refusal of the rate limit shows {@link RATE_LIMITED_NOTICE} instead),
   * or the text for the error the server gave.
   */
  failure: NoticeText | ((error: unknown) => NoticeText);
}

/**
 * Every field of a form as the text its controls hold: exactly the schema's keys plus the honeypot. A form's
 * initial values are checked against it with `satisfies`, so a field added to the domain schema fails the typecheck
 * until the form has it (and one the schema lacks fails too).
 */
export type FormValues<TSchema extends v.GenericSchema> = {
  [K in keyof v.InferInput<TSchema> & string]-?: string;
} & { [HONEYPOT_FIELD]: string };

/** Shown instead of the failure message when the server's rate limit refuses a submission. */
export const RATE_LIMITED_NOTICE: NoticeText = {
  title: "Too many submissions",
  message: "You've sent several submissions in a short time. Please try again in a few minutes.",
};

/**
 * A lead form's state, validated by a domain schema. Messages appear beside their fields (fields.tsx wires them to
 * the input with aria-invalid and aria-describedby) and focus moves to the first invalid field; editing a field
 * clears its message. On success it shows the success notice and resets; on failure it shows the failure notice,
 * keeps every value and puts any per-field messages from the server (`details.fields`) back on their fields.
 *
 * Its own few lines rather than `@mantine/form` (which sign-in uses): the lead pages load no Mantine code, and this
 * keeps their first load within the marketing pages' budget (docs/decisions/0005).
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
  const [values, setValues] = useState<TValues>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const shown = useRef(0);
  const show = (text: NoticeText, tone: Notice["tone"], autoClose: number) =>
    setNotice({ ...text, tone, autoClose, id: ++shown.current });
  const dismissNotice = useCallback(() => setNotice(null), []);

  const dataPath = (field: string) => `${name}-${field}`;
  const setFieldValue = (field: keyof TValues & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? withoutField(current, field) : current));
  };
  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    const first = fieldOrder.find((field) => fieldErrors[field]);
    if (first) document.querySelector<HTMLElement>(`[data-path="${dataPath(first)}"]`)?.focus();
  };

  /** What a field control needs: its value, change handler, message and the marker that finds it for focus. */
  const getInputProps = (field: keyof TValues & string) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setFieldValue(field, event.currentTarget.value),
    error: errors[field],
    "data-path": dataPath(field),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const result = validate(schema, values);
    if (!result.success) {
      showErrors(onlyFields(result.errors, fieldOrder));
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    try {
      const payload = { ...(result.output as object), [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] ?? "" };
      await send(payload as v.InferOutput<TSchema> & { [HONEYPOT_FIELD]: string });
    } catch (error) {
      const { code, details } = asCallableError(error);
      const serverErrors = onlyFields(fieldsOf(details), fieldOrder);
      if (Object.keys(serverErrors).length) showErrors(serverErrors);
      const text =
        typeof failure === "function" ? failure(error) : code === "resource-exhausted" ? RATE_LIMITED_NOTICE : failure;
      show(text, "error", 10_000);
      return;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
    if (success) {
      show(success, "success", 8_000);
      setValues(initialValues);
    }
  };

  return {
    form: { values, getInputProps, setFieldValue },
    submitting,
    onSubmit,
    notice,
    dismissNotice,
  };
}

function withoutField(errors: FieldErrors, field: string): FieldErrors {
  const { [field]: _removed, ...rest } = errors;
  return rest;
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
