import type { TDrawView, TLotteryGameDetail } from '@gemilang/contract';
import { type ElottResult, VN_TIER_SHAPES, type VnResult } from '@gemilang/games';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../shared/ui/skeleton';

type Kind = TLotteryGameDetail['kind'];

const isVn = (kind: Kind) => kind.startsWith('vn_');

function asVn(result: unknown): VnResult | null {
  const r = result as VnResult | null;
  return r && typeof r === 'object' && 'prizes' in r ? r : null;
}

function asElott(result: unknown): ElottResult | null {
  const r = result as ElottResult | null;
  return r && typeof r === 'object' && Array.isArray(r.numbers) ? r : null;
}

/** An e-lottery result as balls (PK10 and 11x5 with two digits). */
export function Balls({ kind, result }: { kind: Kind; result: unknown }) {
  const { t } = useTranslation('lottery');
  const r = asElott(result);
  if (!r) return null;
  const width = kind === 'pk10' || kind === '11x5' ? 2 : 1;
  const text = r.numbers.map((n) => String(n).padStart(width, '0'));
  return (
    <ol className="flex flex-wrap gap-1.5" aria-label={t('results.numbers', { numbers: text.join(' ') })}>
      {text.map((n, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a place in the draw is its identity
          key={i}
          className="grid size-9 place-items-center rounded-full bg-gradient-to-b from-gold to-gold-pressed text-sm font-bold tabular-nums text-night"
        >
          {n}
        </li>
      ))}
    </ol>
  );
}

/** A Vietnamese result with every tier, the special prize first, the last two digits of each number stressed. */
export function VnBoard({ kind, result }: { kind: Kind; result: unknown }) {
  const { t } = useTranslation('lottery');
  const r = asVn(result);
  if (!r) return null;
  const region = kind.slice(3) as keyof typeof VN_TIER_SHAPES;
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{t('results.tiersCaption')}</caption>
      <tbody>
        {VN_TIER_SHAPES[region].map((shape) => (
          <tr key={shape.tier} className="border-b border-line last:border-0">
            <th scope="row" className="w-20 py-2 pr-2 text-left align-top text-xs font-medium text-ink-soft sm:w-28">
              {t(`tiers.${shape.tier}`)}
            </th>
            <td className="py-2">
              <ul className="flex flex-wrap gap-x-3 gap-y-1 tabular-nums">
                {(r.prizes[shape.tier] ?? []).map((n, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: numbers of a tier may repeat
                  <li key={i} className={shape.tier === 'special' ? 'text-lg font-bold text-crimson-ink' : 'text-ink'}>
                    {n.slice(0, -2)}
                    <span className="font-semibold text-gold">{n.slice(-2)}</span>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The results: the chosen draw in full (every tier for Vietnamese draws, the numbers for e-lottery, with a
 * link to check it), and the past draws to choose from.
 */
export function ResultBoard({
  detail,
  draws,
  loading,
}: {
  detail: TLotteryGameDetail;
  draws: TDrawView[] | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('lottery');
  const [chosen, setChosen] = useState<string | null>(null);
  if (loading && !draws) return <Skeleton className="h-48" />;
  if (!draws || draws.length === 0) return <p className="text-sm text-ink-soft">{t('results.none')}</p>;
  const shown = draws.find((d) => d.drawNumber === chosen) ?? draws[0];
  if (!shown) return null;
  return (
    <div className="space-y-4">
      <div className="space-y-3 rounded-xl border border-line bg-raised/50 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold tabular-nums text-ink">
            {t('results.drawOf', { number: shown.drawNumber })}
            {shown.station ? <span className="ml-2 text-ink-soft">{shown.station}</span> : null}
          </p>
          {shown.serverSeed ? (
            <Link
              to={`/elott/verify?gameCode=${encodeURIComponent(shown.gameCode)}&drawNumber=${encodeURIComponent(shown.drawNumber)}`}
              className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm text-gold hover:underline focus-visible:outline-2 focus-visible:outline-gold"
            >
              <ShieldCheck size={16} aria-hidden="true" />
              {t('results.verify')}
            </Link>
          ) : null}
        </div>
        {isVn(detail.kind) ? (
          <VnBoard kind={detail.kind} result={shown.result} />
        ) : (
          <Balls kind={detail.kind} result={shown.result} />
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-medium text-ink-soft">{t('results.past')}</h3>
        <ul className="max-h-72 space-y-1 overflow-y-auto pr-1">
          {draws.map((d) => (
            <li key={`${d.drawNumber}-${d.station}`}>
              <button
                type="button"
                aria-pressed={d === shown}
                onClick={() => setChosen(d.drawNumber)}
                className={`flex w-full flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-left text-sm tabular-nums hover:bg-raised focus-visible:outline-2 focus-visible:outline-gold ${d === shown ? 'bg-raised' : ''}`}
              >
                <span className="text-ink-soft">
                  {d.drawNumber}
                  {d.station ? ` ${d.station}` : ''}
                </span>
                <span className="font-semibold text-ink">{summary(detail.kind, d.result)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** One line per past draw: the numbers, or a Vietnamese draw's special prize. */
function summary(kind: Kind, result: unknown): string {
  const vn = asVn(result);
  if (vn) return vn.prizes.special?.[0] ?? '';
  const e = asElott(result);
  if (!e) return '';
  const width = kind === 'pk10' || kind === '11x5' ? 2 : 1;
  return e.numbers.map((n) => String(n).padStart(width, '0')).join(' ');
}
