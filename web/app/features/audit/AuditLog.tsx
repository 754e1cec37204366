import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  type AuditAction,
  type AuditCursor,
  type AuditPageResponse,
  type AuditRow,
  type MemberRow,
} from "@domain";
import { Button, Group, Paper, Select, Table, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { ProblemAlert as Problem } from "../../components/ProblemAlert/ProblemAlert";
import { auditStamp as at } from "../../lib/staff/format";
import { actionErrorMessage } from "../../lib/staff/loadError";
import type { SaveCsv } from "../../lib/staff/saveCsv";
import { exportAuditPage, loadAuditPage, type AuditFilters } from "./api";

const MUTED = "#4a5872";

const detailsText = (row: AuditRow) =>
  Object.entries(row.details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");

/** The most entries one CSV export holds (20 pages of 500); the file says when it stopped there. */
const EXPORT_MAX_PAGES = 20;

export interface AuditLogProps {
  /** The people the Person filter offers (the team's members), besides the command line. */
  members: readonly Pick<MemberRow, "uid" | "email">[];
  saveCsv: SaveCsv;
}

/**
 * The audit log (every feature writes to it: platform/audit.ts): filters by person and action, pages newest first,
 * and its CSV export through the pages of exportAuditLog. Any staff tab may show it; the route hands it in.
 */
export function AuditLog({ members, saveCsv }: AuditLogProps) {
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
      (error: unknown) => current && setProblem(actionErrorMessage(error, "The audit log could not be loaded.")),
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
      setProblem(actionErrorMessage(error, "The audit log could not be exported."));
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
