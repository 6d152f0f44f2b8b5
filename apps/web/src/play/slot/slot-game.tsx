import type { TPlayRound } from '@gemilang/contract';
import { type SlotConfig, type SlotStep, slotConfig, windowOf } from '@gemilang/games';
import { CircleHelp, Minus, Plus, RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameProps } from '../game-props';
import { showMoney, toMajor } from '../money';
import { goldButton, quietButton } from '../play-buttons';
import { usePlayRound } from '../use-play-round';
import { SlotHelp } from './slot-help';
import { SymbolTile } from './slot-symbols';

/** Bets per line the page offers, in minor units: the total stake is this times the lines. */
const LINE_BETS = [1n, 2n, 4n, 10n, 20n, 40n, 100n, 200n, 400n];
/** Row and reel positions of the window (3 rows, 5 reels), as stable keys. */
const ROWS = [0, 1, 2, 3];
const REELS = [0, 1, 2, 3, 4, 5];

type StepJson = Omit<SlotStep, 'win' | 'scatterWin' | 'lineWins'> & {
  win: string;
  scatterWin: string;
  lineWins: Array<{ line: number; symbol: string; count: number; withWild: boolean; pays: number; win: string }>;
};
type SlotRoundJson = { steps: StepJson[]; freeSpinsPlayed: number; totalWin: string };

/** The cells the step's winning lines run through, "reel:row". */
function litCells(config: SlotConfig, step: StepJson | null): Set<string> {
  const lit = new Set<string>();
  if (!step) return lit;
  for (const win of step.lineWins) {
    const rows = config.lines[win.line - 1] ?? [];
    for (let reel = 0; reel < win.count; reel += 1) lit.add(`${reel}:${rows[reel]}`);
  }
  if (step.scatterCount >= 3) {
    step.grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === config.scatter) lit.add(`${reel}:${row}`);
      });
    });
  }
  return lit;
}

/**
 * A 5-reel video slot (Rimba Wilds, Naga Fortune): pick the bet per line, spin once per press (no
 * autoplay), see the reels, the winning lines and any free spins step by step. The round was played by the
 * server on the member's seeds; this only shows it.
 */
