import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { Link } from "react-router";
import classes from "./Header.module.css";

interface ProductsMenuProps {
  label: string;
  links: { label: string; to: string }[];
  opened: boolean;
  onChange: (opened: boolean) => void;
}

/** The dropdown arrow; it turns over while its menu is open. */
export function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" className={classes.chevron} data-open={open}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The desktop "AI Training Products" dropdown: a menu button (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/)
 * that opens below its button. Arrow keys, Home and End move between the links, Escape closes it and returns focus,
 * Tab or a click outside closes it. Written by hand so the marketing pages need no positioning library.
 */
export function ProductsMenu({ label, links, opened, onChange }: ProductsMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  const items = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!opened) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target)
      items()
        .at(target === "first" ? 0 : -1)
        ?.focus();
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

  const open = (focus: "first" | "last") => {
    if (opened) {
      items()
        .at(focus === "first" ? 0 : -1)
        ?.focus();
      return;
    }
    focusOnOpen.current = focus;
    onChange(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      open(event.key === "ArrowDown" ? "first" : "last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      all[(next + all.length) % all.length]?.focus();
    };
    if (event.key === "ArrowDown") moveTo(index + 1);
    else if (event.key === "ArrowUp") moveTo(index - 1);
    else if (event.key === "Home") moveTo(0);
    else if (event.key === "End") moveTo(all.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      onChange(false);
      button.current?.focus();
    } else if (event.key === "Tab") onChange(false);
  };

  return (
    <div ref={root} className={classes.menu}>
      <button
        ref={button}
        type="button"
        className={classes.link}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => onChange(!opened)}
        onKeyDown={onButtonKeyDown}
      >
        {label} <Chevron open={opened} />
      </button>
      {opened ? (
        <div id={menuId} role="menu" aria-label={label} className={classes.dropdown} onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <Link key={link.to} to={link.to} role="menuitem" tabIndex={-1} className={classes.menuItem}>
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
