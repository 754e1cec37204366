// The Mantine components only the staff pages use before sign-in (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { Container, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "../config/paths";
// The sign-in form's code, fetched and run with this page's own modules: a browser without a session is sent on to
// /auth as soon as React has hydrated the frame, and that navigation then needs only the route's few lines.
import "../features/dashboard/AuthPanel";
import { LoadingState } from "../components/LoadingState/LoadingState";
import { readSessionFlag, useSessionFlag } from "../lib/sessionFlag";
import { LEAD_ACTIONS, STAFF_TABS } from "./dashboard.tabs";
import classes from "./staff.module.css";

// Loaded once React knows this browser has signed in: a visitor on the way to /auth never downloads it.
const Dashboard = lazy(() => import("./dashboard.frame").then((module) => ({ default: module.Dashboard })));

/** What the served page shows until React knows whether this browser has a session: the dashboard's title block. */
function DashboardFrame() {
  return (
    <Container size="xl" py={{ base: 40, md: 64 }}>
      <Title order={1}>Admin Dashboard</Title>
      <Text mt={4} c="#33415c">
        Contact messages, AI Coach applications and payments, for staff with admin access. Checking your sign-in…
      </Text>
      <LoadingState />
    </Container>
  );
}

/**
 * /dashboard: the admin review of contact messages, coach applications and payments. Prerendered as its frame; the
 * data comes only after sign-in. A browser that has never signed in (no session flag, lib/sessionFlag.ts) goes
 * straight to /auth without loading Firebase or the dashboard's code; any other gets the dashboard, which checks the
 * real session and sends a visitor without one to /auth too.
 *
 * The flag is read in an effect, after hydration: `useSessionFlag` says "signed out" while React hydrates (the served
 * HTML's answer), and a signed-out browser's value never differs from it, so React does not render the frame twice.
 * The navigation starts in a task of its own, after the browser has had a turn, so hydrating the frame and rendering
 * the sign-in page stay separate short tasks (docs/benchmarks/web.md: Total Blocking Time).
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const signedIn = useSessionFlag();

  useEffect(() => {
    if (readSessionFlag()) return;
    const timer = setTimeout(() => {
      if (!readSessionFlag()) navigate(paths.auth, { replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  return (
    <div className={classes.frame}>
      {signedIn ? (
        <Suspense fallback={<DashboardFrame />}>
          <Dashboard tabs={STAFF_TABS} leadActions={LEAD_ACTIONS} />
        </Suspense>
      ) : (
        <DashboardFrame />
      )}
    </div>
  );
}
