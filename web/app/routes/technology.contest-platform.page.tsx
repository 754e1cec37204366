import { contestPlatform } from "../content/technology";
import { PlatformPage } from "../features/technology/PlatformPage";

export default function ContestPlatformPage() {
  return <PlatformPage platform={contestPlatform} />;
}
