import type { IconName } from "../Icon/Icon";

/** A call to action: every one leads to a site path, an external address or a mailto:/tel: link. */
export interface Action {
  label: string;
  to: string;
  /** @default "filled" */
  variant?: "filled" | "outline" | "light" | "white" | "default" | "subtle";
  /** Accessible name when `label` alone does not say where it goes ("Learn More" → "Learn more about Build with AI"). */
  ariaLabel?: string;
}

/** One card of a {@link CardGrid}: benefit cards, programme cards, pillars, models, formats, events. */
export interface CardItem {
  title: string;
  description?: string;
  icon?: IconName;
  /** Small label above the title, e.g. "Stage 1 · Foundation". */
  eyebrow?: string;
  /** Badges under the title, e.g. durations or price ranges. */
  badges?: string[];
  /** Labelled facts shown as a definition list, e.g. Investment → "$50K-$250K". */
  facts?: { label: string; value: string }[];
  /** Bullet points; a heading may introduce them. */
  points?: string[];
  pointsTitle?: string;
  /** Further titled bullet lists (e.g. "Highlights", "What to expect"). */
  lists?: { title: string; items: string[] }[];
  actions?: Action[];
}

/** One numbered step of a process, a programme or a timeline. */
export interface StepItem {
  /** Shown in the badge; defaults to the position (1, 2, 3…). */
  number?: string | number;
  title: string;
  /** E.g. "Weeks 1-2" or "1-2 weeks". */
  meta?: string;
  description?: string;
  items?: string[];
  /** Sub-parts with their own titles, e.g. weeks of a certification. */
  parts?: { title: string; items: string[] }[];
}

export interface FaqItem {
  question: string;
  answer: string;
}
