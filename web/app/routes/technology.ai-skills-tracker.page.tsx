import { skillsTracker } from "../content/technology";
import { PlatformPage } from "../features/technology/PlatformPage";

export default function SkillsTrackerPage() {
  return <PlatformPage platform={skillsTracker} />;
}
