import { applicationNextSteps } from "@domain/company";
import type { StepItem } from "../components/sections";

/** Why apply: the flexible schedule, $50K-$75K, and the programme facts (docs/product.md, Prices and constants). */
export const applicationHighlights: string[] = [
  "Flexible schedule: part-time, full-time or contract work that fits your life",
  "$50K-$75K potential as a full-time coach, with benefits",
  "Grant-funded certification, free for accepted applicants",
  "Rolling admissions: apply whenever you're ready",
];

/** "What Happens Next": the four steps after an application is sent (the domain holds them: the confirmation mail lists them too). */
export const nextSteps: StepItem[] = [...applicationNextSteps];
