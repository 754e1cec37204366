import { HONEYPOT_FIELD } from "@domain/forms";
import { type ChangeEventHandler, useId } from "react";
import classes from "./HoneypotField.module.css";

export interface HoneypotFieldProps {
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * The bot trap: an input people never see, reach or hear (off-screen, aria-hidden, out of the tab order,
 * no autofill). The callable answers a filled one like a success and stores nothing.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
