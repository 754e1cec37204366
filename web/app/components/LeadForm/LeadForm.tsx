import { type FormEvent, type ReactNode, useRef } from "react";
import { sendFormStart } from "../../lib/visit";
import { useHydrated } from "../../lib/useHydrated";
import { FormNotice, type Notice } from "./FormNotice";
import classes from "./LeadForm.module.css";

interface LeadFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The toast after sending (useSchemaForm). */
  notice: Notice | null;
  dismissNotice: () => void;
  children: ReactNode;
}

/**
 * A lead form's `<form>` and its toast. Its fields are disabled in the prerendered HTML and until React has hydrated
 * them: React resets a controlled field it hydrates, so anything typed earlier would be lost, and a submit before then
 * would send the fields in the address as a plain GET. On a fast connection this lasts a moment after the page paints.
 */
export function LeadForm({ onSubmit, submitting, notice, dismissNotice, children }: LeadFormProps) {
  const hydrated = useHydrated();
  // "Form started" in the Traffic view's funnel: the first input into this form on this page, counted once.
  const started = useRef(false);
  const onInput = () => {
    if (started.current) return;
    started.current = true;
    sendFormStart(window.location.pathname);
  };
  return (
    <form onSubmit={onSubmit} onInput={onInput} noValidate aria-busy={submitting} className={classes.form}>
      {/* Only a switch for the fields, not a group of its own for assistive technology. */}
      <fieldset disabled={!hydrated} className={classes.fieldset} role="none">
        {children}
      </fieldset>
      <FormNotice notice={notice} onClose={dismissNotice} />
    </form>
  );
}
