// The Mantine components only the staff pages use before sign-in (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { AcceptInvitation } from "../features/team/AcceptInvitation";
import classes from "./staff.module.css";

/** /join: an invitation to the team (features/team), prerendered as its card; the token stays in the fragment. */
export default function JoinPage() {
  return (
    <div className={classes.frame}>
      <AcceptInvitation />
    </div>
  );
}
