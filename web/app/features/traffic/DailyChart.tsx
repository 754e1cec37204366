import { VisuallyHidden } from "@mantine/core";

export interface DailyChartProps {
  days: { day: string; visits: number; visitors: number; pageviews: number }[];
}

const WIDTH = 720;
const HEIGHT = 200;
const AXIS = 24;
const TOP = 18;

/** "Jan 5" for a YYYY-MM-DD day (UTC). */
function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

/**
 * Visits (bars) and visitors (a line) per day, drawn in SVG: a picture named by its summary, with the day-by-day
 * numbers in a visually hidden table for screen readers.
 */
export function DailyChart({ days }: DailyChartProps) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.visits, day.visitors)));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.6);
  const plot = HEIGHT - AXIS - TOP;
  const y = (count: number) => HEIGHT - AXIS - (count / max) * plot;
  const visits = days.reduce((sum, day) => sum + day.visits, 0);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  const summary = `${visits} visits and ${visitors} visitors over ${days.length} days`;
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));
  const line = days.map((day, index) => `${index * slot + slot / 2},${y(day.visitors)}`).join(" ");

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ display: "block", height: "auto" }}
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} stroke="#c3cad6" />
        {days.map((day, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const labelled = (days.length - 1 - index) % labelEvery === 0;
          return (
            <g key={day.day}>
              <rect
                x={x}
                y={y(day.visits)}
                width={barWidth}
                height={Math.max((day.visits / max) * plot, day.visits > 0 ? 2 : 0)}
                rx={2}
                fill="#1c7ed6"
              >
                <title>{`${shortDay(day.day)}: ${day.visits} visits, ${day.visitors} visitors`}</title>
              </rect>
              {labelled ? (
                <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" fontSize={13} fill="#4a5872">
                  {shortDay(day.day)}
                </text>
              ) : null}
            </g>
          );
        })}
        {days.length > 1 ? <polyline points={line} fill="none" stroke="#e8590c" strokeWidth={2} /> : null}
      </svg>
      <figcaption style={{ fontSize: 14, color: "#4a5872" }}>
        <span style={{ color: "#1c7ed6" }}>■</span> Visits <span style={{ color: "#e8590c" }}>—</span> Visitors
      </figcaption>
      <VisuallyHidden>
        <table>
          <caption>Visits and visitors per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Page views</th>
              <th scope="col">Visits</th>
              <th scope="col">Visitors</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <td>{shortDay(day.day)}</td>
                <td>{day.pageviews}</td>
                <td>{day.visits}</td>
                <td>{day.visitors}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
