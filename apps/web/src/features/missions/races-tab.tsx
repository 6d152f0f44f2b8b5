import type { TRace, TRaceState } from '@gemilang/contract';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime, formatMoney } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Fact } from '../../shared/ui/fact';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useRaces } from './api';
import { ClaimButton } from './goal-card';

const stateTones: Record<TRaceState, string> = {
  upcoming: 'bg-raised text-ink-soft',
  running: 'bg-success/15 text-success',
  ended: 'bg-raised text-ink-soft',
  cancelled: 'bg-danger/15 text-danger',
};

/** The top three's ranks in medal colours; the rest plain. */
const rankTone = (rank: number) =>
  rank === 1 ? 'bg-gold text-night' : rank <= 3 ? 'bg-gold/25 text-gold' : 'bg-raised text-ink-soft';

/** The board: rank, masked name, valid bets and what the rank pays now; equal bets share a rank. */
function Board({ race, currency }: { race: TRace; currency: string }) {
  const { t } = useTranslation('missions');
  if (race.top.length === 0) return <p className="text-ink-soft text-sm">{t('race.empty')}</p>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('race.board', { title: race.title })}</caption>
      <thead>
        <tr className="text-ink-soft text-xs">
          <th scope="col" className="py-1 text-left font-normal">
            {t('race.rank')}
          </th>
          <th scope="col" className="py-1 text-left font-normal">
            {t('race.player')}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {t('race.validBets')}
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            {t('race.prize')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {race.top.map((row, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a board row is its place; two tied members may share a masked name.
          <tr key={i}>
            <td className="py-1.5">
              <span
                className={`inline-grid size-7 place-items-center rounded-full font-semibold text-xs ${rankTone(row.rank)}`}
              >
                {row.rank}
              </span>
            </td>
            <td className="py-1.5 text-ink">{row.name}</td>
            <td className="py-1.5 text-right text-ink tabular-nums">{formatMoney(currency, row.validBets)}</td>
            <td className="py-1.5 text-right font-semibold text-gold tabular-nums">
              {formatMoney(currency, row.prize)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RaceCard({ race, currency, timeZone }: { race: TRace; currency: string; timeZone: string }) {
  const { t } = useTranslation('missions');
  const money = (value: string) => formatMoney(currency, value);
  const product = race.scope ? t(`scope.${race.scope}`) : t('race.everyProduct');
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <article aria-label={race.title} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col">
            <h3 className="font-semibold text-ink">{race.title}</h3>
            <p className="text-ink-soft text-xs">{t('race.ranking', { product })}</p>
          </div>
          <span className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${stateTones[race.state]}`}>
            {t(`race.state.${race.state}`)}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={t('starts')} value={formatDateTime(race.startsAt, timeZone)} />
          <Fact label={t('ends')} value={formatDateTime(race.endsAt, timeZone)} />
          <Fact label={t('race.entrants')} value={`${race.entrants}`} />
          <Fact label={t('race.firstPrize')} value={money(race.prizes[0] ?? '0')} />
        </dl>
        {race.state !== 'upcoming' && race.state !== 'cancelled' ? (
          <section
            aria-label={t('race.mine')}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold/40 bg-gold/10 p-3"
          >
            <dl className="flex flex-wrap gap-6">
              <Fact label={t('race.yourBets')} value={money(race.mine.validBets)} />
              <Fact
                label={t('race.yourRank')}
                value={race.mine.rank === null ? t('race.notRanked') : t('race.rankOf', { rank: race.mine.rank })}
              />
              {race.mine.prize !== null ? <Fact label={t('race.yourPrize')} value={money(race.mine.prize)} /> : null}
            </dl>
            {race.rewardId && race.rewardState === 'waiting' && race.mine.prize !== null ? (
              <ClaimButton rewardId={race.rewardId} amount={race.mine.prize} currency={currency} />
            ) : null}
          </section>
        ) : null}
        <Board race={race} currency={currency} />
        <details className="text-sm">
          <summary className="cursor-pointer text-ink-soft">{t('race.prizes')}</summary>
          <ol className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {race.prizes.map((prize, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the prize table's index is the place it pays.
              <li key={i} className="flex justify-between gap-2 tabular-nums">
                <span className="text-ink-soft">{t('race.rankOf', { rank: i + 1 })}</span>
                <span className="text-ink">{money(prize)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-ink-soft text-xs">{t('race.ties')}</p>
        </details>
        {race.updatedAt && race.state === 'running' ? (
          <p className="text-ink-soft text-xs" aria-live="polite">
            {t('race.updated', { at: formatDateTime(race.updatedAt, timeZone) })}
          </p>
        ) : null}
      </article>
    </li>
  );
}

/** The races: running first with their live board, then those to come, then those over. */
export function RacesTab() {
  const { t } = useTranslation('missions');
  const query = useRaces();
  const timeZone = useMerchant()?.timeZone;
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-48" />
      </div>
    );
  }
  const { items, currency } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        heading="h3"
        icon={<Trophy size={24} aria-hidden="true" />}
        title={t('racesEmpty.title')}
        text={t('racesEmpty.text')}
      />
    );
  }
  return (
    <ul aria-label={t('tabs.races')} className="flex flex-col gap-3">
      {items.map((race) => (
        <RaceCard key={race.id} race={race} currency={currency} timeZone={timeZone} />
      ))}
    </ul>
  );
}
