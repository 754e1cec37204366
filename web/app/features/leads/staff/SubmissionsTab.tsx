import {
  hasNewReply,
  isLeadKind,
  sourceSummary,
  storedSourceOf,
  SUBMISSIONS_SEARCH_MAX,
  type SubmissionKind,
  type SubmissionRowsByKind,
} from "@domain";
import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState, type ReactNode } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { exportAllSubmissions } from "./api";
import { csvFileName, exportCsv } from "../../../lib/staff/csv";
import { downloadText } from "../../../lib/staff/download";
import { statusLabel } from "../../../lib/staff/format";
import { ReceivedFilter, SourceFilter, StatusFilter } from "./ListFilters";
import { LoadingState } from "../../../components/LoadingState/LoadingState";
import { notify } from "../../../lib/staff/notify";
import { SubmissionDrawer } from "./SubmissionDrawer";
import classes from "./SubmissionsTab.module.css";
import { type Column, type TabDefinition } from "../../../lib/staff/leadTable";
import { listRequest, type SubmissionList } from "./useSubmissionList";
import { LoadError } from "../../../components/LoadError/LoadError";

export interface SubmissionsTabProps<TKind extends SubmissionKind> {
  definition: TabDefinition<TKind>;
  list: SubmissionList<TKind>;
  /** Buttons for one row, shown in the table's last column and in its detail drawer. */
  rowActions?: (row: SubmissionRowsByKind[TKind]) => ReactNode;
}

/**
 * Below this width the table scrolls inside its frame (from the cards' breakpoint up to here): the columns' widths
 * add up to about 1,150 px with the Source column, and the one column without a width needs room too. At 1,240 px a
 * 1280-px window shows the whole table without scrolling.
 */
const TABLE_MIN_WIDTH = 1240;

/** Below this width the rows are cards: a table of six columns cannot be read on a phone. */
const CARDS_QUERY = "(max-width: 47.99em)";

/** A lead's status, after "New reply · " while a reply nobody opened waits (conversations). */
function leadStatusText(row: unknown): string {
  const { status } = row as { status?: never };
  return `${hasNewReply(row as object) ? "New reply · " : ""}${statusLabel(status)}`;
}

/** The Status column of contact messages and applications. */
function statusColumn<TRow>(): Column<TRow> {
  return { header: "Status", width: 120, cell: (row) => leadStatusText(row) };
}

/** The Source column of every tab: "chamber / newsletter / spring", a referring host, or the channel. */
function sourceColumn<TRow>(): Column<TRow> {
  return { header: "Source", width: 150, cell: (row) => sourceSummary(storedSourceOf(row as { source?: unknown })) };
}

/**
 * One dashboard tab: search and filters, a page of rows (a table, or cards on a phone), keyset paging, the detail
 * drawer and the CSV export of the whole tab with the current filters.
 */
