import { SimpleGrid, Stack, Text, Title, VisuallyHidden } from "../../ui";
import shared from "../sections.module.css";
import classes from "./FrameworkLetters.module.css";

/** One letter of an acronym framework, e.g. { letter: "S", word: "Situation", description: "…" }. */
export interface FrameworkLetter {
  letter: string;
  word: string;
  description: string;
}

/** An acronym spelled out letter by letter (e.g. the SPARK prompt framework), each with what it stands for. */
export function FrameworkLetters({ letters, headingOrder = 3 }: { letters: FrameworkLetter[]; headingOrder?: 3 | 4 }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: letters.length }} spacing="md">
      {letters.map((item) => (
        <li key={item.letter} className={classes.item}>
          <span className={classes.letter} aria-hidden="true">
            {item.letter}
          </span>
          <Stack gap={4}>
            <Title order={headingOrder} className={classes.word}>
              <VisuallyHidden>{item.letter} is for </VisuallyHidden>
              {item.word}
            </Title>
            <Text size="sm" tone="body" className={shared.description}>
              {item.description}
            </Text>
          </Stack>
        </li>
      ))}
    </SimpleGrid>
  );
}
