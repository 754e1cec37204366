import { Dashboard } from "../features/admin/Dashboard";

/** /dashboard: the admin review of contact messages, coach applications and payments (client-only). */
export default function DashboardPage() {
  return <Dashboard />;
}
