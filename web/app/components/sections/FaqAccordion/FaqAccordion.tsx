import { Accordion } from "@mantine/core";
import type { FaqItem } from "../types";

/** Questions and answers; Mantine's Accordion gives buttons with aria-expanded and arrow-key navigation. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion variant="separated" radius="md" chevronPosition="right">
      {items.map((item) => (
        <Accordion.Item key={item.question} value={item.question}>
          <Accordion.Control>
            <strong>{item.question}</strong>
          </Accordion.Control>
          <Accordion.Panel>{item.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
