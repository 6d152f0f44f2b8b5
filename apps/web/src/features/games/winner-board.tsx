import type { TGameCategory } from '@gemilang/contract';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { useWinners } from './api';

/** The winner board (GCSGAME_getRankList): the week's biggest wins of this lane, names masked by the server. */
export function WinnerBoard({ category }: { category: TGameCategory }) {
  const { t } = useTranslation('games');
  const merchant = useMerchant();
  const winners = useWinners(category);
  const list = winners.data ?? [];
  return (
    <section aria-labelledby="winner-board" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="winner-board" className="mb-3 flex items-center gap-2 text-base font-semibold text-ink">
        <Trophy size={18} aria-hidden="true" className="text-gold" />
        {t('winners.title')}
      </h2>
      {winners.isSuccess && list.length === 0 ? <p className="text-sm text-ink-soft">{t('winners.empty')}</p> : null}
      {list.length > 0 ? (
        <table className="w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('winners.player')}</th>
              <th scope="col">{t('winners.game')}</th>
              <th scope="col">{t('winners.prize')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((winner) => (
              <tr
                key={`${winner.at}:${winner.player}:${winner.gameCode}:${winner.prize}`}
                className="border-t border-line first:border-t-0"
              >
                <td className="py-2 pr-2 font-mono text-xs text-ink-soft">{winner.player}</td>
                <td className="max-w-[9rem] truncate py-2 pr-2 text-ink">{winner.gameName}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap text-gold tabular-nums">
                  {merchant?.currency ?? ''} {winner.prize}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
