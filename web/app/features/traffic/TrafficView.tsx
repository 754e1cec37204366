import "@mantine/dates/styles.css";
import {
  conversionRate,
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  formatUsd,
  type FunnelRow,
  type MoneyFigures,
  type Ranked,
  type TrafficReportResponse,
} from "@domain";
import { Alert, Button, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { useEffect, useState } from "react";
import { loadTrafficReport, reportErrorMessage } from "./api";
import { DailyChart } from "./DailyChart";
import { lastDays, type PeriodChoice } from "./period";

const MUTED = "#4a5872";

function Loading() {
  return (
    <Text role="status" py="xl" ta="center">
      Loading...
    </Text>
  );
}

/** A ranked list of counts (top pages, channels, sources, campaigns) as a small table. */
function RankedTable({ title, what, rows }: { title: string; what: string; rows: Ranked[] }) {
  const id = `traffic-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c={MUTED}>
          None in this period.
        </Text>
      ) : (
        <Table verticalSpacing={4} layout="fixed">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{what}</Table.Th>
              <Table.Th ta="right" w={90}>
                Count
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{row.key}</Table.Td>
                <Table.Td ta="right">{row.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/**
 * The funnel's steps for each row (overall, a channel, a landing page): counts and conversion from visits, and under
 * "Paid" the money of the row's key in `money` (net of refunds, from the server).
 */
function FunnelTable({
  caption,
  first,
  rows,
  money,
}: {
  caption: string;
  first: string;
  rows: FunnelRow[];
  money: Readonly<Record<string, MoneyFigures>>;
}) {
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too (axe: scrollable-region-focusable).
    <div role="region" aria-label={`Funnel ${caption.toLowerCase()}`} tabIndex={0} style={{ overflowX: "auto" }}>
      <Table verticalSpacing={4} captionSide="top" miw={640}>
        <Table.Caption style={{ textAlign: "left", fontWeight: 600, color: "#1f2a44" }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{first}</Table.Th>
            {FUNNEL_STEPS.map((step) => (
              <Table.Th key={step} ta="right">
                {FUNNEL_LABELS[step]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{row.key}</Table.Td>
              {FUNNEL_STEPS.map((step) => (
                <Table.Td key={step} ta="right">
                  {row[step]}
                  {step === "visits" ? null : (
                    <Text span size="xs" c={MUTED} display="block">
                      {conversionRate(row[step], row.visits)}
                    </Text>
                  )}
                  {step === "paid" ? (
                    <Text span size="xs" fw={600} display="block">
                      {formatUsd(Object.hasOwn(money, row.key) ? money[row.key]!.net : 0)} net
                    </Text>
                  ) : null}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Figures({ report }: { report: TrafficReportResponse }) {
  const totals = [
    { label: "Page views", value: report.totals.pageviews },
    { label: "Visits", value: report.totals.visits },
    { label: "Visitors (daily, summed)", value: report.totals.visitors },
  ];
  return (
    <Stack gap="lg">
      {report.pendingEvents ? (
        <Alert color="yellow" title="Still counting">
          Some recent page views are still being counted; reload in a moment for the complete figures.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {totals.map((total) => (
          <Paper key={total.label} withBorder radius="md" p="md">
            <Text size="sm" c={MUTED}>
              {total.label}
            </Text>
            <Text fz={28} fw={700}>
              {total.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="traffic-per-day">
        <Title order={3} size="h5" id="traffic-per-day" mb="xs">
          Visits and visitors per day
        </Title>
        <DailyChart days={report.days} />
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="traffic-funnel">
        <Stack gap="md">
          <div>
            <Title order={3} size="h5" id="traffic-funnel">
              Funnel
            </Title>
            <Text size="sm" c={MUTED}>
              From visits to payments; each step as a count and as a share of the visits. Counts only, never a person.
            </Text>
            <Text size="sm" c={MUTED}>
              Paid also shows the money: invoices and checkout payments paid in the period,{" "}
              {formatUsd(report.money.all.gross)} less {formatUsd(report.money.all.refunded)} refunded, under the
              lead&apos;s source.
              {report.money.flagged > 0
                ? ` ${report.money.flagged} of them did not match the expected amount: review them in Stripe.`
                : ""}
              {report.money.truncated ? " More were paid than one report reads: the oldest are left out." : ""}
            </Text>
          </div>
          <FunnelTable
            caption="Overall"
            first=""
            rows={[{ key: "All", ...report.funnel }]}
            money={{ All: report.money.all }}
          />
          <FunnelTable
            caption="By channel"
            first="Channel"
            rows={report.funnelByChannel}
            money={report.money.byChannel}
          />
          <FunnelTable
            caption="By landing page"
            first="Landing page"
            rows={report.funnelByLanding}
            money={report.money.byLanding}
          />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RankedTable title="Top pages" what="Page (page views)" rows={report.pages} />
        <RankedTable title="Channels" what="Channel (visits)" rows={report.channels} />
        <RankedTable title="Top sources" what="Source (visits)" rows={report.sources} />
        <RankedTable title="Top campaigns" what="Campaign (visits)" rows={report.campaigns} />
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The dashboard's Traffic tab: for the last 7, 30 or 90 days or a chosen range, visits and visitors per day, the
 * funnel from visit to payment overall, by channel and by landing page, and the top pages, channels, sources and
 * campaigns. Counts from the daily roll-up (functions/src/traffic): reading it costs one document a day.
 */
export function TrafficView() {
  const [choice, setChoice] = useState<PeriodChoice>("30");
  const [range, setRange] = useState<DatesRangeValue<string>>([null, null]);
  const [report, setReport] = useState<TrafficReportResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  const period =
    choice === "range" ? (range[0] && range[1] ? { from: range[0], to: range[1] } : null) : lastDays(Number(choice));
  const from = period?.from;
  const to = period?.to;

  useEffect(() => {
    if (!from || !to) return;
    let current = true;
    setError(null);
    setReport(null);
    loadTrafficReport(from, to).then(
      (answer) => current && setReport(answer),
      (failure: unknown) => current && setError(reportErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [from, to, attempt]);

  return (
    <Stack gap="lg" pt="lg">
      <div>
        <Title order={2} size="h3">
          Traffic
        </Title>
        <Text size="sm" c={MUTED}>
          Visits counted without cookies (days in UTC). Bots, test browsers and signed-in staff are not counted.
        </Text>
      </div>
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Period"
          value={choice}
          onChange={(value) => setChoice(value as PeriodChoice)}
          data={[
            { value: "7", label: "7 days" },
            { value: "30", label: "30 days" },
            { value: "90", label: "90 days" },
            { value: "range", label: "Range" },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
        {choice === "range" ? (
          <DatePickerInput
            type="range"
            label="Days"
            placeholder="Pick the first and last day"
            value={range}
            onChange={setRange}
            allowSingleDateInRange
            previousLabel="Previous month"
            nextLabel="Next month"
            valueFormat="MMM D, YYYY"
            maxDate={new Date()}
            styles={{ placeholder: { color: "#5c6a82" } }}
            w={{ base: "100%", xs: 300 }}
          />
        ) : null}
      </Stack>
      {error ? (
        <Alert color="red" title="Error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button size="compact-sm" variant="default" onClick={() => setAttempt((count) => count + 1)}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !period ? (
        <Text c={MUTED}>Pick the first and last day of the range.</Text>
      ) : report ? (
        <Figures report={report} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}