export function SlotGame({ session, token, onPlayed }: GameProps) {
  const { t } = useTranslation('play');
  const config = slotConfig(session.slotId ?? '') as SlotConfig;
  const exponent = session.currencyExponent;
  const [lineBetIndex, setLineBetIndex] = useState(3);
  const [round, setRound] = useState<SlotRoundJson | null>(null);
  /** Changes with each round and step shown, so the reels drop in again. */
  const [roundId, setRoundId] = useState('');
  const [stepIndex, setStepIndex] = useState(0);
  const [helpOpen, setHelpOpen] = useState(false);
  const { busy, error, canRetry, play, retry } = usePlayRound(token, (r: TPlayRound, balance: string) => {
    setRound((r.outcome as { round: SlotRoundJson }).round);
    setRoundId(r.id);
    setStepIndex(0);
    onPlayed(r, balance);
  });

  const lines = BigInt(config.lines.length);
  const lineBet = LINE_BETS[lineBetIndex] as bigint;
  const total = lineBet * lines;
  const step = round ? (round.steps[stepIndex] ?? null) : null;
  const grid = step ? step.grid : windowOf(config.reels, config.rows, [0, 3, 6, 9, 12]);
  const lit = useMemo(() => litCells(config, step), [config, step]);
  const roundKey = roundId ? `${roundId}-${stepIndex}` : '';
  const money = (minor: bigint | string) => showMoney(toMajor(BigInt(minor), exponent));

  return (
    <section aria-label={session.name} className="space-y-3">
      <div className="rounded-3xl border border-gold/30 bg-gradient-to-b from-raised to-surface p-2 shadow-[0_0_40px_-12px_rgba(245,194,66,0.35)] sm:p-4">
        {/* The reels are five squares wide and three high: capped by the frame's height as well as its width,
            so the bet and Spin below stay on the screen (a 1366×900 desktop had Spin under the fold). */}
        <table
          aria-busy={busy}
          className={`mx-auto w-full max-w-[calc((100dvh-18rem)*5/3)] table-fixed border-separate border-spacing-1 sm:border-spacing-2 ${busy ? 'opacity-60 blur-[1px]' : ''} transition`}
        >
          <caption className="sr-only">{t('slot.reels')}</caption>
          <tbody>
            {ROWS.slice(0, config.rows).map((row) => (
              <tr key={row}>
                {REELS.slice(0, grid.length).map((reel) => (
                  <td
                    key={`${roundKey}-${reel}`}
                    className={roundKey ? 'reel-drop p-0' : 'p-0'}
                    style={roundKey ? { animationDelay: `${reel * 70}ms` } : undefined}
                  >
                    <SymbolTile slotId={config.id} code={grid[reel]?.[row] as string} lit={lit.has(`${reel}:${row}`)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div aria-live="polite" className="mt-3 min-h-12 text-center">
          {round && step ? (
            <>
              {round.steps.length > 1 ? (
                <p className="font-semibold text-gold text-sm">
                  {step.kind === 'base'
                    ? t('slot.freeSpinsWon', { n: round.freeSpinsPlayed })
                    : t('slot.freeSpinOf', {
                        n: step.index,
                        total: round.freeSpinsPlayed,
                        multiplier: step.multiplier,
                      })}
                </p>
              ) : null}
              <p className="tabular font-black text-2xl text-ink">
                {BigInt(round.totalWin) > 0n ? t('slot.youWin', { amount: money(round.totalWin) }) : t('slot.noWin')}
              </p>
            </>
          ) : (
            <p className="text-ink-soft text-sm">{t('slot.pressSpin')}</p>
          )}
        </div>
      </div>

      {round && round.steps.length > 1 ? (
        <nav aria-label={t('slot.steps')} className="flex items-center justify-center gap-2">
          <button
            type="button"
            className={quietButton}
            onClick={() => setStepIndex((i) => Math.max(0, i - 1))}
            disabled={stepIndex === 0}
          >
            {t('slot.previousStep')}
          </button>
          <span className="tabular text-ink-soft text-sm">
            {stepIndex + 1} / {round.steps.length}
          </span>
          <button
            type="button"
            className={quietButton}
            onClick={() => setStepIndex((i) => Math.min(round.steps.length - 1, i + 1))}
            disabled={stepIndex === round.steps.length - 1}
          >
            {t('slot.nextStep')}
          </button>
        </nav>
      ) : null}

      {step && (step.lineWins.length > 0 || BigInt(step.scatterWin) > 0n) ? (
        <ul aria-label={t('slot.winningLines')} className="flex flex-wrap justify-center gap-1.5 text-xs">
          {step.lineWins.map((w) => (
            <li key={w.line} className="rounded-full border border-gold/40 bg-gold/10 px-2.5 py-1 text-gold">
              {t('slot.lineWin', {
                line: w.line,
                n: w.count,
                symbol: t(`slot.symbols.${config.id}.${w.symbol}`),
                amount: money(w.win),
              })}
            </li>
          ))}
          {BigInt(step.scatterWin) > 0n ? (
            <li className="rounded-full border border-crimson/50 bg-crimson/10 px-2.5 py-1 text-rose-200">
              {t('slot.scatterWin', { n: step.scatterCount, amount: money(step.scatterWin) })}
            </li>
          ) : null}
        </ul>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={quietButton}
            aria-label={t('slot.lessBet')}
            onClick={() => setLineBetIndex((i) => Math.max(0, i - 1))}
            disabled={busy || lineBetIndex === 0}
          >
            <Minus size={18} aria-hidden="true" />
          </button>
          <div className="min-w-28 text-center">
            <p className="text-ink-soft text-xs">{t('slot.lineBet', { lines: config.lines.length })}</p>
            <p className="tabular font-bold text-ink">{money(lineBet)}</p>
            <p className="tabular text-ink-soft text-xs">
              {t('slot.totalBet')} <span className="font-semibold text-gold">{money(total)}</span>
            </p>
          </div>
          <button
            type="button"
            className={quietButton}
            aria-label={t('slot.moreBet')}
            onClick={() => setLineBetIndex((i) => Math.min(LINE_BETS.length - 1, i + 1))}
            disabled={busy || lineBetIndex === LINE_BETS.length - 1}
          >
            <Plus size={18} aria-hidden="true" />
          </button>
        </div>
        <div className="flex flex-1 items-center gap-2 sm:flex-none">
          <button type="button" className={quietButton} onClick={() => setHelpOpen(true)}>
            <CircleHelp size={18} aria-hidden="true" />
            {t('slot.help')}
          </button>
          <button
            type="button"
            className={`${goldButton} min-w-32 flex-1 text-lg sm:flex-none`}
            disabled={busy}
            onClick={() => void play({ stake: toMajor(total, exponent) })}
          >
            <RotateCw size={20} aria-hidden="true" className={busy ? 'motion-safe:animate-spin' : ''} />
            {t('slot.spin')}
          </button>
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
      {helpOpen ? <SlotHelp config={config} onClose={() => setHelpOpen(false)} /> : null}
    </section>
  );
}
