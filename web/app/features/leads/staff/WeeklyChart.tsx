import { VisuallyHidden } from "@mantine/core";
import { formatDay } from "../../../lib/staff/format";

export interface WeeklyChartProps {
  /** What is counted, for the labels: "contact messages". */
  noun: string;
  /** Oldest week first; `weekStart` is the Monday (YYYY-MM-DD, UTC). */
  weeks: { weekStart: string; count: number }[];
}

const WIDTH = 480;
const HEIGHT = 160;
const AXIS = 24;
const TOP = 18;

/** "3 contact messages in the last 12 weeks, most in the week of Nov 9 (2)": the chart's summary for screen readers. */
function chartSummary(noun: string, weeks: WeeklyChartProps["weeks"]): string {
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const busiest = weeks.reduce<WeeklyChartProps["weeks"][number] | null>(
    (best, week) => (week.count > (best?.count ?? 0) ? week : best),
    null,
  );
  const span = `in the last ${weeks.length} weeks`;
  if (!busiest) return `No ${noun} ${span}.`;
  return `${total} ${noun} ${span}, most in the week of ${formatDay(busiest.weekStart)} (${busiest.count}).`;
}

/**
 * Submissions per week as a small bar chart drawn in SVG (no chart library): a picture with a summary as its name
 * (`role="img"`, `aria-label`) and the week-by-week numbers in a visually hidden table for screen readers.
 */
export function WeeklyChart({ noun, weeks }: WeeklyChartProps) {
  const max = Math.max(1, ...weeks.map((week) => week.count));
  const slot = WIDTH / Math.max(1, weeks.length);
  const barWidth = Math.max(4, slot * 0.62);
  const plot = HEIGHT - AXIS - TOP;
  const summary = chartSummary(noun, weeks);

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ display: "block", maxWidth: WIDTH, height: "auto" }}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#c3cad6" />
        {weeks.map((week, index) => {
          const height = (week.count / max) * plot;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - AXIS - height;
          // Every other week is named, counting back from the latest, so neighbouring names never collide.
          const labelled = (weeks.length - 1 - index) % 2 === 0;
          return (
            <g key={week.weekStart}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(height, week.count > 0 ? 2 : 0)}
                rx={2}
                fill="#1c7ed6"
              >
                <title>{`Week of ${formatDay(week.weekStart)}: ${week.count}`}</title>
              </rect>
              {week.count > 0 ? (
                <text x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={13} fill="#33415c">
                  {week.count}
                </text>
              ) : null}
              {labelled ? (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={13} fill="#4a5872">
                  {formatDay(week.weekStart)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{`${noun} per week`}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <td>{formatDay(week.weekStart)}</td>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
