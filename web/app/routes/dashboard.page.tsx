// The Mantine components only sign-in and the dashboard use (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { Dashboard } from "../features/admin/Dashboard";

/** /dashboard: the admin review of contact messages, coach applications and payments (client-only). */
export default function DashboardPage() {
  return <Dashboard />;
}
