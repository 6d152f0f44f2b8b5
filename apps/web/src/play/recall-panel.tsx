import type { TPlayRound, TPlaySession } from '@gemilang/contract';
import { playRouteRefs } from '@gemilang/contract/web';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../shared/format';
import { showMoney, toMajor } from './money';
import { outcomeSummary } from './outcome-summary';
import { ApiError, playCall } from './play-api';
import { quietButton } from './play-buttons';
import { betLabel } from './tables/table-game';

/** Where a round can be checked: the verify page with everything it needs in its address. */
export function verifyHref(session: Pick<TPlaySession, 'gameCode'>, round: TPlayRound, lang: string): string {
  const q = new URLSearchParams({
    lang,
    game: session.gameCode,
    commitment: round.commitment,
    clientSeed: round.clientSeed,
    nonce: String(round.nonce),
    result: outcomeSummary(round.outcome),
  });
  if (round.serverSeed) q.set('serverSeed', round.serverSeed);
  if (round.stakeMinor) q.set('stake', round.stakeMinor);
  return `/play/verify?${q.toString()}`;
}

/**
 * Game recall: the member's last ten rounds of this game, newest first, each opening to its steps (reels
 * and wins of every spin, or the cards, pocket or dice and each bet), its seeds and nonce, and a link to
 * verify it once its server seed is revealed.
 */
export function RecallPanel({ token, session, version }: { token: string; session: TPlaySession; version: number }) {
  const { t, i18n } = useTranslation('play');
  const [rounds, setRounds] = useState<TPlayRound[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [retryKey, setRetryKey] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: version and retryKey ask for a fresh read
  useEffect(() => {
    let live = true;
    setError(null);
    playCall(playRouteRefs.recall, { token })
      .then((r) => live && setRounds(r.rounds))
      .catch((e: unknown) => live && setError(e instanceof ApiError ? e.message : t('errors.system')));
    return () => {
      live = false;
    };
  }, [token, version, retryKey, t]);

  // The brand's zone, 24-hour, as the rest of the site writes times, never the device's zone or clock.
  const time = (iso: string) => formatDateTime(iso, session.timeZone);

  return (
    <section aria-labelledby="recall-title" className="space-y-2 rounded-2xl border border-line bg-surface p-3 text-sm">
      <h2 id="recall-title" className="flex items-center gap-2 font-bold text-ink">
        <History size={18} aria-hidden="true" className="text-gold" />
        {t('recall.title')}
      </h2>
      {error ? (
        <div role="alert" className="space-y-2 text-danger">
          <p>{error}</p>
          <button type="button" className={quietButton} onClick={() => setRetryKey((k) => k + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : rounds === null ? (
        <div className="space-y-2" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded-lg bg-raised" />
          ))}
        </div>
      ) : rounds.length === 0 ? (
        <p className="text-ink-soft">{t('recall.empty')}</p>
      ) : (
        <ol className="space-y-1.5" aria-label={t('recall.list')}>
          {rounds.map((r) => (
            <li key={r.id}>
              <details className="group rounded-lg border border-line bg-raised/60">
                <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-2.5 py-1.5">
                  <span className="text-ink-soft text-xs tabular">
                    {time(r.playedAt)} · #{r.nonce}
                  </span>
                  <span className="tabular text-xs">
                    {showMoney(r.stake)} →{' '}
                    <span className={r.payout !== '0.00' && r.payout !== '0' ? 'font-bold text-gold' : 'text-ink-soft'}>
                      {showMoney(r.payout)}
                    </span>
                  </span>
                </summary>
                <div className="space-y-2 border-line border-t p-2.5 text-xs">
                  <RoundSteps round={r} exponent={session.currencyExponent} />
                  <dl className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-2 gap-y-1">
                    <dt className="text-ink-soft">{t('fair.clientSeed')}</dt>
                    <dd className="break-all font-mono">{r.clientSeed}</dd>
                    <dt className="text-ink-soft">{t('fair.nonce')}</dt>
                    <dd className="font-mono">{r.nonce}</dd>
                    <dt className="text-ink-soft">{t('fair.commitment')}</dt>
                    <dd className="break-all font-mono">{r.commitment}</dd>
                    <dt className="text-ink-soft">{t('fair.serverSeed')}</dt>
                    <dd className="break-all font-mono">{r.serverSeed ?? t('recall.notRevealed')}</dd>
                  </dl>
                  <a
                    href={verifyHref(session, r, i18n.language)}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center font-semibold text-gold underline-offset-2 hover:underline"
                  >
                    {t('recall.verify')}
                  </a>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

type StepJson = {
  kind: 'base' | 'free';
  index: number;
  grid: string[][];
  win: string;
  lineWins: Array<{ line: number; symbol: string; count: number; win: string }>;
  scatterCount: number;
};

export function RoundSteps({ round, exponent }: { round: TPlayRound; exponent: number }) {
  const { t } = useTranslation('play');
  const money = (minor: string) => showMoney(toMajor(BigInt(minor), exponent));
  const o = round.outcome as { game: string; round?: { game: string; steps: StepJson[] } };
  if (o.game === 'slot' && o.round) {
    const slotId = o.round.game;
    return (
      <ol className="space-y-1.5">
        {o.round.steps.map((s) => (
          <li key={`${s.kind}-${s.index}`} className="space-y-0.5">
            <p className="font-semibold text-ink">
              {s.kind === 'base' ? t('recall.baseSpin') : t('recall.freeSpin', { n: s.index })} ·{' '}
              <span className="tabular">{money(s.win)}</span>
            </p>
            <p className="font-mono text-[0.65rem] text-ink-soft">
              {[0, 1, 2].map((row) => s.grid.map((col) => (col[row] ?? '').padEnd(2, ' ')).join(' ')).join(' | ')}
            </p>
            {s.lineWins.map((w) => (
              <p key={w.line} className="text-gold">
                {t('slot.lineWin', {
                  line: w.line,
                  n: w.count,
                  symbol: t(`slot.symbols.${slotId}.${w.symbol}`),
                  amount: money(w.win),
                })}
              </p>
            ))}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="space-y-1">
      <p className="font-mono text-ink">{outcomeSummary(round.outcome)}</p>
      <ul className="space-y-0.5">
        {round.bets.map((b, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the bets of one round in the order placed
          <li key={i} className="text-ink-soft">
            {betLabel(t, b)} · {showMoney(b.stake)} → {showMoney(b.payout)} ({t(`recall.outcomes.${b.outcome}`)})
          </li>
        ))}
      </ul>
    </div>
  );
}
