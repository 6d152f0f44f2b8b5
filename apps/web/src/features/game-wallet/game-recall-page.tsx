import { History, RotateCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RoundSteps, verifyHref } from '../../play/recall-panel';
import { useMerchant } from '../../shared/api/site-queries';
import { formatAmount, formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { useGameRecall } from './api';

/**
 * Game recall in the member centre (issue 11; ADR 040): the member's last 10 rounds of the in-house games,
 * newest first, each opening to its steps (the same view the game's own recall shows), its seeds and a link
 * to the verify page that recomputes it in the browser. Its own page rather than a part of the betting
 * record: that record lists every product's bets by day with totals; this is one round's every step.
 */
export function GameRecallPage() {
  const { t, i18n } = useTranslation('gameWallet');
  const recall = useGameRecall();
  const data = recall.data;
  // The brand's zone, 24-hour, as every other time on the site (spec: yyyy-MM-dd HH:mm:ss), never the device's.
  const timeZone = useMerchant()?.timeZone;
  const when = (iso: string) => formatDateTime(iso, timeZone ?? 'UTC');

  let body: React.ReactNode;
  if (recall.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6">
        <p className="text-ink">{recall.error.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void recall.refetch()}>
          <RotateCw size={16} aria-hidden="true" />
          {t('retry')}
        </Button>
      </div>
    );
  } else if (!data || !timeZone) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (data.rounds.length === 0) {
    body = (
      <p className="rounded-xl border border-dashed border-line bg-surface/60 p-6 text-center text-ink-soft text-sm">
        {t('recall.empty')}
      </p>
    );
  } else {
    const m = (value: string) => `${data.currency} ${formatAmount(value, data.exponent)}`;
    body = (
      <ol aria-label={t('recall.list')} className="flex flex-col gap-2">
        {data.rounds.map((r) => (
          <li key={r.id}>
            <details className="rounded-xl border border-line bg-surface">
              <summary className="flex min-h-14 cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2">
                <span className="flex flex-col">
                  <span className="font-semibold text-ink">{r.gameName}</span>
                  <span className="tabular text-ink-soft text-xs">
                    {when(r.playedAt)} · #{r.nonce}
                  </span>
                </span>
                <span className="tabular text-sm">
                  <span className="text-ink-soft">{t('recall.stake')} </span>
                  {m(r.stake)}
                  <span className="text-ink-soft">
                    {' '}
                    · {r.state === 'void' ? t('recall.void') : t('recall.payout')}{' '}
                  </span>
                  <span className={r.payout !== '0.00' && r.payout !== '0' ? 'font-semibold text-gold' : 'text-ink'}>
                    {m(r.state === 'void' ? r.stake : r.payout)}
                  </span>
                </span>
              </summary>
              <div className="flex flex-col gap-3 border-line border-t p-4 text-sm">
                <h3 className="font-semibold text-ink-soft text-xs uppercase">{t('recall.steps')}</h3>
                <RoundSteps round={r} exponent={data.exponent} />
                <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-xs sm:grid-cols-[12rem_minmax(0,1fr)]">
                  <dt className="text-ink-soft">{t('recall.clientSeed')}</dt>
                  <dd className="break-all font-mono">{r.clientSeed}</dd>
                  <dt className="text-ink-soft">{t('recall.nonce')}</dt>
                  <dd className="font-mono">{r.nonce}</dd>
                  <dt className="text-ink-soft">{t('recall.commitment')}</dt>
                  <dd className="break-all font-mono">{r.commitment}</dd>
                  <dt className="text-ink-soft">{t('recall.serverSeed')}</dt>
                  <dd className="break-all font-mono">{r.serverSeed ?? t('recall.hidden')}</dd>
                </dl>
                <a
                  href={verifyHref(r, r, i18n.language)}
                  target="_blank"
                  rel="noopener"
                  aria-label={t('recall.verifyLabel', { id: r.nonce, game: r.gameName })}
                  className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-gold underline-offset-2 hover:underline"
                >
                  <ShieldCheck size={16} aria-hidden="true" />
                  {t('recall.verify')}
                </a>
              </div>
            </details>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 font-semibold text-ink text-lg">
          <History size={20} aria-hidden="true" className="text-gold" />
          {t('recall.title')}
        </h2>
        <p className="text-ink-soft text-sm">{t('recall.intro')}</p>
      </div>
      {body}
    </div>
  );
}
