// The Mantine components only the signed-in dashboard uses (tables, tabs, drawers): loaded with this chunk, after
// sign-in, not before the staff pages' first paint (scripts/mantine-styles.ts).
import "virtual:mantine-dashboard.css";
import { can, type Role } from "@domain";
import { Badge, Button, Container, Group, Tabs, Text, Title } from "@mantine/core";
import { Suspense, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "../config/paths";
import { LoadingState } from "../components/LoadingState/LoadingState";
import type { LeadAction, StaffTab } from "../lib/staff/staffTab";
import {
  ApplicationsTab,
  ContactTab,
  LeadDrawer,
  LeadTable,
  Overview,
  StaffContext,
  useSubmissionList,
  useTabCounts,
} from "../features/leads/staff";
import { NoAdminAccess } from "../features/dashboard/NoAdminAccess";
import { loadDashboardSession, RoleContext } from "../lib/role";
import { hasAdminClaim, signOut, watchSession } from "../features/dashboard/session";
import { asCallableError } from "../lib/firebase";
import { LoadError } from "../components/LoadError/LoadError";
import type { User } from "firebase/auth";

type Session =
  | { status: "checking" }
  | { status: "signed-in"; email: string; admin: boolean; role: Role }
  | { status: "unanswered"; email: string; message: string };

/**
 * Why the access check got no answer, in plain words: a timeout, an unavailable server, or a failure on the way (a
 * network error, a server error). Never a refusal: only the server's `permission-denied` / `unauthenticated` is one.
 */
function sessionCheckFailure(error: unknown): string {
  const { code } = asCallableError(error);
  const why =
    code === "deadline-exceeded"
      ? "The check of your access timed out."
      : code === "unavailable"
        ? "The server is not available right now."
        : "The check of your access failed: the server could not be reached, or it had an error.";
  return `${why} This does not mean you have no access. Try again in a moment.`;
}

/** The server's refusal of the account (deactivated, no staff record, session ended): the one "no access" answer. */
function refused(error: unknown): boolean {
  const { code } = asCallableError(error);
  return code === "permission-denied" || code === "unauthenticated";
}

/**
 * The session of a signed-in `user`: no access when their token has no `admin` claim or the server refuses them;
 * "unanswered" (with why, to retry) when the check itself failed.
 */
async function checkSession(user: User): Promise<Session> {
  const email = user.email ?? "";
  try {
    if (!(await hasAdminClaim(user))) return { status: "signed-in", email, admin: false, role: "host" };
    // The role from the server (the staff record).
    const answer = await loadDashboardSession();
    return { status: "signed-in", email, admin: true, role: answer.role };
  } catch (error) {
    if (refused(error)) return { status: "signed-in", email, admin: false, role: "host" };
    return { status: "unanswered", email, message: sessionCheckFailure(error) };
  }
}

/** "Contact Forms (12)": the tab's name with the number of rows it holds, once known. */
function tabLabel(name: string, total: number | undefined) {
  return total === undefined ? name : `${name} (${total})`;
}

/**
 * "3 new" beside a tab's name when some are New, "2 new replies" when some have a reply nobody opened, and the tab's
 * accessible name with them: "Contact Forms (12), 3 new, 2 new replies".
 */
function newCountProps(name: string, total: number | undefined, count: number | undefined, replies?: number) {
  const badges = [
    ...(count ? [`${count} new`] : []),
    ...(replies ? [`${replies} new ${replies === 1 ? "reply" : "replies"}`] : []),
  ];
  if (badges.length === 0) return {};
  return {
    "aria-label": [tabLabel(name, total), ...badges].join(", "),
    rightSection: (
      <Group gap={4} wrap="nowrap" aria-hidden="true">
        {badges.map((badge) => (
          <Badge key={badge} size="sm" variant="filled" color="sky" style={{ textTransform: "none" }}>
            {badge}
          </Badge>
        ))}
      </Group>
    ),
  };
}

export interface DashboardProps {
  /** The other features' tabs (bookings, availability, payments, traffic …), after the lead tabs, in this order. */
  tabs?: readonly StaffTab[];
  /** The other features' buttons in a lead's drawer (bookings' "Send interview link" on applications). */
  leadActions?: readonly LeadAction[];
}

/**
 * The admin dashboard: only for a signed-in user (anyone else goes to the sign-in page), and its data only for
 * an account with the `admin` claim; the server enforces the same rule. The route composes it: the overview and the
 * lead tabs are its own, every other tab and lead action comes from the feature that owns it (lib/staff/staffTab.ts).
 */
export function Dashboard({ tabs = [], leadActions = [] }: DashboardProps) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({ status: "checking" });
  const role = session.status === "signed-in" ? session.role : "host";
  const isAdmin = session.status === "signed-in" && session.admin;
  const seesLeads = isAdmin && can(role, "listSubmissions");
  const { counts, reload: reloadCounts } = useTabCounts(seesLeads);
  const contact = useSubmissionList("contact", seesLeads, reloadCounts);
  const applications = useSubmissionList("applications", seesLeads, reloadCounts);
  const payments = useSubmissionList("payments", seesLeads, reloadCounts);
  const bookings = useSubmissionList("bookings", seesLeads, reloadCounts);
  const lists = { contact, applications, payments, bookings };
  // The dashboard's own tabs: the overview and the two lead lists, each shown when the server admits its callable.
  const shows = (tab: "overview" | "contact" | "applications") =>
    can(role, tab === "overview" ? "submissionOverview" : "listSubmissions");
  const shown = tabs.filter((tab) => !tab.needs || can(role, tab.needs));

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    watchSession(async (user) => {
      if (!active) return;
      if (!user) {
        navigate(paths.auth, { replace: true });
        return;
      }
      const checked = await checkSession(user);
      if (active) setSession(checked);
    }).then(
      (stop) => {
        if (active) unsubscribe = stop;
        else stop();
      },
      () => navigate(paths.auth, { replace: true }),
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [navigate, attempt]);

  async function handleSignOut() {
    await signOut();
    navigate(paths.auth, { replace: true });
  }

  if (session.status === "checking") {
    return (
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <LoadingState />
      </Container>
    );
  }

  if (session.status === "unanswered") {
    return (
      <Container size="xl" py={{ base: 40, md: 64 }}>
        <Title order={1}>Admin Dashboard</Title>
        <Text mt={4} c="#33415c" style={{ overflowWrap: "anywhere" }}>
          Logged in as <strong>{session.email}</strong>
        </Text>
        <LoadError
          mt="xl"
          message={session.message}
          onRetry={() => {
            setSession({ status: "checking" });
            setAttempt((count) => count + 1);
          }}
        />
      </Container>
    );
  }

  return (
    <Container size="xl" py={{ base: 40, md: 64 }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <div>
          <Title order={1}>Admin Dashboard</Title>
          <Text mt={4} c="#33415c" style={{ overflowWrap: "anywhere" }}>
            Logged in as <strong>{session.email}</strong>
          </Text>
        </div>
        <Button variant="default" onClick={handleSignOut}>
          Sign Out
        </Button>
      </Group>

      {session.admin ? (
        <RoleContext.Provider value={role}>
          <StaffContext.Provider value={{ lists, leadActions }}>
            <Tabs
              defaultValue={shows("contact") ? "contact" : (shown[0]?.value ?? "contact")}
              mt="xl"
              keepMounted={false}
            >
              <Tabs.List>
                {shows("overview") ? <Tabs.Tab value="overview">Overview</Tabs.Tab> : null}
                {shows("contact") ? (
                  <Tabs.Tab
                    value="contact"
                    {...newCountProps(
                      "Contact Forms",
                      counts?.contact.total,
                      counts?.contact.new,
                      counts?.contact.replies,
                    )}
                  >
                    {tabLabel("Contact Forms", counts?.contact.total)}
                  </Tabs.Tab>
                ) : null}
                {shows("applications") ? (
                  <Tabs.Tab
                    value="applications"
                    {...newCountProps(
                      "AI Coach Applications",
                      counts?.applications.total,
                      counts?.applications.new,
                      counts?.applications.replies,
                    )}
                  >
                    {tabLabel("AI Coach Applications", counts?.applications.total)}
                  </Tabs.Tab>
                ) : null}
                {shown.map((tab) => (
                  <Tabs.Tab key={tab.value} value={tab.value}>
                    {tabLabel(tab.label, counts ? tab.count?.(counts) : undefined)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {seesLeads ? (
                <>
                  <Tabs.Panel value="overview">
                    <Overview />
                  </Tabs.Panel>
                  <Tabs.Panel value="contact">
                    <ContactTab list={contact} />
                  </Tabs.Panel>
                  <Tabs.Panel value="applications">
                    <ApplicationsTab list={applications} />
                  </Tabs.Panel>
                </>
              ) : null}
              {shown.map(({ value, panel: Panel }) => (
                <Tabs.Panel key={value} value={value}>
                  <Suspense fallback={<LoadingState />}>
                    <Panel LeadTable={LeadTable} LeadDrawer={LeadDrawer} />
                  </Suspense>
                </Tabs.Panel>
              ))}
            </Tabs>
          </StaffContext.Provider>
        </RoleContext.Provider>
      ) : (
        <NoAdminAccess email={session.email} />
      )}
    </Container>
  );
}
