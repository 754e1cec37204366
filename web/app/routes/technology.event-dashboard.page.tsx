import { eventDashboard, platformStats } from "../content/technology";
import { PlatformPage } from "../features/technology/PlatformPage";

export default function EventDashboardPage() {
  return <PlatformPage platform={eventDashboard} stats={platformStats} />;
}
