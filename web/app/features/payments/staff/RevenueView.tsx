import { formatUsd, type RevenueLine, type RevenueReportResponse } from "@domain";
import { Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { LoadError } from "../../../components/LoadError/LoadError";
import { ReportPanel } from "../../../components/ReportPanel/ReportPanel";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { revenueReport } from "./api";

const MUTED = "#4a5872";
const PERIODS = [
  { value: "3", label: "3 months" },
  { value: "6", label: "6 months" },
  { value: "12", label: "12 months" },
];

/** "2027-03" as "Mar 2027". */
const monthLabel = (key: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${key}-01T00:00:00Z`),
  );

/** A table of revenue lines: what, paid, refunded, net. */
function RevenueTable({
  title,
  what,
  rows,
  label = (key) => key,
}: {
  title: string;
  what: string;
  rows: RevenueLine[];
  label?: (key: string) => string;
}) {
  return (
    <ReportPanel idPrefix="revenue" title={title} empty={rows.length === 0 && "No paid revenue in this period."}>
      <Table verticalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{what}</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Refunded</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{label(row.key)}</Table.Td>
              <Table.Td ta="right">{formatUsd(row.gross)}</Table.Td>
              <Table.Td ta="right">{row.refunded ? `−${formatUsd(row.refunded)}` : "—"}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatUsd(row.net)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ReportPanel>
  );
}

/**
 * The Revenue tab (owners and staff): paid revenue of invoices and checkout payments by month, channel, campaign and
 * landing page, refunds subtracted, as `revenueReport` sums it on the server.
 */
export default function RevenueView() {
  const [months, setMonths] = useState("12");
  const [report, setReport] = useState<RevenueReportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setError(null);
    setReport(null);
    revenueReport(Number(months)).then(setReport, (failure: unknown) => setError(loadErrorMessage(failure)));
  }, [months]);
  useEffect(load, [load]);

  return (
    <Stack gap="md" mt="md">
      <SegmentedControl data={PERIODS} value={months} onChange={setMonths} aria-label="Period" w="fit-content" />
      {error ? <LoadError message={error} onRetry={load} /> : null}
      {!error && !report ? (
        <Text role="status" py="xl" ta="center">
          Loading...
        </Text>
      ) : null}
      {report ? (
        <>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="revenue-total">
            <Title order={2} size="h4" id="revenue-total">
              Net revenue since {monthLabel(report.from.slice(0, 7))}: {formatUsd(report.total.net)}
            </Title>
            <Text size="sm" c={MUTED}>
              {report.total.count === 1
                ? "1 paid invoice or payment"
                : `${report.total.count} paid invoices and payments`}
              , {formatUsd(report.total.gross)} paid, {formatUsd(report.total.refunded)} refunded.
              {report.flagged ? ` ${report.flagged} flagged for an amount that does not match — review in Stripe.` : ""}
              {report.truncated ? " Only the newest 5,000 records of each kind are counted." : ""}
            </Text>
          </Paper>
          <RevenueTable title="By month" what="Month" rows={report.months} label={monthLabel} />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <RevenueTable title="By channel" what="Channel" rows={report.channels} />
            <RevenueTable title="By campaign" what="Campaign" rows={report.campaigns} />
            <RevenueTable title="By landing page" what="Landing page" rows={report.landingPages} />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
