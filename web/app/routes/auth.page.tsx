// The Mantine components only the staff pages use before sign-in (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { AuthPanel } from "../features/dashboard/AuthPanel";
import classes from "./staff.module.css";

/** /auth: sign in or create an account, prerendered with its form (the fields wait for React). */
export default function AuthPage() {
  return (
    <div className={classes.frame}>
      <AuthPanel />
    </div>
  );
}
