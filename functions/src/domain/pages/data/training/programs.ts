import { buildWithAi } from "./build-with-ai";
import { coachingCertification } from "./coaching-certification";
import { createWithAi } from "./create-with-ai";
import { innovationCertification } from "./innovation-certification";
import { launchWithAi } from "./launch-with-ai";
import { patentWithAi } from "./patent-with-ai";
import type { TrainingProgram } from "./program";
import { talkToAi } from "./talk-to-ai";

/** The seven programmes of the Training Pathway, in the order the catalogue shows them. */
export const trainingPrograms: TrainingProgram[] = [
  talkToAi,
  createWithAi,
  buildWithAi,
  innovationCertification,
  coachingCertification,
  patentWithAi,
  launchWithAi,
];
