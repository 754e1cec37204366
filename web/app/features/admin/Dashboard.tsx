import type { Role } from "@domain";
import { Badge, Button, Container, Group, Tabs, Text, Title } from "@mantine/core";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../config/paths";
import { ApplicationsTab } from "./ApplicationsTab";
import { BookingsTab } from "./BookingsTab";
import { ContactTab } from "./ContactTab";
import { LoadingState } from "./LoadingState";
import { NoAdminAccess } from "./NoAdminAccess";
import { Overview } from "./Overview";
import { PaymentsTab } from "./PaymentsTab";
import { loadDashboardSession, RoleContext, TAB_ROLES } from "../../lib/role";
import { hasAdminClaim, signOut, watchSession } from "./session";
import { useSubmissionList } from "./useSubmissionList";
import { useTabCounts } from "./useTabCounts";

// The availability form (@mantine/form, @mantine/dates and its styles) loads when its tab opens.
const AvailabilityPanel = lazy(() => import("./AvailabilityPanel"));

type Session = { status: "checking" } | { status: "signed-in"; email: string; admin: boolean; role: Role };

/** "Contact Forms (12)": the tab's name with the number of rows it holds, once known. */
function tabLabel(name: string, total: number | undefined) {
  return total === undefined ? name : `${name} (${total})`;
}

/** "3 new" beside a tab's name when some are New, and the tab's accessible name with it: "Contact Forms (12), 3 new". */
function newCountProps(name: string, total: number | undefined, count: number | undefined) {
  if (!count) return {};
  return {
    "aria-label": `${tabLabel(name, total)}, ${count} new`,
    rightSection: (
      <Badge size="sm" variant="filled" color="sky" style={{ textTransform: "none" }} aria-hidden="true">
        {`${count} new`}
      </Badge>
    ),
  };
}

/** A tab another feature adds (the Traffic view), given by the route that composes the dashboard. */
export interface ExtraTab {
  value: string;
  label: string;
  panel: ReactNode;
  /** The roles that see it (every role when omitted). */
  roles?: readonly Role[];
}

/**
 * The admin dashboard: only for a signed-in user (anyone else goes to the sign-in page), and its data only for
 * an account with the `admin` claim; the server enforces the same rule. `extraTabs` follow the submission tabs.
 */
export function Dashboard({ extraTabs = [] }: { extraTabs?: readonly ExtraTab[] }) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({ status: "checking" });
  const role = session.status === "signed-in" ? session.role : "host";
  const isAdmin = session.status === "signed-in" && session.admin;
  const seesLeads = isAdmin && role !== "host";
  const { counts, reload: reloadCounts } = useTabCounts(seesLeads);
  const contact = useSubmissionList("contact", seesLeads, reloadCounts);
  const applications = useSubmissionList("applications", seesLeads, reloadCounts);
  const payments = useSubmissionList("payments", seesLeads, reloadCounts);
  const bookings = useSubmissionList("bookings", seesLeads, reloadCounts);
  const shows = (tab: string) => (TAB_ROLES[tab] ?? []).includes(role);
  const tabs = extraTabs.filter((tab) => !tab.roles || tab.roles.includes(role));

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    watchSession(async (user) => {
      if (!active) return;
      if (!user) {
        navigate(paths.auth, { replace: true });
        return;
      }
      const admin = await hasAdminClaim(user).catch(() => false);
      // The role from the server (the staff record); a member it refuses (deactivated, no record) has no access.
      const answer = admin ? await loadDashboardSession().catch(() => undefined) : undefined;
      if (active) {
        setSession({
          status: "signed-in",
          email: user.email ?? "",
          admin: Boolean(answer),
          role: answer?.role ?? "host",
        });
      }
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
  }, [navigate]);

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
          <Tabs defaultValue={shows("contact") ? "contact" : "bookings"} mt="xl" keepMounted={false}>
            <Tabs.List>
              {shows("overview") ? <Tabs.Tab value="overview">Overview</Tabs.Tab> : null}
              {shows("contact") ? (
                <Tabs.Tab
                  value="contact"
                  {...newCountProps("Contact Forms", counts?.contact.total, counts?.contact.new)}
                >
                  {tabLabel("Contact Forms", counts?.contact.total)}
                </Tabs.Tab>
              ) : null}
              {shows("applications") ? (
                <Tabs.Tab
                  value="applications"
                  {...newCountProps("AI Coach Applications", counts?.applications.total, counts?.applications.new)}
                >
                  {tabLabel("AI Coach Applications", counts?.applications.total)}
                </Tabs.Tab>
              ) : null}
              {shows("payments") ? (
                <Tabs.Tab value="payments">{tabLabel("Payments", counts?.payments.total)}</Tabs.Tab>
              ) : null}
              <Tabs.Tab value="bookings">{tabLabel("Bookings", counts?.bookings?.total)}</Tabs.Tab>
              <Tabs.Tab value="availability">Availability</Tabs.Tab>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label}
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
                <Tabs.Panel value="payments">
                  <PaymentsTab list={payments} />
                </Tabs.Panel>
              </>
            ) : null}
            <Tabs.Panel value="bookings">
              <BookingsTab list={bookings} agendaOnly={!seesLeads} />
            </Tabs.Panel>
            <Tabs.Panel value="availability">
              <Suspense fallback={<LoadingState />}>
                <AvailabilityPanel />
              </Suspense>
            </Tabs.Panel>
            {tabs.map((tab) => (
              <Tabs.Panel key={tab.value} value={tab.value}>
                {tab.panel}
              </Tabs.Panel>
            ))}
          </Tabs>
        </RoleContext.Provider>
      ) : (
        <NoAdminAccess email={session.email} />
      )}
    </Container>
  );
}
