import { ROLE_LABELS, ROLES, type MemberRow, type OrphanBooking, type Role, type TeamResponse } from "@domain";
import { Alert, Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { ProblemAlert as Problem } from "../../components/ProblemAlert/ProblemAlert";
import { auditStamp as at } from "../../lib/staff/format";
import {
  inviteMember,
  loadTeam,
  resendInvitation,
  setMemberActive,
  setMemberRole,
  teamErrorMessage,
  withdrawInvitation,
} from "./api";

const MUTED = "#4a5872";
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

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

/**
 * The Team tab (owners): invite by e-mail with a role, the members with their role and access, pending invitations
 * (resend, withdraw), then what the route puts below (the audit log: routes/dashboard.team.tsx). Every change is the
 * server's to allow (owner-only callables).
 */
export function TeamScreen({
  below,
}: {
  /** Below the invitations, given the members (the route: features/audit's log). */
  below?: (members: MemberRow[]) => ReactNode;
}) {
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
          {below?.(team.members)}
        </>
      ) : problem ? null : (
        <Text role="status">Loading...</Text>
      )}
    </Stack>
  );
}

/** The Team tab's own screens, without the audit log (routes/dashboard.team.tsx adds it). */
export default function TeamPanel() {
  return <TeamScreen />;
}
