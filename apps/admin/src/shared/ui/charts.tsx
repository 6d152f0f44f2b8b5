/**
 * Small SVG charts for the back office's dashboard (ADR 067): bars (stacked or side by side, negatives below the
 * zero line) and lines over a run of days. Drawn here rather than with a chart library: a few hundred lines of
 * SVG cost less than any library's bundle, and nothing is downloaded at install. Each chart is an image with a
 * name for screen readers, a legend, and each day's values in a tooltip (the figures themselves are in the page's
 * tables).
 */

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  values: number[];
}

const W = 640;
const H = 200;
// Text is in the viewBox's units: a chart a third of a desktop wide still reads at about 10 px.
const PAD = { top: 14, right: 10, bottom: 30, left: 84 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;

/** A palette a few series tell apart, colour-blind friendly enough (Tableau 10). */
export const chartColors = [
  '#4e79a7',
  '#f28e2b',
  '#59a14f',
  '#e15759',
  '#76b7b2',
  '#edc948',
  '#b07aa1',
  '#ff9da7',
  '#9c755f',
];

function Legend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1 px-3 pb-2 text-xs text-ink-soft">
      {series.map((s) => (
        <li key={s.key} className="inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-2.5 rounded-sm" style={{ background: s.color }} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

function scale(min: number, max: number) {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max);
  const span = hi - lo || 1;
  return { lo, hi, y: (v: number) => PAD.top + ((hi - v) / span) * plotH };
}

function Axes({
  days,
  lo,
  hi,
  y,
  format,
}: {
  days: string[];
  lo: number;
  hi: number;
  y: (v: number) => number;
  format: (n: number) => string;
}) {
  const ticks = days.length > 1 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [0];
  const x = (i: number) => PAD.left + ((i + 0.5) / Math.max(days.length, 1)) * plotW;
  return (
    <g fontSize={18} fill="currentColor">
      <line x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} stroke="#c5ccd6" />
      {hi > 0 ? (
        <text x={PAD.left - 6} y={y(hi) + 12} textAnchor="end">
          {format(hi)}
        </text>
      ) : null}
      {lo < 0 ? (
        <text x={PAD.left - 6} y={y(lo)} textAnchor="end">
          {format(lo)}
        </text>
      ) : null}
      <text x={PAD.left - 6} y={y(0) + 6} textAnchor="end">
        0
      </text>
      {ticks.map((i) => (
        <text key={i} x={x(i)} y={H - 6} textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}>
          {days[i]?.slice(5)}
        </text>
      ))}
    </g>
  );
}

/** Bars per day: stacked (a day's products) or side by side (deposits beside withdrawals). */
export function BarChart({
  label,
  days,
  series,
  stacked = false,
  format,
}: {
  label: string;
  days: string[];
  series: ChartSeries[];
  stacked?: boolean;
  format: (n: number) => string;
}) {
  const totals = days.map((_, i) => {
    let up = 0;
    let down = 0;
    for (const s of series) {
      const v = s.values[i] ?? 0;
      if (stacked) {
        if (v > 0) up += v;
        else down += v;
      } else {
        up = Math.max(up, v);
        down = Math.min(down, v);
      }
    }
    return { up, down };
  });
  const { lo, hi, y } = scale(Math.min(0, ...totals.map((t) => t.down)), Math.max(0, ...totals.map((t) => t.up)));
  const slot = plotW / Math.max(days.length, 1);
  const barW = stacked ? slot * 0.7 : (slot * 0.8) / Math.max(series.length, 1);
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full text-ink-faint">
        <Axes days={days} lo={lo} hi={hi} y={y} format={format} />
        {days.map((day, i) => {
          let up = 0;
          let down = 0;
          const left = PAD.left + i * slot + (slot - (stacked ? barW : barW * series.length)) / 2;
          return (
            <g key={day}>
              <title>{`${day}: ${series.map((s) => `${s.label} ${format(s.values[i] ?? 0)}`).join(', ')}`}</title>
              {series.map((s, k) => {
                const v = s.values[i] ?? 0;
                if (v === 0) return null;
                let from: number;
                let to: number;
                if (stacked) {
                  from = v > 0 ? up : down;
                  to = from + v;
                  if (v > 0) up = to;
                  else down = to;
                } else {
                  from = 0;
                  to = v;
                }
                const top = y(Math.max(from, to));
                const height = Math.max(1, Math.abs(y(from) - y(to)));
                return (
                  <rect
                    key={s.key}
                    x={stacked ? left : left + k * barW}
                    y={top}
                    width={Math.max(1, barW - 1)}
                    height={height}
                    fill={s.color}
                  />
                );
              })}
            </g>
          );
        })}
      </svg>
      <Legend series={series} />
    </figure>
  );
}

/** Lines per day: counts that move together (active and new players). */
export function LineChart({
  label,
  days,
  series,
  format,
}: {
  label: string;
  days: string[];
  series: ChartSeries[];
  format: (n: number) => string;
}) {
  const all = series.flatMap((s) => s.values);
  const { lo, hi, y } = scale(Math.min(0, ...all), Math.max(1, ...all));
  const x = (i: number) => PAD.left + ((i + 0.5) / Math.max(days.length, 1)) * plotW;
  return (
    <figure className="m-0">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full text-ink-faint">
        <Axes days={days} lo={lo} hi={hi} y={y} format={format} />
        {series.map((s) => (
          <g key={s.key}>
            <polyline
              fill="none"
              stroke={s.color}
              strokeWidth={2}
              points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            />
            {s.values.map((v, i) => (
              <circle key={days[i]} cx={x(i)} cy={y(v)} r={2.5} fill={s.color}>
                <title>{`${days[i]}: ${s.label} ${format(v)}`}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <Legend series={series} />
    </figure>
  );
}
