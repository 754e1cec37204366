// The Mantine components only sign-in and the dashboard use (scripts/mantine-styles.ts).
import "virtual:mantine-admin.css";
import { Container, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "../config/paths";
import { LoadingState } from "../features/admin/LoadingState";
import { useHydrated } from "../lib/useHydrated";
import { useSessionFlag } from "../lib/sessionFlag";
import classes from "./staff.module.css";

// Loaded once React knows this browser has signed in: a visitor on the way to /auth never downloads it.
const Dashboard = lazy(() => import("../features/admin/Dashboard").then((module) => ({ default: module.Dashboard })));

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
 * straight to /auth without loading Firebase or the dashboard's code; any other gets the dashboard, which checks the real session and sends a
 * visitor without one to /auth too.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const signedIn = useSessionFlag();

  useEffect(() => {
    if (hydrated && !signedIn) navigate(paths.auth, { replace: true });
  }, [hydrated, signedIn, navigate]);

  return (
    <div className={classes.frame}>
      {hydrated && signedIn ? (
        <Suspense fallback={<DashboardFrame />}>
          <Dashboard />
        </Suspense>
      ) : (
        <DashboardFrame />
      )}
    </div>
  );
}
