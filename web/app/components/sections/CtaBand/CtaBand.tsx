import { Container, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
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
      <Container size="md" py={{ base: 56, md: 80 }} ta="center">
        <Title order={2} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text} mt="md">
          {text}
        </Text>
        <ActionGroup actions={actions} justify="center" size="lg" mt={32} onDark />
      </Container>
    </section>
  );
}
