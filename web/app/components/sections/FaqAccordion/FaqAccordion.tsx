import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { FaqItem } from "../types";
import classes from "./FaqAccordion.module.css";

/** Where each key moves the focus among the questions (WAI-ARIA accordion pattern); the last wraps to the first. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case "ArrowDown":
      return (current + 1) % count;
    case "ArrowUp":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Level of the headings that hold the questions, one below the section's. @default 3 */
  headingOrder?: 3 | 4;
}

/**
 * Questions and answers, one open at a time (WAI-ARIA accordion pattern): each question is a button inside a heading,
 * toggled by click, Enter or Space, with the arrow keys, Home and End moving between questions. A closed answer keeps
 * its text in the page with the `hidden` attribute, so the prerendered HTML carries every answer.
 */
export function FaqAccordion({ items, headingOrder = 3 }: FaqAccordionProps) {
  const [open, setOpen] = useState<number | null>(null);
  const controls = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const Heading = `h${headingOrder}` as const;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = targetIndex(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    controls.current[target]?.focus();
  };

  return (
    <div>
      {items.map((item, index) => {
        const isOpen = open === index;
        const controlId = `${baseId}-faq-${index}-control`;
        const panelId = `${baseId}-faq-${index}-panel`;
        return (
          <div key={item.question} className={classes.item} data-open={isOpen || undefined}>
            <Heading className={classes.heading}>
              <button
                ref={(element) => {
                  controls.current[index] = element;
                }}
                type="button"
                id={controlId}
                className={classes.control}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={classes.label}>{item.question}</span>
                <svg className={classes.chevron} width={16} height={16} viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={1.5}
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={controlId} className={classes.panel} hidden={!isOpen}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
