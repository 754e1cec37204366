import { Accordion } from "@mantine/core";
import type { FaqItem } from "../types";

/**
 * Questions and answers; Mantine's Accordion gives buttons with aria-expanded and arrow-key navigation.
 * Item values become element ids, so they are index-based (a question's spaces would break aria-controls), and
 * closed answers stay in the DOM with `display: none` so the prerendered HTML carries them.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right" keepMountedMode="display-none">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Control>
            <strong>{item.question}</strong>
          </Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
