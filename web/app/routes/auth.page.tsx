import { AuthPanel } from "../features/admin/AuthPanel";

/** /auth: sign in or create an account (client-only, served by the SPA fallback). */
export default function AuthPage() {
  return <AuthPanel />;
}
