import type { TOpenDraw } from '@gemilang/contract';
import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** 95 000 ms -> "01:35"; an hour or more -> "1:01:35". Never negative. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The server's time now: the device's clock corrected by the offset measured when the draw was read. */
function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

/**
 * The draw on sale: time left to its cut-off and to its draw, on the server's clock (offsetMs from the reply's
 * serverTime). When the cut-off passes, `onClosed` asks for the next draw; the server refuses late bets anyway.
 * A draw shown before it opens (between the last draw's cut-off and its draw) counts to its opening instead:
 * the server refuses bets on it until then (lottery_draw_not_yet_open).
 */
export function Countdown({ draw, offsetMs, onClosed }: { draw: TOpenDraw; offsetMs: number; onClosed: () => void }) {
  const { t } = useTranslation('lottery');
  const now = useServerNow(offsetMs);
  const toCutoff = Date.parse(draw.cutoffAt) - now;
  const toDraw = Date.parse(draw.drawAt) - now;
  const toOpen = Date.parse(draw.opensAt) - now;
  const closed = toCutoff <= 0;
  const told = useRef('');
  useEffect(() => {
    if (closed && told.current !== draw.drawNumber) {
      told.current = draw.drawNumber;
      onClosed();
    }
  }, [closed, draw.drawNumber, onClosed]);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-line bg-surface px-4 py-3">
      <div className="min-w-0">
        <p className="text-xs text-ink-soft">{t('countdown.draw')}</p>
        <p className="font-semibold tabular-nums text-ink">
          {draw.drawNumber}
          {draw.station && !draw.drawNumber.endsWith(draw.station) ? (
            <span className="ml-2 text-ink-soft">{draw.station}</span>
          ) : null}
        </p>
      </div>
      <div role="timer" aria-label={t('countdown.cutoffLabel')} className="flex items-center gap-2">
        <Timer size={18} aria-hidden="true" className="text-gold" />
        <div>
          <p className="text-xs text-ink-soft">
            {closed ? t('countdown.closed') : toOpen > 0 ? t('countdown.opensIn') : t('countdown.cutoff')}
          </p>
          <p className="text-xl font-bold tabular-nums text-gold" data-testid="cutoff-remaining">
            {formatRemaining(toOpen > 0 && !closed ? toOpen : toCutoff)}
          </p>
        </div>
      </div>
      <div>
        <p className="text-xs text-ink-soft">{t('countdown.drawIn')}</p>
        <p className="font-semibold tabular-nums text-ink" data-testid="draw-remaining">
          {formatRemaining(toDraw)}
        </p>
      </div>
    </div>
  );
}
