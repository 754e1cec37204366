import { AI_EXPERIENCE_LEVELS, TEACHING_EXPERIENCE_LEVELS, WORK_PREFERENCES } from "@domain/forms";
import type { Choice } from "../../components/fields/fields";

type AiExperience = (typeof AI_EXPERIENCE_LEVELS)[number];
type TeachingExperience = (typeof TEACHING_EXPERIENCE_LEVELS)[number];
type WorkPreference = (typeof WORK_PREFERENCES)[number];

function choices<TValue extends string>(values: readonly TValue[], labels: Record<TValue, string>): Choice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const aiExperienceChoices = choices<AiExperience>(AI_EXPERIENCE_LEVELS, {
  none: "None: I'm new to AI tools",
  beginner: "Beginner: I've tried tools like ChatGPT",
  intermediate: "Intermediate: I use AI tools regularly in my work",
  advanced: "Advanced: I build with AI or teach others to use it",
});

export const teachingExperienceChoices = choices<TeachingExperience>(TEACHING_EXPERIENCE_LEVELS, {
  none: "None: I haven't taught or trained others yet",
  some: "Some: I've led workshops, classes or trainings",
  extensive: "Extensive: teaching or training is my profession",
});

export const workPreferenceChoices = choices<WorkPreference>(WORK_PREFERENCES, {
  "part-time": "Part-time: 10-20 hours per week",
  "full-time": "Full-time: 40 hours per week",
  contract: "Contract: paid per engagement",
});
