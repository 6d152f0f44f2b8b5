import type { TPlayRound } from '@gemilang/contract';
import { CircleHelp, Eraser } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameProps } from '../game-props';
import { showMoney, toMajor } from '../money';
import { goldButton, quietButton } from '../play-buttons';
import { usePlayRound } from '../use-play-round';
import { type Spot, type TableKind, tableSpots } from './layouts';
import { OutcomeView } from './outcome-view';
import { TableHelp } from './table-help';

const tones: Record<NonNullable<Spot['tone']>, string> = {
  red: 'bg-red-900/60 border-red-500/50',
  black: 'bg-slate-950/80 border-slate-500/50',
  green: 'bg-emerald-900/60 border-emerald-500/50',
  blue: 'bg-sky-900/60 border-sky-500/50',
  gold: 'bg-amber-900/50 border-amber-400/60',
};

/**
 * A table game (baccarat, dragon tiger, European roulette, sic bo): pick a chip, place it on spots, clear
 * or confirm. Confirming sends the bets; the server deals or spins on the member's seeds and settles each
 * bet by the rules of packages/games; the page shows the result and what each bet paid.
 */
export function TableGame({ session, token, onPlayed }: GameProps) {
  const { t } = useTranslation('play');
  const kind = session.kind as TableKind;
  const exponent = session.currencyExponent;
  const unit = 10n ** BigInt(exponent);
  const chips = [1n, 5n, 10n, 50n, 100n].map((c) => c * unit);
  const [chip, setChip] = useState(chips[1] as bigint);
  const [stakes, setStakes] = useState<Record<string, bigint>>({});
  const [last, setLast] = useState<TPlayRound | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const { busy, error, canRetry, play, retry } = usePlayRound(token, (round, balance) => {
    setLast(round);
    setStakes({});
    onPlayed(round, balance);
  });

  const spots = tableSpots[kind];
  const money = (minor: bigint) => showMoney(toMajor(minor, exponent));
  const total = Object.values(stakes).reduce((sum, s) => sum + s, 0n);
  const label = (s: Spot) => t(s.label, s.labelValues ?? {});
  const place = (s: Spot) => setStakes((st) => ({ ...st, [s.key]: (st[s.key] ?? 0n) + chip }));
  const confirm = () => {
    const bets = spots
      .filter((s) => (stakes[s.key] ?? 0n) > 0n)
      .map((s) => ({
        type: s.type,
        ...(s.numbers ? { numbers: [...s.numbers] } : {}),
        stake: toMajor(stakes[s.key] as bigint, exponent),
      }));
    void play({ bets });
  };

  const spotButton = (s: Spot, className = '') => {
    const staked = stakes[s.key] ?? 0n;
    return (
      <button
        key={s.key}
        type="button"
        disabled={busy}
        onClick={() => place(s)}
        aria-label={`${label(s)} ${s.pays}${staked > 0n ? ` · ${t('tables.staked', { amount: money(staked) })}` : ''}`}
        className={`relative flex min-h-12 flex-col items-center justify-center rounded-lg border px-1 py-1.5 text-center text-ink transition hover:brightness-125 focus-visible:outline-2 focus-visible:outline-gold disabled:opacity-60 ${
          s.tone ? tones[s.tone] : 'border-line bg-raised'
        } ${className}`}
      >
        <span className="font-bold text-sm leading-tight">{s.short ?? label(s)}</span>
        <span className="tabular text-[0.7rem] text-ink-soft">{s.pays}</span>
        {staked > 0n ? (
          <span className="tabular -right-1 -top-2 absolute rounded-full border-2 border-white/80 bg-gold px-1.5 font-black text-[0.65rem] text-night shadow">
            {money(staked)}
          </span>
        ) : null}
      </button>
    );
  };

  return (
    <section aria-label={session.name} className="space-y-3">
      <div className="min-h-40 rounded-3xl border border-gold/30 bg-gradient-to-b from-emerald-950/70 to-surface p-3 shadow-[0_0_40px_-12px_rgba(245,194,66,0.35)]">
        <div aria-live="polite">
          {last ? (
            <div className="space-y-3">
              <OutcomeView key={last.id} outcome={last.outcome} />
              <p className="tabular text-center font-black text-ink text-xl">
                {last.payout !== '0' && BigInt(last.payout.replace('.', '')) > 0n
                  ? t('tables.youGet', { amount: showMoney(last.payout) })
                  : t('tables.noWin')}
              </p>
              <ul aria-label={t('tables.yourBets')} className="flex flex-wrap justify-center gap-1.5 text-xs">
                {last.bets.map((b, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: the bets of one settled round, in the order sent
                    key={i}
                    className={`rounded-full border px-2.5 py-1 ${b.outcome === 'won' ? 'border-gold/50 bg-gold/10 text-gold' : 'border-line text-ink-soft'}`}
                  >
                    {betLabel(t, b)} · {showMoney(b.stake)} → {showMoney(b.payout)}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="pt-12 text-center text-ink-soft text-sm">{t('tables.placeBets')}</p>
          )}
        </div>
      </div>

      <Felt kind={kind} spots={spots} spotButton={spotButton} />

      <div className="space-y-3 rounded-2xl border border-line bg-surface p-3">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="mb-1 text-ink-soft text-xs">{t('tables.chip')}</legend>
          {chips.map((c) => (
            <button
              key={`${c}`}
              type="button"
              aria-pressed={chip === c}
              aria-label={t('tables.chipValue', { amount: money(c) })}
              onClick={() => setChip(c)}
              className={`tabular flex h-12 w-12 items-center justify-center rounded-full border-4 border-dashed font-black text-xs shadow focus-visible:outline-2 focus-visible:outline-gold ${
                chip === c ? 'scale-110 border-white bg-gold text-night' : 'border-gold/50 bg-raised text-gold'
              }`}
            >
              {money(c).replace(/\.0+$/, '')}
            </button>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="tabular text-ink-soft text-sm">
            {t('tables.totalBet')} <span className="font-bold text-gold">{money(total)}</span>
          </p>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <button type="button" className={quietButton} onClick={() => setHelpOpen(true)}>
              <CircleHelp size={18} aria-hidden="true" />
              {t('tables.rules')}
            </button>
            <button type="button" className={quietButton} onClick={() => setStakes({})} disabled={busy || total === 0n}>
              <Eraser size={18} aria-hidden="true" />
              {t('tables.clear')}
            </button>
            <button
              type="button"
              className={`${goldButton} basis-full sm:basis-auto`}
              onClick={confirm}
              disabled={busy || total === 0n}
            >
              {t(
                kind === 'roulette'
                  ? 'tables.confirmSpin'
                  : kind === 'sic_bo'
                    ? 'tables.confirmRoll'
                    : 'tables.confirmDeal',
              )}
            </button>
          </div>
        </div>
      </div>
      {error ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm"
        >
          <span>{error}</span>
          {canRetry ? (
            <button type="button" className={quietButton} onClick={() => void retry()} disabled={busy}>
              {t('retry')}
            </button>
          ) : null}
        </div>
      ) : null}
      {helpOpen ? <TableHelp kind={kind} spots={spots} onClose={() => setHelpOpen(false)} /> : null}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** A settled bet's name: the spot it was placed on. */
export function betLabel(t: T, bet: { type: string; numbers: number[] }): string {
  const n = bet.numbers[0];
  switch (bet.type) {
    case 'straight':
      return t('tables.bets.number', { n });
    case 'dozen':
      return t('tables.bets.dozen', { from: (n ?? 1) * 12 - 11, to: (n ?? 1) * 12 });
    case 'column':
    case 'total':
    case 'double':
    case 'triple':
    case 'single':
      return t(`tables.bets.${bet.type}`, { n });
    default:
      return t(`tables.bets.${bet.type}`, { defaultValue: `${bet.type} ${bet.numbers.join('-')}` });
  }
}

function Felt({
  kind,
  spots,
  spotButton,
}: {
  kind: TableKind;
  spots: Spot[];
  spotButton: (s: Spot, className?: string) => React.ReactNode;
}) {
  const { t } = useTranslation('play');
  const group = (type: string) => spots.filter((s) => s.type === type);
  if (kind === 'roulette') {
    const numbers = group('straight');
    return (
      <fieldset className="space-y-2 rounded-2xl border border-line bg-emerald-950/40 p-2">
        <legend className="sr-only">{t('tables.felt')}</legend>
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-12">
          {spotButton(numbers[0] as Spot, 'col-span-3 sm:col-span-12')}
          {numbers.slice(1).map((s) => spotButton(s))}
        </div>
        <div className="grid grid-cols-3 gap-1">
          {[...group('dozen'), ...group('column')].map((s) => spotButton(s))}
        </div>
        <div className="grid grid-cols-3 gap-1 sm:grid-cols-6">
          {['low', 'even', 'red', 'black', 'odd', 'high'].flatMap((type) => group(type).map((s) => spotButton(s)))}
        </div>
      </fieldset>
    );
  }
  if (kind === 'sic_bo') {
    return (
      <fieldset className="space-y-2 rounded-2xl border border-line bg-emerald-950/40 p-2">
        <legend className="sr-only">{t('tables.felt')}</legend>
        <div className="grid grid-cols-3 gap-1">
          {['small', 'any_triple', 'big'].flatMap((x) => group(x).map((s) => spotButton(s)))}
        </div>
        {(['total', 'double', 'triple', 'single'] as const).map((type) => (
          <div key={type}>
            <p aria-hidden="true" className="mb-1 font-semibold text-ink-soft text-xs">
              {t(`tables.helpBets.${type === 'total' ? 'totalRow' : type}`)}
            </p>
            <div
              className={`grid gap-1 ${type === 'total' ? 'grid-cols-7' : type === 'triple' ? 'grid-cols-3 sm:grid-cols-6' : 'grid-cols-6'}`}
            >
              {group(type).map((s) => spotButton(s))}
            </div>
          </div>
        ))}
      </fieldset>
    );
  }
  const [a, b, c, ...main] = spots;
  return (
    <fieldset className="space-y-2 rounded-2xl border border-line bg-emerald-950/40 p-2">
      <legend className="sr-only">{t('tables.felt')}</legend>
      <div className="grid grid-cols-3 gap-2">{[a, b, c].map((s) => spotButton(s as Spot, 'min-h-14'))}</div>
      <div className={`grid gap-2 ${main.length === 2 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {main.map((s) => spotButton(s, 'min-h-20 text-lg'))}
      </div>
    </fieldset>
  );
}
