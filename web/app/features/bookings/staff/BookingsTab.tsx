import {
  BOOKING_LISTED_FIELDS,
  formatInZone,
  HOST_TIME_ZONE,
  MEETING_TYPES,
  ORGANISATION_TYPES,
  type BookingRow,
  type MeetingTypeId,
  type OrganisationType,
  zoneName,
} from "@domain";
import { Button, Group, Stack } from "@mantine/core";
import { useState } from "react";
import { AgendaView } from "./AgendaView";
import { fieldList, type FieldSpec, type TabDefinition } from "../../../lib/staff/leadTable";
import type { StaffPanelProps } from "../../../lib/staff/staffTab";
import { useCan } from "../../../lib/role";

/** "Fri, Mar 12, 2027, 9:00 AM Mountain Time": a booking's start in the hosts' zone. */
export function formatStart(instant: string | undefined): string {
  return instant ? formatInZone(instant, HOST_TIME_ZONE, "short") : "";
}

const meetingLabel = (row: BookingRow) => MEETING_TYPES[row.meeting_type as MeetingTypeId]?.label ?? row.meeting_type;
const organisationType = (row: BookingRow) =>
  ORGANISATION_TYPES[row.organisation_type as OrganisationType] ?? row.organisation_type;

/** Every listed field of a booking (the token's hash and the search index are never sent), in reading order. */
const bookingFields = {
  created_at: { label: "Booked", format: "date" },
  start_at: { label: "Starts", display: (row) => formatStart(row.start_at) },
  end_at: { label: "Ends", display: (row) => formatStart(row.end_at) },
  meeting_type: { label: "Meeting", display: meetingLabel },
  name: { label: "Name" },
  email: { label: "Email", format: "email" },
  organisation: { label: "Organization" },
  organisation_type: { label: "Organization type", display: organisationType },
  topics: { label: "What they'd like to cover", format: "long" },
  time_zone: { label: "Visitor's time zone", display: (row) => `${zoneName(row.time_zone)} (${row.time_zone})` },
  host_uid: { label: "Host (uid)" },
  sequence: { label: "Invitation sequence" },
  ics_uid: { label: "Invitation UID" },
  application_id: { label: "Coach application" },
  source: { label: "Source", display: (row) => (row.source ? JSON.stringify(row.source) : "") },
} satisfies Record<(typeof BOOKING_LISTED_FIELDS)[number] | "created_at", FieldSpec<BookingRow>>;

export const bookingsTab: TabDefinition<"bookings"> = {
  kind: "bookings",
  noun: "booking",
  empty: "No bookings yet.",
  searchLabel: "Search bookings",
  searchPlaceholder: "Name, email or organization",
  fileBase: "bookings",
  columns: [
    { header: "Starts", width: 215, cell: (row) => formatStart(row.start_at) },
    { header: "Meeting", width: 140, cell: meetingLabel },
    { header: "Name", width: 150, cell: (row) => row.name },
    { header: "Email", width: 200, cell: (row) => row.email },
    { header: "Organization", cell: (row) => row.organisation },
  ],
  fields: fieldList<BookingRow>(bookingFields),
  title: (row) => `${meetingLabel(row)} with ${row.name}`,
};

/**
 * The 'Bookings' tab: the agenda (upcoming by day, past) and every booking as a lead like the others — status,
 * notes, history, filters, search, export and erasure (the shared submissions machinery for kind `bookings`).
 */
export default function BookingsTab({ LeadTable, LeadDrawer }: StaffPanelProps) {
  // A host sees their own bookings in the agenda only: the list of every booking is the leads' (domain/permissions.ts).
  const agendaOnly = !useCan("listSubmissions");
  const [view, setView] = useState<"agenda" | "all">("agenda");
  // An agenda row opens the same drawer as an "All bookings" row (status, cancel, reschedule, notes, history).
  const [opened, setOpened] = useState<BookingRow | null>(null);
  const [agendaKey, setAgendaKey] = useState(0);
  const drawer = (
    <LeadDrawer
      definition={bookingsTab}
      row={view === "agenda" ? opened : null}
      onClose={() => setOpened(null)}
      onChanged={() => setAgendaKey((key) => key + 1)}
    />
  );
  if (agendaOnly) {
    return (
      <Stack gap="md" pt="lg">
        <AgendaView onOpen={setOpened} reloadKey={agendaKey} />
        {drawer}
      </Stack>
    );
  }
  return (
    <Stack gap="md" pt="lg">
      <Group gap="xs" role="group" aria-label="Bookings view">
        <Button
          size="xs"
          variant={view === "agenda" ? "filled" : "default"}
          aria-pressed={view === "agenda"}
          onClick={() => setView("agenda")}
        >
          Agenda
        </Button>
        <Button
          size="xs"
          variant={view === "all" ? "filled" : "default"}
          aria-pressed={view === "all"}
          onClick={() => setView("all")}
        >
          All bookings
        </Button>
      </Group>
      {view === "agenda" ? (
        <AgendaView onOpen={setOpened} reloadKey={agendaKey} />
      ) : (
        <LeadTable definition={bookingsTab} />
      )}
      {drawer}
    </Stack>
  );
}
