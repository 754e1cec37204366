// The Mantine components only sign-in and the dashboard use (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { Dashboard } from "../features/admin/Dashboard";
import classes from "./staff.module.css";

/**
 * /dashboard: the admin review of contact messages, coach applications and payments. Prerendered as its frame with
 * "Loading..."; the data comes only after sign-in, and a visitor without a session is sent to /auth.
 */
export default function DashboardPage() {
  return (
    <div className={classes.frame}>
      <Dashboard />
    </div>
  );
}
