import type { ReactNode } from "react";
import { Container, Text, Title } from "../../ui";
import { ActionGroup } from "../ActionGroup";
import type { Action } from "../types";
import classes from "./CtaBand.module.css";

export interface CtaBandProps {
  title: ReactNode;
  text: ReactNode;
  actions: Action[];
}

/** The closing call to action of a page: an h2, a sentence and buttons that lead somewhere. */
export function CtaBand({ title, text, actions }: CtaBandProps) {
  return (
    <section className={classes.band}>
      <Container size="md" className={classes.inner}>
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        <Text size="lg" tone="onDark" className={classes.text}>
          {text}
        </Text>
        <ActionGroup actions={actions} justify="center" size="lg" onDark className={classes.actions} />
      </Container>
    </section>
  );
}
