import { LEAD_KINDS, STATUSES_BY_KIND, STATUS_LABELS, type LeadKind, type OverviewResponse } from "@domain";
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { loadErrorMessage } from "../../../lib/staff/loadError";
import { submissionOverview } from "./api";
import { LoadingState } from "../../../components/LoadingState/LoadingState";
import classes from "./Overview.module.css";
import { WeeklyChart } from "./WeeklyChart";
import { LoadError } from "../../../components/LoadError/LoadError";

const KIND_TEXT: Record<LeadKind, { title: string; noun: string }> = {
  contact: { title: "Contact Forms", noun: "contact messages" },
  applications: { title: "AI Coach Applications", noun: "coach applications" },
  bookings: { title: "Bookings", noun: "bookings" },
};

/** One kind's counts: how many in each status (a bar per status, its share of the total) and the weekly chart. */
function KindOverview({ kind, data }: { kind: LeadKind; data: OverviewResponse["kinds"][LeadKind] }) {
  const { title, noun } = KIND_TEXT[kind];
  const headingId = `overview-${kind}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="#4a5872">{`${data.total} in all`}</Text>
        </div>
        <dl className={classes.statuses}>
          {STATUSES_BY_KIND[kind].map((status) => {
            const count = data.byStatus[status] ?? 0;
            const share = data.total > 0 ? (count / data.total) * 100 : 0;
            return (
              <div key={status} className={classes.status}>
                <dt>{STATUS_LABELS[status]}</dt>
                <dd>
                  <span className={classes.track} aria-hidden="true">
                    <span className={classes.bar} style={{ width: `${share}%` }} />
                  </span>
                  <span className={classes.count}>{count}</span>
                </dd>
              </div>
            );
          })}
        </dl>
        <div>
          <Title order={3} size="h6" mb="xs">
            Received per week
          </Title>
          <WeeklyChart noun={noun} weeks={data.weekly} />
        </div>
      </Stack>
    </Paper>
  );
}

/** The Overview tab: per kind, how many are in each status and how many arrived per week over the last 12 weeks. */
export function Overview() {
  const [data, setData] = useState<OverviewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    submissionOverview().then(
      (answer) => current && setData(answer),
      (failure: unknown) => current && setError(loadErrorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (error) {
    return <LoadError message={error} onRetry={() => setAttempt((count) => count + 1)} mt="lg" />;
  }
  if (!data) return <LoadingState />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" pt="lg">
      {LEAD_KINDS.map((kind) => (
        <KindOverview key={kind} kind={kind} data={data.kinds[kind]} />
      ))}
    </SimpleGrid>
  );
}
