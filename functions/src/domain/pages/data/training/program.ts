import type { SITE_PATHS as paths } from "../../../paths";
import type { SectionOf } from "../../sections";

type ModuleItem = SectionOf<"modules">["modules"][number];
type DayItem = SectionOf<"schedule">["days"][number];
type Fact = NonNullable<SectionOf<"hero">["facts"]>[number];

/** One phase of a certification (docs/product.md, Content: number, title, activities). */
export interface ProgramPhase {
  number: number;
  title: string;
  activities: string[];
}

/** An example capstone project (docs/product.md, Content: title, description, impact). */
export interface CapstoneExample {
  title: string;
  description: string;
  impact: string;
}

/**
 * A programme of the Training Pathway. The catalogue on /training and each detail page read the same object,
 * so a duration or module is written once.
 */
export interface TrainingProgram {
  path: (typeof paths)[keyof typeof paths];
  title: string;
  /** Where the catalogue lists it: the three-stage pathway, the certifications or the specialized bootcamps. */
  track: "pathway" | "certification" | "bootcamp";
  /** Position in the three-stage pathway, e.g. "Stage 1". */
  stage?: string;
  level: string;
  duration: string;
  format: string;
  /** The catalogue card text and the detail page's lead. */
  description: string;
  /** Who the programme is for. */
  audience: string[];
  modules?: ModuleItem[];
  phases?: ProgramPhase[];
  days?: DayItem[];
  deliverables?: string[];
  prerequisites?: string[];
  benefits?: string[];
}

/** "Stage 1 · Foundation" or "Capstone". */
export function programLevelLabel(program: TrainingProgram): string {
  return program.stage ? `${program.stage} · ${program.level}` : program.level;
}

/** Level, duration and format for a programme's hero. */
export function programFacts(program: TrainingProgram): Fact[] {
  return [
    { label: "Level", value: programLevelLabel(program) },
    { label: "Duration", value: program.duration },
    { label: "Format", value: program.format },
  ];
}
