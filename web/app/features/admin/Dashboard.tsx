import type { Availability } from "@domain";
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
import { hasAdminClaim, signOut, watchSession } from "./session";
import { useSubmissionList } from "./useSubmissionList";
import { useTabCounts } from "./useTabCounts";

// The availability form (@mantine/form, @mantine/dates and its styles) loads when its tab opens.
const AvailabilityPanel = lazy(() => import("./AvailabilityPanel"));

type Session = { status: "checking" } | { status: "signed-in"; email: string; admin: boolean };

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
}

/**
 * The admin dashboard: only for a signed-in user (anyone else goes to the sign-in page), and its data only for
 * an account with the `admin` claim; the server enforces the same rule. `extraTabs` follow the submission tabs.
 */
export function Dashboard({
  extraTabs = [],
  availabilityCalendars,
}: {
  extraTabs?: readonly ExtraTab[];
  /** The Availability tab's calendars section, which the route composes from the bookings feature. */
  availabilityCalendars?: (availability: Availability) => ReactNode;
}) {
  const navigate = useNavigate();
  const [session, setSession] = useState<Session>({ status: "checking" });
  const isAdmin = session.status === "signed-in" && session.admin;
  const { counts, reload: reloadCounts } = useTabCounts(isAdmin);
  const contact = useSubmissionList("contact", isAdmin, reloadCounts);
  const applications = useSubmissionList("applications", isAdmin, reloadCounts);
  const payments = useSubmissionList("payments", isAdmin, reloadCounts);
  const bookings = useSubmissionList("bookings", isAdmin, reloadCounts);

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
      if (active) setSession({ status: "signed-in", email: user.email ?? "", admin });
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
        <Tabs defaultValue="contact" mt="xl" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value="contact" {...newCountProps("Contact Forms", counts?.contact.total, counts?.contact.new)}>
              {tabLabel("Contact Forms", counts?.contact.total)}
            </Tabs.Tab>
            <Tabs.Tab
              value="applications"
              {...newCountProps("AI Coach Applications", counts?.applications.total, counts?.applications.new)}
            >
              {tabLabel("AI Coach Applications", counts?.applications.total)}
            </Tabs.Tab>
            <Tabs.Tab value="payments">{tabLabel("Payments", counts?.payments.total)}</Tabs.Tab>
            <Tabs.Tab value="bookings">{tabLabel("Bookings", counts?.bookings?.total)}</Tabs.Tab>
            <Tabs.Tab value="availability">Availability</Tabs.Tab>
            {extraTabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
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
          <Tabs.Panel value="bookings">
            <BookingsTab list={bookings} />
          </Tabs.Panel>
          <Tabs.Panel value="availability">
            <Suspense fallback={<LoadingState />}>
              <AvailabilityPanel calendars={availabilityCalendars} />
            </Suspense>
          </Tabs.Panel>
          {extraTabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.panel}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <NoAdminAccess email={session.email} />
      )}
    </Container>
  );
}
