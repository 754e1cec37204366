import { SUBMISSIONS_SEARCH_MAX, type SubmissionKind, type SubmissionRowsByKind } from "@domain";
import { Alert, Button, Group, Loader, Pagination, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { listAllSubmissions, loadErrorMessage } from "./api";
import { csvColumns, csvFileName, toCsv } from "./csv";
import { downloadText } from "./download";
import { LoadingState } from "./LoadingState";
import { notify } from "./notify";
import { SubmissionDrawer } from "./SubmissionDrawer";
import type { TabDefinition } from "./types";
import type { SubmissionList } from "./useSubmissionList";

export interface SubmissionsTabProps<TKind extends SubmissionKind> {
  definition: TabDefinition<TKind>;
  list: SubmissionList<TKind>;
  /** Buttons for one row, shown in the table's last column and in its detail drawer. */
  rowActions?: (row: SubmissionRowsByKind[TKind]) => ReactNode;
}

/** One dashboard tab: search, a page of rows, paging, the detail drawer and the CSV export of the whole tab. */
export function SubmissionsTab<TKind extends SubmissionKind>({
  definition,
  list,
  rowActions,
}: SubmissionsTabProps<TKind>) {
  const [selected, setSelected] = useState<SubmissionRowsByKind[TKind] | null>(null);
  const [exporting, setExporting] = useState(false);
  const { data, loading, error, appliedSearch } = list;

  async function exportCsv() {
    setExporting(true);
    try {
      const rows = (await listAllSubmissions(definition.kind)) as unknown as Record<string, unknown>[];
      const columns = csvColumns(
        definition.fields.map((field) => field.key),
        rows,
      );
      downloadText(csvFileName(definition.fileBase), toCsv(columns, rows));
    } catch (failure) {
      notify({ tone: "error", title: "Error", message: loadErrorMessage(failure) });
    } finally {
      setExporting(false);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.rows.length - 1 : 0;

  return (
    <Stack gap="md" pt="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={definition.searchLabel}
          placeholder={definition.searchPlaceholder}
          type="search"
          value={list.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          maxLength={SUBMISSIONS_SEARCH_MAX}
          w={{ base: "100%", sm: 360 }}
        />
        <Button
          variant="default"
          onClick={exportCsv}
          loading={exporting}
          disabled={list.overallTotal === 0}
          aria-label={`Export CSV of every ${definition.noun}`}
        >
          Export CSV
        </Button>
      </Group>

      {error ? (
        <Alert color="red" title="Error" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="xs" variant="light" color="red" onClick={list.reload}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}

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
                {appliedSearch ? `No ${definition.noun}s match “${appliedSearch}”.` : definition.empty}
              </Text>
            ) : (
              <Text size="sm" c="#4a5872">
                {`Showing ${first}–${last} of ${data.total}`}
                {appliedSearch ? ` matching “${appliedSearch}”` : ""}
                {", newest first"}
              </Text>
            )}
          </Group>

          {data.rows.length > 0 ? (
            <Table.ScrollContainer minWidth={960}>
              <Table layout="fixed" highlightOnHover verticalSpacing="sm" style={{ opacity: loading ? 0.6 : 1 }}>
                <Table.Thead>
                  <Table.Tr>
                    {definition.columns.map((column) => (
                      <Table.Th key={column.header} w={column.width}>
                        {column.header}
                      </Table.Th>
                    ))}
                    <Table.Th w={rowActions ? 290 : 90}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((row) => (
                    <Table.Tr key={row.id} onClick={() => setSelected(row)} style={{ cursor: "pointer" }}>
                      {definition.columns.map((column) => {
                        const text = column.cell(row);
                        return (
                          <Table.Td key={column.header}>
                            <Text size="sm" truncate="end" title={text}>
                              {text}
                            </Text>
                          </Table.Td>
                        );
                      })}
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            onClick={() => setSelected(row)}
                            aria-label={`View ${definition.title(row)}`}
                          >
                            View
                          </Button>
                          {rowActions?.(row)}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}

          {pages > 1 ? (
            <Pagination
              total={pages}
              value={data.page}
              onChange={list.setPage}
              disabled={loading}
              getControlProps={(control) => ({ "aria-label": `${control} page` })}
              getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
            />
          ) : null}
        </>
      )}

      <SubmissionDrawer
        definition={definition}
        row={selected}
        onClose={() => setSelected(null)}
        actions={selected && rowActions ? rowActions(selected) : null}
      />
    </Stack>
  );
}