export function SubmissionsTab<TKind extends SubmissionKind>({
  definition,
  list,
  rowActions,
}: SubmissionsTabProps<TKind>) {
  const [selected, setSelected] = useState<SubmissionRowsByKind[TKind] | null>(null);
  const [exporting, setExporting] = useState<number | null>(null);
  const cards = useMediaQuery(CARDS_QUERY) ?? false;
  const { data, loading, error, appliedSearch, filters } = list;
  const lead = isLeadKind(definition.kind);
  const columns: Column<SubmissionRowsByKind[TKind]>[] = lead
    ? [definition.columns[0]!, statusColumn(), sourceColumn(), ...definition.columns.slice(1)]
    : [...definition.columns.slice(0, -1), sourceColumn(), ...definition.columns.slice(-1)];

  async function exportCsvFile() {
    setExporting(0);
    try {
      const { cursor: _first, ...request } = listRequest(definition.kind, filters, appliedSearch, null);
      const rows = (await exportAllSubmissions(request, setExporting)) as unknown as Record<string, unknown>[];
      const csv = exportCsv(
        definition.fields.map((field) => field.key),
        rows,
        lead,
      );
      downloadText(csvFileName(definition.fileBase), csv);
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setExporting(null);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (list.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.rows.length - 1 : 0;
  const narrowed = [
    appliedSearch ? ` matching “${appliedSearch}”` : "",
    filters.status ? ` with status ${statusLabel(filters.status)}` : "",
    filters.channel ? ` from ${filters.channel}` : "",
  ].join("");

  const viewButton = (row: SubmissionRowsByKind[TKind]) => (
    <Button
      size="compact-sm"
      variant="light"
      onClick={() => setSelected(row)}
      aria-label={`View ${definition.title(row)}`}
    >
      View
    </Button>
  );

  return (
    <Stack gap="md" pt="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" wrap="wrap" gap="sm" className={classes.filters}>
          <TextInput
            label={definition.searchLabel}
            placeholder={definition.searchPlaceholder}
            type="search"
            value={list.search}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            maxLength={SUBMISSIONS_SEARCH_MAX}
            w={{ base: "100%", xs: 300 }}
          />
          {isLeadKind(list.kind) ? (
            <StatusFilter
              kind={list.kind}
              value={filters.status}
              onChange={(status) => list.setFilters({ ...filters, status })}
            />
          ) : null}
          <SourceFilter value={filters.channel} onChange={(channel) => list.setFilters({ ...filters, channel })} />
          <ReceivedFilter filters={filters} onChange={(range) => list.setFilters({ ...filters, ...range })} />
        </Group>
        <Button
          variant="default"
          onClick={exportCsvFile}
          loading={exporting !== null}
          disabled={data !== null && data.total === 0}
          aria-label={`Export CSV of every ${definition.noun}${list.filtered ? " shown by the filters" : ""}`}
        >
          Export CSV
        </Button>
      </Group>
      {exporting !== null ? (
        <Text size="sm" c="#4a5872" role="status">
          {`Exporting… ${exporting} rows so far`}
        </Text>
      ) : null}

      {error ? <LoadError message={error} onRetry={list.reload} /> : null}

      {!data ? (
        loading ? (
          <LoadingState />
        ) : null
      ) : (
        <>
          <Group gap="xs" aria-live="polite" mih={24}>
            {loading ? (
              <>
                <Loader size="xs" />
                <Text size="sm">Loading...</Text>
              </>
            ) : data.total === 0 ? (
              <Text c="#4a5872">
                {list.filtered ? `No ${definition.noun}s match these filters.` : definition.empty}
              </Text>
            ) : (
              <Text size="sm" c="#4a5872">
                {`Showing ${first}–${last} of ${data.total}${narrowed}, newest first`}
              </Text>
            )}
          </Group>

          {data.rows.length > 0 && cards ? (
            <ul
              className={classes.cards}
              aria-label={`${definition.noun}s`}
              aria-busy={loading}
              style={{ opacity: loading ? 0.6 : 1 }}
            >
              {data.rows.map((row) => (
                <li key={row.id}>
                  <Paper withBorder p="md" radius="md">
                    <Stack gap="xs">
                      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                        <Text fw={700} className={classes.wrap}>
                          {definition.title(row)}
                        </Text>
                        {lead ? (
                          <Badge variant="light" className={classes.badge}>
                            {leadStatusText(row)}
                          </Badge>
                        ) : null}
                      </Group>
                      <dl className={classes.cardFields}>
                        {columns
                          .filter((column) => column.header !== "Status")
                          .map((column) => {
                            const text = column.cell(row);
                            return text ? (
                              <div key={column.header}>
                                <dt>{column.header}</dt>
                                <dd>{text}</dd>
                              </div>
                            ) : null;
                          })}
                      </dl>
                      <Group gap="xs">
                        {viewButton(row)}
                        {rowActions?.(row)}
                      </Group>
                    </Stack>
                  </Paper>
                </li>
              ))}
            </ul>
          ) : data.rows.length > 0 ? (
            <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
              <Table
                layout="fixed"
                highlightOnHover
                verticalSpacing="sm"
                aria-busy={loading}
                style={{ opacity: loading ? 0.6 : 1 }}
              >
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column.header} w={column.width}>
                        {column.header}
                      </Table.Th>
                    ))}
                    <Table.Th w={rowActions ? 340 : 80}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id} onClick={() => setSelected(row)} style={{ cursor: "pointer" }}>
                      {columns.map((column) => {
                        const text = column.cell(row);
                        return (
                          <Table.Td key={column.header}>
                            {column.header === "Status" ? (
                              <Badge variant="light" className={classes.badge}>
                                {text}
                              </Badge>
                            ) : column.wrap ? (
                              <Text size="sm">{text}</Text>
                            ) : (
                              <Text size="sm" truncate="end" title={text}>
                                {text}
                              </Text>
                            )}
                          </Table.Td>
                        );
                      })}
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Group gap="xs">
                          {viewButton(row)}
                          {rowActions?.(row)}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}

          {pages > 1 || list.hasPrevious ? (
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Button
                variant="default"
                onClick={list.previousPage}
                disabled={loading || !list.hasPrevious}
                aria-label="Previous page"
              >
                Previous
              </Button>
              <Text size="sm">{`Page ${list.page} of ${pages}`}</Text>
              <Button
                variant="default"
                onClick={list.nextPage}
                disabled={loading || !list.hasNext}
                aria-label="Next page"
              >
                Next
              </Button>
            </Group>
          ) : null}
        </>
      )}

      <SubmissionDrawer
        definition={definition}
        row={selected}
        onClose={() => setSelected(null)}
        onChanged={list.reload}
        onDeleted={() => {
          setSelected(null);
          list.reload();
        }}
        actions={selected && rowActions ? rowActions(selected) : null}
      />
    </Stack>
  );
}
