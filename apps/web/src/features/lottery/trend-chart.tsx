import type { TDrawView, TLotteryGameDetail } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { type NumberStat, trendStats } from './trend';

/**
 * The trend chart and the hot and cold numbers: plain SVG drawn here, loaded with the statistics panel only
 * (no chart library; nothing of it in the first load).
 */
export function TrendChart({ kind, draws }: { kind: TLotteryGameDetail['kind']; draws: readonly TDrawView[] }) {
  const { t } = useTranslation('lottery');
  const stats = trendStats(kind, draws);
  if (stats.draws === 0) return <p className="text-sm text-ink-soft">{t('results.none')}</p>;
  const max = Math.max(1, ...stats.numbers.map((n) => n.count));
  const barWidth = 10;
  const gap = stats.numbers.length > 20 ? 2 : 6;
  const width = stats.numbers.length * (barWidth + gap);
  const height = 120;
  const hot = new Set(stats.hot.map((n) => n.label));
  const cold = new Set(stats.cold.map((n) => n.label));
  const showLabels = stats.numbers.length <= 20;
  return (
    <div className="space-y-4">
      <p className="text-xs text-ink-soft">{t('trend.over', { count: stats.draws })}</p>
      <figure className="overflow-x-auto">
        <svg
          role="img"
          aria-label={t('trend.chartLabel', { count: stats.draws })}
          viewBox={`0 0 ${width} ${height + (showLabels ? 16 : 0)}`}
          className="h-40 w-full min-w-[18rem]"
          preserveAspectRatio="none"
        >
          {stats.numbers.map((n, i) => {
            const h = Math.round((n.count / max) * height);
            const fill = hot.has(n.label) ? '#e23d5b' : cold.has(n.label) ? '#60a5fa' : '#f5c242';
            return (
              <g key={n.label}>
                <rect x={i * (barWidth + gap)} y={height - h} width={barWidth} height={h} rx={2} fill={fill}>
                  <title>{t('trend.bar', { n: n.label, count: n.count })}</title>
                </rect>
                {showLabels ? (
                  <text
                    x={i * (barWidth + gap) + barWidth / 2}
                    y={height + 12}
                    textAnchor="middle"
                    fontSize="8"
                    fill="#a9b3c7"
                  >
                    {n.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </figure>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberList title={t('trend.hot')} numbers={stats.hot} tone="text-crimson-ink" />
        <NumberList title={t('trend.cold')} numbers={stats.cold} tone="text-sky-400" />
      </div>
    </div>
  );
}

function NumberList({ title, numbers, tone }: { title: string; numbers: NumberStat[]; tone: string }) {
  const { t } = useTranslation('lottery');
  return (
    <div className="rounded-xl border border-line bg-raised/50 p-3">
      <h3 className={`mb-2 text-sm font-semibold ${tone}`}>{title}</h3>
      <ul className="space-y-1 text-sm tabular-nums">
        {numbers.map((n) => (
          <li key={n.label} className="flex justify-between gap-2">
            <span className="font-semibold text-ink">{n.label}</span>
            <span className="text-ink-soft">{t('trend.line', { count: n.count, absent: n.absent })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default TrendChart;
