import { type CSSProperties, type ComponentPropsWithoutRef, type ReactNode, useId } from "react";
import { Icon } from "../Icon/Icon";
import classes from "./fields.module.css";

// The lead forms' controls: native inputs with a label, an optional description and the field's error, wired the way
// assistive technology expects (label `for`, `aria-describedby` on description and error, `aria-invalid`). They take
// useSchemaForm's `form.getInputProps(field)` as it is (value, onChange, error, data-path) and look like Mantine's
// inputs, without its runtime: the form pages load no Mantine JavaScript (docs/decisions/0005).

/** A choice as a select shows it: the stored value (docs/product.md, Forms and their rules) and what a person reads. */
export interface Choice {
  value: string;
  label: string;
}

interface FieldProps {
  label: string;
  /** Help text; by default between the label and the input. */
  description?: ReactNode;
  /** Puts the description under the input instead (for a hint that reads best after the field). */
  descriptionBelow?: boolean;
  /** The field's message from the form; also marks the input invalid. */
  error?: ReactNode;
  required?: boolean;
}

interface FrameProps extends FieldProps {
  id: string;
  children: ReactNode;
}

/** The control's id and the ARIA attributes that tie its description and error to it. */
function useFieldIds({ description, error }: Pick<FieldProps, "description" | "error">) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ") || undefined;
  return {
    id,
    aria: { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy },
  };
}

function FieldFrame({ id, label, description, descriptionBelow, error, required, children }: FrameProps) {
  const descriptionNode = description ? (
    <p id={`${id}-description`} className={classes.description} data-below={descriptionBelow || undefined}>
      {description}
    </p>
  ) : null;
  return (
    <div className={classes.field} data-invalid={error ? true : undefined}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {descriptionBelow ? null : descriptionNode}
      {children}
      {descriptionBelow ? descriptionNode : null}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type NativeProps<E extends "input" | "textarea" | "select"> = Omit<ComponentPropsWithoutRef<E>, "id" | "children">;

export function TextField({
  label,
  description,
  descriptionBelow,
  error,
  required,
  type = "text",
  ...input
}: FieldProps & NativeProps<"input">) {
  const { id, aria } = useFieldIds({ description, error });
  return (
    <FieldFrame {...{ id, label, description, descriptionBelow, error, required }}>
      <input {...input} {...aria} type={type} required={required} className={classes.input} />
    </FieldFrame>
  );
}

/**
 * A textarea `rows` lines tall that grows with its text up to `maxRows` (where the browser supports
 * `field-sizing: content`; elsewhere it keeps its height and can be resized by hand).
 */
export function TextAreaField({
  label,
  description,
  descriptionBelow,
  error,
  required,
  rows = 4,
  maxRows,
  style,
  ...input
}: FieldProps & NativeProps<"textarea"> & { maxRows?: number }) {
  const { id, aria } = useFieldIds({ description, error });
  return (
    <FieldFrame {...{ id, label, description, descriptionBelow, error, required }}>
      <textarea
        {...input}
        {...aria}
        rows={rows}
        required={required}
        className={classes.input}
        data-multiline
        style={{ ...style, "--rows": rows, "--max-rows": maxRows ?? rows * 3 } as CSSProperties}
      />
    </FieldFrame>
  );
}

/**
 * A native select. With a `prompt` it starts on that unselectable option, so an answer is always a deliberate choice;
 * without one it shows its value (a choice with a sensible default, such as the visitor's time zone).
 */
export function SelectField({
  label,
  description,
  descriptionBelow,
  error,
  required,
  prompt,
  choices,
  ...select
}: FieldProps & NativeProps<"select"> & { prompt?: string; choices: readonly Choice[] }) {
  const { id, aria } = useFieldIds({ description, error });
  return (
    <FieldFrame {...{ id, label, description, descriptionBelow, error, required }}>
      <div className={classes.selectWrapper}>
        <select {...select} {...aria} required={required} className={classes.input} data-select>
          {prompt === undefined ? null : (
            <option value="" disabled>
              {prompt}
            </option>
          )}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className={classes.chevron} />
      </div>
    </FieldFrame>
  );
}
