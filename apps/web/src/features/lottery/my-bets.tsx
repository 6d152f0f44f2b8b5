import type { TBetStatus, TBetView } from '@gemilang/contract';
import { betStatuses } from '@gemilang/contract/web';
import { selectionLabel } from '@gemilang/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatAmount, formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { Skeleton } from '../../shared/ui/skeleton';
import { showToast } from '../../shared/ui/toast';
import { MY_BETS_PAGE_SIZE, useCancelSlip, useMyBets } from './api';

/** An amount with the decimals it came with ("12.50", VND's "12000"). */
const amount = (decimal: string) => formatAmount(decimal, decimal.split('.')[1]?.length ?? 0);

const tone: Record<TBetStatus, string> = {
  pending: 'bg-warning/15 text-warning',
  won: 'bg-success/15 text-success',
  lost: 'bg-line text-ink-soft',
  push: 'bg-sky-400/15 text-sky-300',
  void: 'bg-line text-ink-soft',
  cancelled: 'bg-line text-ink-soft',
};

/** The member's lottery bets, newest first, with their status and what they paid; a filter by status. */
export function MyBets({ token }: { token: string }) {
  const { t, i18n } = useTranslation('lottery');
  const language = i18n.language === 'en' || i18n.language === 'zh' ? i18n.language : 'ms';
  // The game's name in the page's language; its code only if the brand no longer has the game.
  const gameOf = (bet: TBetView) => bet.gameName?.[language] || bet.gameCode;
  const merchant = useMerchant();
  const [status, setStatus] = useState<TBetStatus | ''>('');
  const [page, setPage] = useState(1);
  const bets = useMyBets(token, status, page);
  const cancel = useCancelSlip();
  // A slip is cancelled whole: the member confirms, and is told what came back or why it could not.
  const cancelSlip = async (bet: TBetView) => {
    const choice = await showGeneralDialog({
      icon: 'warning',
      title: t('mine.cancelTitle'),
      text: t('mine.cancelText', { draw: bet.drawNumber }),
      buttons: [{ label: t('mine.cancelConfirm') }, { label: t('mine.cancelKeep'), variant: 'secondary' }],
    });
    if (choice !== 0) return;
    cancel.mutate(bet.slipId, {
      onSuccess: (result) =>
        showToast({
          tone: 'success',
          title: t('mine.cancelled', { amount: `${result.slip.currency} ${result.slip.totalStake}` }),
        }),
      onError: (error) => showToast({ tone: 'danger', title: error.message }),
    });
  };
  const zone = merchant?.timeZone ?? 'UTC';
  const items = bets.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((bets.data?.total ?? 0) / MY_BETS_PAGE_SIZE));
  return (
    <div className="space-y-3">
      <label className="flex items-center gap-2 text-sm text-ink-soft">
        {t('mine.filter')}
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TBetStatus | '');
            setPage(1);
          }}
          className="min-h-10 rounded-lg border border-line bg-raised px-2 text-ink"
        >
          <option value="">{t('mine.all')}</option>
          {betStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {bets.isPending ? (
        <Skeleton className="h-32" />
      ) : bets.isError ? (
        <div className="space-y-2">
          <p role="alert" className="text-sm text-danger">
            {bets.error.message}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void bets.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('mine.empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {items.map((bet) => (
            <li key={bet.id} className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {gameOf(bet)} · {t(`betTypes.${bet.betType}`, { defaultValue: bet.betType })}
                </p>
                <p className="break-words tabular-nums text-ink-soft">
                  {selectionLabel(t, bet.key)} · {bet.drawNumber}
                </p>
                <p className="text-xs tabular-nums text-ink-soft">{formatDateTime(bet.placedAt, zone)}</p>
              </div>
              <div className="text-right tabular-nums">
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${tone[bet.status]}`}>
                  {t(`status.${bet.status}`)}
                </span>
                <p className="text-ink">{t('mine.stake', { amount: amount(bet.stake) })}</p>
                {bet.payout !== null ? (
                  <p className="text-gold">{t('mine.payout', { amount: amount(bet.payout) })}</p>
                ) : null}
                {bet.cancellable ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    className="mt-1"
                    disabled={cancel.isPending}
                    aria-label={t('mine.cancelSlipOf', { draw: bet.drawNumber, game: gameOf(bet) })}
                    onClick={() => void cancelSlip(bet)}
                  >
                    {t('mine.cancelSlip')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="flex items-center justify-center gap-2">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('mine.previous')}
          </Button>
          <span className="text-sm tabular-nums text-ink-soft">
            {page} / {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('mine.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
