import { useId } from "react";
import type { FaqItem } from "../types";
import classes from "./FaqAccordion.module.css";

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Level of the headings that hold the questions, one below the section's. @default 3 */
  headingOrder?: 3 | 4;
}

/**
 * Questions and answers as `<details>` elements sharing one `name`, so the browser keeps one open at a time. It works
 * before hydration and needs no script: the browser gives each question its button role, keyboard and expanded state,
 * and the prerendered HTML carries every answer.
 */
export function FaqAccordion({ items, headingOrder = 3 }: FaqAccordionProps) {
  const name = `faq${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const Heading = `h${headingOrder}` as const;

  return (
    <div>
      {items.map((item) => (
        <details key={item.question} name={name} className={classes.item}>
          <summary className={classes.control}>
            <Heading className={classes.heading}>{item.question}</Heading>
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
          </summary>
          <div className={classes.panel}>{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
