import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { isContentPage } from "../../pages";
import classes from "./Header.module.css";

/** The dropdown arrow; it turns over while its list is open. */
export function Chevron({ open, hidden }: { open: boolean; hidden?: boolean }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={classes.chevron}
      data-open={open}
      data-ghost={hidden || undefined}
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface DisclosureProps {
  /** The button's content; its text is the button's name. */
  label: ReactNode;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The list's items (`<li>`s). */
  children: ReactNode;
  buttonClassName?: string;
  /** Opens the list against the button's right edge (for the last button of the header). */
  alignEnd?: boolean;
}

/**
 * A disclosure for site navigation (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/):
 * a button with `aria-expanded` that shows or hides a list below it. Its links and buttons are in the Tab order;
 * Escape closes the list and returns focus to the button; a click elsewhere or focus leaving closes it.
 */
export function DisclosureNav({ label, opened, onChange, children, buttonClassName, alignEnd }: DisclosureProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!opened) return;
    const closeOnOutsidePress = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) onChange(false);
    };
    document.addEventListener("pointerdown", closeOnOutsidePress);
    document.addEventListener("click", closeOnOutsidePress);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePress);
      document.removeEventListener("click", closeOnOutsidePress);
    };
  }, [opened, onChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !opened) return;
    event.preventDefault();
    onChange(false);
    button.current?.focus();
  };

  return (
    <div
      ref={root}
      className={classes.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (opened && !root.current?.contains(event.relatedTarget as Node | null)) onChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClassName ?? classes.link}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => onChange(!opened)}
      >
        {label}
      </button>
      <ul id={listId} hidden={!opened} className={classes.dropdown} data-align={alignEnd ? "end" : undefined}>
        {children}
      </ul>
    </div>
  );
}

interface ProductsMenuProps {
  label: string;
  links: { label: string; to: string }[];
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The desktop "AI Training Products" dropdown: a disclosure of links, written by hand (no positioning library). */
export function ProductsMenu({ label, links, opened, onChange }: ProductsMenuProps) {
  return (
    <DisclosureNav
      label={
        <>
          {label} <Chevron open={opened} />
        </>
      }
      opened={opened}
      onChange={onChange}
    >
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} reloadDocument={isContentPage(link.to)} className={classes.menuItem}>
            {link.label}
          </Link>
        </li>
      ))}
    </DisclosureNav>
  );
}
