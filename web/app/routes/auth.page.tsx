// The Mantine components only sign-in and the dashboard use (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { AuthPanel } from "../features/admin/AuthPanel";

/** /auth: sign in or create an account (client-only, served by the SPA fallback). */
export default function AuthPage() {
  return <AuthPanel />;
}
