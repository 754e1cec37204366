import { Fragment, type ReactNode } from "react";
import { TextLink } from "../../ActionButton/ActionButton";
import { Container, Stack, Text, Title, cx } from "../../ui";
import shared from "../sections.module.css";
import classes from "./LegalDocument.module.css";

/** A paragraph (e-mail and web addresses in it become links) or a bulleted list. */
export type LegalBlock = string | { list: string[] };

/** One numbered section of a policy; the number comes from its position. */
export interface LegalSection {
  /** Anchor id, unique on the page. */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

// E-mail addresses, and http(s) addresses without trailing punctuation.
const LINKABLE = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s]+[^\s.,;:)])/g;

function withLinks(text: string): ReactNode {
  return text.split(LINKABLE).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const to = part.includes("@") && !part.startsWith("http") ? `mailto:${part}` : part;
    return (
      <TextLink key={index} to={to} underline="always" className={classes.link}>
        {part}
      </TextLink>
    );
  });
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <Text tone="body" className={classes.paragraph}>
        {withLinks(block)}
      </Text>
    );
  }
  return (
    <ul className={classes.list}>
      {block.list.map((item) => (
        <li key={item}>{withLinks(item)}</li>
      ))}
    </ul>
  );
}

/** A numbered legal document with a table of contents: each section is an h2 "N. Title" with its own anchor. */
export function LegalDocument({ sections }: { sections: LegalSection[] }) {
  return (
    <Container size="lg" className={classes.document}>
      <div className={classes.layout}>
        <nav aria-label="Contents" className={classes.toc}>
          <Text size="sm" weight={700} tone="strong" className={cx(shared.eyebrow, classes.tocLabel)}>
            Contents
          </Text>
          <ol className={classes.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={classes.tocLink}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Stack gap={40} className={classes.body}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <Title order={2} id={`${section.id}-heading`} className={classes.title}>
                {index + 1}. {section.title}
              </Title>
              <Stack gap="sm" className={classes.blocks}>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      </div>
    </Container>
  );
}
