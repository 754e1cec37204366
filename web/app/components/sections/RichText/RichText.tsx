import type { Block, RichText as RichTextData } from "@domain/pages/fields";
import { Fragment, type ReactNode } from "react";
import { TextLink } from "../../ActionButton/ActionButton";
import { Text } from "../../ui";
import classes from "./RichText.module.css";

/** Formatted text (the domain's runs: plain, bold, italic, links), rendered as React elements, never as HTML. */
export function RichText({ text, linkClassName }: { text: RichTextData; linkClassName?: string }) {
  return text.map((run, index) => {
    let node: ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    if (run.href) {
      node = (
        <TextLink to={run.href} underline="always" className={linkClassName}>
          {node}
        </TextLink>
      );
    }
    return <Fragment key={index}>{node}</Fragment>;
  });
}

/** A text section's blocks: paragraphs and bulleted lists of formatted text. */
export function TextBlocks({
  blocks,
  linkClassName,
  paragraphClassName,
  listClassName,
}: {
  blocks: Block[];
  linkClassName?: string;
  paragraphClassName?: string;
  listClassName?: string;
}) {
  return blocks.map((block, index) =>
    block.kind === "paragraph" ? (
      <Text key={index} tone="body" className={paragraphClassName ?? classes.paragraph}>
        <RichText text={block.text} linkClassName={linkClassName} />
      </Text>
    ) : (
      <ul key={index} className={listClassName ?? classes.list}>
        {block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            <RichText text={item} linkClassName={linkClassName} />
          </li>
        ))}
      </ul>
    ),
  );
}
