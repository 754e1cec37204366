import type { SectionOf } from "@domain/pages/sections";
import { Container, Stack, Text, Title, cx } from "../../ui";
import { TextBlocks } from "../RichText/RichText";
import shared from "../sections.module.css";
import classes from "./LegalDocument.module.css";

/** One numbered section of a policy (the domain's legal section); the number comes from its position. */
export type LegalSection = SectionOf<"legal">["sections"][number];

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
                <TextBlocks
                  blocks={section.blocks}
                  linkClassName={classes.link}
                  paragraphClassName={classes.paragraph}
                  listClassName={classes.list}
                />
              </Stack>
            </section>
          ))}
        </Stack>
      </div>
    </Container>
  );
}
