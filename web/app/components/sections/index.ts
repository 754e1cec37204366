export { ActionGroup } from "./ActionGroup";
export { CardGrid } from "./CardGrid/CardGrid";
export { CheckList } from "./CheckList/CheckList";
export { CtaBand } from "./CtaBand/CtaBand";
export { FaqAccordion } from "./FaqAccordion/FaqAccordion";
export { NumberedSteps } from "./NumberedSteps/NumberedSteps";
export { PageHero } from "./PageHero/PageHero";
export { Section } from "./Section/Section";
export type { Action, CardItem, FaqItem, StepItem } from "./types";
