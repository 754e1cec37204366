import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  ROLE_LABELS,
  ROLES,
  type AuditAction,
  type AuditCursor,
  type AuditPageResponse,
  type AuditRow,
  type MemberRow,
  type OrphanBooking,
  type Role,
  type TeamResponse,
} from "@domain";
import { Alert, Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import {
  exportAuditPage,
  inviteMember,
  loadAuditPage,
  loadTeam,
  resendInvitation,
  setMemberActive,
  setMemberRole,
  teamErrorMessage,
  withdrawInvitation,
  type AuditFilters,
} from "./api";

const MUTED = "#4a5872";
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const at = (iso: string) => (iso ? when.format(new Date(iso)) : "");

/** Saves rows as a CSV file (the route hands in the dashboard's CSV writer: no web feature imports another). */
export type SaveCsv = (fileBase: string, columns: string[], rows: Record<string, unknown>[]) => Promise<void>;

function Problem({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}

/** One row's action at a time: which row is busy, and what the server refused the last one for. */
function useRowAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(key: string, action: () => Promise<void>) {
    setBusy(key);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(teamErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }
  return { busy, problem, clearProblem: () => setProblem(null), run };
}

/** A titled part of the tab: a region named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function InviteForm({ onTeam }: { onTeam: (team: TeamResponse) => void }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<Role>("host");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setSent(null);
    try {
      onTeam(await inviteMember(email, role));
      setSent(`Invitation sent to ${email.trim()}: the link works once, for 7 days.`);
      setEmail("");
    } catch (error) {
      setProblem(teamErrorMessage(error, "The invitation could not be sent. Please try again."));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="team-invite">
      <Title order={2} size="h4" id="team-invite" mb="sm">
        Invite someone
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            w={{ base: "100%", sm: 300 }}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            value={role}
            onChange={(value) => value && setRole(value as Role)}
            allowDeselect={false}
            w={{ base: "100%", sm: 160 }}
          />
          <Button type="submit" loading={busy}>
            Send invitation
          </Button>
        </Group>
      </form>
      <Text size="sm" c={MUTED} mt="xs">
        Owner: everything, the team included. Staff: every lead, no erasure, charges or team. Host: their own
        availability and bookings.
      </Text>
      <Stack gap="xs" mt="sm">
        <Problem message={problem} onClose={() => setProblem(null)} />
        {sent ? (
          <Text role="status" size="sm">
            {sent}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function OrphanList({ email, bookings, onClose }: { email: string; bookings: OrphanBooking[]; onClose: () => void }) {
  return (
    <Alert
      color="yellow.9"
      variant="light"
      title="Bookings to reassign"
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      <Text size="sm">
        {email} no longer takes bookings. {bookings.length === 0 ? "They had no upcoming bookings." : null}
      </Text>
      {bookings.length > 0 ? (
        <>
          <Text size="sm" mt="xs">
            These upcoming bookings still name them as host. For each, open it in Bookings, set it to Cancelled (its
            time is freed) and book the visitor again with an active host, or ask the visitor to pick a new time with
            the reschedule link in their confirmation e-mail:
          </Text>
          <ul>
            {bookings.map((booking) => (
              <li key={booking.id}>
                {at(booking.start_at)}: {booking.meeting_type} with {booking.name} ({booking.id})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Alert>
  );
}

function Members({
  members,
  onChanged,
}: {
  members: MemberRow[];
  onChanged: (member: MemberRow, futureBookings: OrphanBooking[] | null) => void;
}) {
  const { busy, problem, clearProblem, run: runRow } = useRowAction();
  const [confirming, setConfirming] = useState<MemberRow | null>(null);

  const run = (
    uid: string,
    change: () => Promise<{ member: MemberRow; futureBookings: OrphanBooking[] }>,
    orphans: boolean,
  ) =>
    runRow(uid, async () => {
      const answer = await change();
      onChanged(answer.member, orphans ? answer.futureBookings : null);
    });

  return (
    <Section id="team-members" title="Members">
      <Problem message={problem} onClose={clearProblem} />
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th w={170}>Role</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th w={140}>Access</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.uid}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{member.email}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Role of ${member.email}`}
                    data={ROLE_OPTIONS}
                    value={member.role}
                    allowDeselect={false}
                    disabled={busy === member.uid || !member.active}
                    onChange={(value) =>
                      value &&
                      value !== member.role &&
                      void run(member.uid, () => setMemberRole(member.uid, value as Role), false)
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={member.active ? 400 : 700}>
                    {member.active ? "Active" : "Deactivated"}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {member.active ? (
                    <Button
                      size="xs"
                      color="red.9"
                      variant="outline"
                      loading={busy === member.uid}
                      onClick={() => setConfirming(member)}
                    >
                      Deactivate
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === member.uid}
                      onClick={() => void run(member.uid, () => setMemberActive(member.uid, true), false)}
                    >
                      Reactivate
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Deactivate ${confirming?.email ?? ""}?`}
        centered
      >
        <Text size="sm">
          Their sessions end at once and their next request is refused. They stop taking bookings; their upcoming
          bookings are listed for you to reassign. You can reactivate them later.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(null)}>
            Keep access
          </Button>
          <Button
            color="red.9"
            onClick={() => {
              const member = confirming;
              setConfirming(null);
              if (member) void run(member.uid, () => setMemberActive(member.uid, false), true);
            }}
          >
            Deactivate
          </Button>
        </Group>
      </Modal>
    </Section>
  );
}

function Invitations({ team, onTeam }: { team: TeamResponse; onTeam: (team: TeamResponse) => void }) {
  const { busy, problem, clearProblem, run: runRow } = useRowAction();
  const [notice, setNotice] = useState<string | null>(null);

  const run = (id: string, change: () => Promise<TeamResponse>, done: string) =>
    runRow(id, async () => {
      setNotice(null);
      onTeam(await change());
      setNotice(done);
    });

  return (
    <Section id="team-invitations" title="Pending invitations">
      <Problem message={problem} onClose={clearProblem} />
      {notice ? (
        <Text role="status" size="sm" mb="xs">
          {notice}
        </Text>
      ) : null}
      {team.invitations.length === 0 ? (
        <Text size="sm" c={MUTED}>
          No pending invitations.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th w={80}>Role</Table.Th>
                <Table.Th w={190}>Expires</Table.Th>
                <Table.Th w={200}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {team.invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>
                    {invitation.email}
                    <Text size="xs" c={MUTED}>
                      by {invitation.invited_by}
                    </Text>
                  </Table.Td>
                  <Table.Td>{ROLE_LABELS[invitation.role]}</Table.Td>
                  <Table.Td>{invitation.expired ? "Expired" : at(invitation.expires_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="default"
                        loading={busy === invitation.id}
                        aria-label={`Resend the invitation to ${invitation.email}`}
                        onClick={() =>
                          void run(
                            invitation.id,
                            () => resendInvitation(invitation.id),
                            `A new link was sent to ${invitation.email}; the old one no longer works.`,
                          )
                        }
                      >
                        Resend
                      </Button>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        disabled={busy === invitation.id}
                        aria-label={`Withdraw the invitation to ${invitation.email}`}
                        onClick={() =>
                          void run(
                            invitation.id,
                            () => withdrawInvitation(invitation.id),
                            `The invitation to ${invitation.email} was withdrawn.`,
                          )
                        }
                      >
                        Withdraw
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

const detailsText = (row: AuditRow) =>
  Object.entries(row.details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");

/** The most entries one CSV export holds (20 pages of 500); the file says when it stopped there. */
const EXPORT_MAX_PAGES = 20;

function AuditLog({ members, saveCsv }: { members: MemberRow[]; saveCsv: SaveCsv }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const [stack, setStack] = useState<(AuditCursor | null)[]>([null]);
  const [page, setPage] = useState<AuditPageResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const cursor = stack.at(-1) ?? null;

  useEffect(() => {
    let current = true;
    setProblem(null);
    loadAuditPage(filters, cursor).then(
      (answer) => current && setPage(answer),
      (error: unknown) => current && setProblem(teamErrorMessage(error, "The audit log could not be loaded.")),
    );
    return () => {
      current = false;
    };
  }, [filters, cursor]);

  function filter(next: AuditFilters) {
    setFilters(next);
    setStack([null]);
  }

  async function exportCsv() {
    setExporting(true);
    setProblem(null);
    try {
      const rows: Record<string, unknown>[] = [];
      let next: AuditCursor | null = null;
      for (let pages = 0; pages < EXPORT_MAX_PAGES; pages += 1) {
        const answer = await exportAuditPage(filters, next);
        rows.push(
          ...answer.rows.map((row) => ({ ...row, action: AUDIT_ACTION_LABELS[row.action], details: detailsText(row) })),
        );
        next = answer.nextCursor;
        if (!next) break;
      }
      await saveCsv("audit-log", ["at", "by_email", "by_uid", "action", "target", "details", "id"], rows);
    } catch (error) {
      setProblem(teamErrorMessage(error, "The audit log could not be exported."));
    } finally {
      setExporting(false);
    }
  }

  const start = (cursor?.position ?? 0) + 1;
  const end = (cursor?.position ?? 0) + (page?.rows.length ?? 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="team-audit">
      <Group justify="space-between" align="flex-end" mb="sm" gap="sm">
        <Title order={2} size="h4" id="team-audit">
          Audit log
        </Title>
        <Button variant="default" size="xs" loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </Group>
      <Group gap="sm" mb="sm" wrap="wrap">
        <Select
          label="Person"
          placeholder="Everyone"
          clearable
          data={[
            ...members.map((member) => ({ value: member.uid, label: member.email })),
            { value: "cli", label: "Command line (CLI)" },
          ]}
          value={filters.byUid ?? null}
          onChange={(value) => filter({ ...filters, byUid: value ?? undefined })}
          w={{ base: "100%", sm: 260 }}
        />
        <Select
          label="Action"
          placeholder="Every action"
          clearable
          data={AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))}
          value={filters.action ?? null}
          onChange={(value) => filter({ ...filters, action: (value as AuditAction | null) ?? undefined })}
          w={{ base: "100%", sm: 220 }}
        />
      </Group>
      <Problem message={problem} onClose={() => setProblem(null)} />
      {page === null ? (
        <Text role="status" size="sm">
          Loading...
        </Text>
      ) : page.rows.length === 0 ? (
        <Text size="sm" c={MUTED}>
          No entries.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180}>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th w={170}>Action</Table.Th>
                <Table.Th>About</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>{at(row.at)}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{row.by_email}</Table.Td>
                  <Table.Td>{AUDIT_ACTION_LABELS[row.action]}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{row.target}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{detailsText(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {page && page.total > 0 ? (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c={MUTED}>
            {`${start}–${end} of ${page.total}`}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={stack.length <= 1}
              onClick={() => setStack(stack.slice(0, -1))}
            >
              Newer
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={!page.nextCursor}
              onClick={() => page.nextCursor && setStack([...stack, page.nextCursor])}
            >
              Older
            </Button>
          </Group>
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * The Team tab (owners): invite by e-mail with a role, the members with their role and access, pending invitations
 * (resend, withdraw) and the audit log. Every change is the server's to allow (owner-only callables).
 */
export function TeamTab({ saveCsv }: { saveCsv: SaveCsv }) {
  const [team, setTeam] = useState<TeamResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [orphans, setOrphans] = useState<{ email: string; bookings: OrphanBooking[] } | null>(null);

  const reload = useCallback(() => {
    setProblem(null);
    loadTeam().then(setTeam, (error: unknown) => setProblem(teamErrorMessage(error, "The team could not be loaded.")));
  }, []);
  useEffect(reload, [reload]);

  function changed(member: MemberRow, futureBookings: OrphanBooking[] | null) {
    setTeam((current) =>
      current
        ? { ...current, members: current.members.map((row) => (row.uid === member.uid ? member : row)) }
        : current,
    );
    if (futureBookings) setOrphans({ email: member.email, bookings: futureBookings });
  }

  return (
    <Stack gap="lg" pt="lg">
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}{" "}
          <Button size="xs" variant="default" onClick={reload}>
            Try again
          </Button>
        </Alert>
      ) : null}
      <InviteForm onTeam={setTeam} />
      {orphans ? (
        <OrphanList email={orphans.email} bookings={orphans.bookings} onClose={() => setOrphans(null)} />
      ) : null}
      {team ? (
        <>
          <Members members={team.members} onChanged={changed} />
          <Invitations team={team} onTeam={setTeam} />
          <AuditLog members={team.members} saveCsv={saveCsv} />
        </>
      ) : problem ? null : (
        <Text role="status">Loading...</Text>
      )}
    </Stack>
  );
}

/** Saves the audit log's CSV as the lead tables save theirs (lib/staff/csv.ts, RFC 4180). */
async function saveCsvFile(fileBase: string, columns: string[], rows: Record<string, unknown>[]) {
  const [{ csvFileName, toCsv }, { downloadText }] = await Promise.all([
    import("../../lib/staff/csv"),
    import("../../lib/staff/download"),
  ]);
  downloadText(csvFileName(fileBase), toCsv(columns, rows));
}

/** The dashboard's Team tab panel (features/team/staff.ts). */
export default function TeamPanel() {
  return <TeamTab saveCsv={saveCsvFile} />;
}
