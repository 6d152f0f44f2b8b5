import type { TLotteryGameDetail, TOpenDraw } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { requireRealAccount } from '../../shared/require-real-account';
import { TRIAL_TYPE, useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { usePlaceBets } from './api';
import { BetSlip, QuoteProblem, useMoney } from './bet-slip';
import { NumberPicker } from './number-picker';
import { offeredBetTypes, pickerFor } from './picker-model';
import { SlipBar } from './slip-bar';
import { gameConfigOf, quoteSlipTicket, type SlipTicket, slipTotals, ticketInput } from './slip-model';

let ticketSeq = 0;

/** Which ticket and selection a refusal names (`details: [{ ticket, index?, selection?, code }]`). */
function refusalText(error: unknown, t: TFunction): string {
  if (!(error instanceof Error)) return t('slip.failed');
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  const first = details[0] as { ticket?: number; selection?: string } | undefined;
  if (first && typeof first.ticket === 'number') {
    const where = first.selection
      ? t('slip.refusedAtSelection', { n: first.ticket + 1, selection: first.selection })
      : t('slip.refusedAt', { n: first.ticket + 1 });
    return `${error.message} (${where})`;
  }
  return error.message;
}

/**
 * One game's betting desk: the bet types, the picker, the stake, and the slip of several tickets with their
 * cost and potential win (priced by packages/games, as the server prices them), placed on the open draw with
 * an idempotency key.
 */
export function GameDesk({
  detail,
  draw,
  playType,
}: {
  detail: TLotteryGameDetail;
  draw: TOpenDraw | undefined;
  playType: string | null;
}) {
  const { t } = useTranslation('lottery');
  const session = useSession();
  const show = useMoney(detail);
  const config = useMemo(() => gameConfigOf(detail), [detail]);
  const offered = useMemo(() => offeredBetTypes(detail), [detail]);
  const initial =
    [playType, detail.defaultPlayType].find((p): p is string => !!p && offered.includes(p)) ?? offered[0] ?? '';
  const [betType, setBetType] = useState(initial);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // đề đầu-đuôi is priced as its parts, đề and đề đầu, which share the đề family's limits.
  const offerOf = (code: string) => detail.betTypes.find((b) => b.betType === (code === 'de_dau_duoi' ? 'de' : code));
  const offer = offerOf(betType);
  const perPoint = offer?.pricing === 'per_point';
  const [stake, setStake] = useState(offer?.pricing === 'odds' ? offer.minStake : '');
  const [points, setPoints] = useState(offer?.pricing === 'per_point' ? String(offer.minPoints) : '1');
  const [tickets, setTickets] = useState<SlipTicket[]>([]);
  const [placed, setPlaced] = useState<string | null>(null);
  const place = usePlaceBets();
  const stakeId = useId();
  // The chosen bet type's tab in view: a phone shows only the first few of a long row. The row scrolls, not
  // the page. The first tab is in view already; another is measured in the next frame, whose layout the
  // measure then is, not in the task that mounts the desk (a forced layout of the whole page there; ADR 043).
  const tabs = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const row = tabs.current;
    const tab = row?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!row || !tab || tab === row.firstElementChild) return;
    const frame = requestAnimationFrame(() => {
      row.scrollLeft = Math.max(0, tab.offsetLeft - row.offsetLeft - 8);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const spec = pickerFor(detail.kind, betType);

  const chooseBetType = (code: string) => {
    const next = offerOf(code);
    setBetType(code);
    setSelected(new Set());
    if (next?.pricing === 'odds') setStake(next.minStake);
    else if (next?.pricing === 'per_point') setPoints(String(next.minPoints));
  };

  const pending: SlipTicket = {
    id: 'pending',
    betType,
    selections: [...selected],
    ...(perPoint ? { points: Number(points) } : { stake }),
  };
  const pendingQuote = selected.size > 0 ? quoteSlipTicket(detail, config, pending) : null;
  const quotes = tickets.map((ticket) => quoteSlipTicket(detail, config, ticket));
  const totals = slipTotals(quotes);

  // One key per slip the member means to place: the same tickets on the same draw keep it (a retry after a
  // lost reply cannot place twice); any change makes a new one.
  const slipShape = JSON.stringify([draw?.drawNumber, tickets.map((ticket) => ticketInput(detail, ticket))]);
  const key = useRef({ shape: '', key: '' });
  if (key.current.shape !== slipShape) key.current = { shape: slipShape, key: newIdempotencyKey() };

  const addToSlip = () => {
    ticketSeq += 1;
    setTickets([...tickets, { ...pending, id: `t${ticketSeq}` }]);
    setSelected(new Set());
    setPlaced(null);
    place.reset();
  };

  const submit = () => {
    // A trial account bets play money on the e-lottery only (ADR 052); other games need a real account.
    const playMoney = session?.isAgent === TRIAL_TYPE && detail.prizeMode === 'Elott';
    if (!draw || (!playMoney && !requireRealAccount(session))) return;
    setPlaced(null);
    place.mutate(
      {
        gameCode: detail.code,
        drawNumber: draw.drawNumber,
        tickets: tickets.map((ticket) => ticketInput(detail, ticket)),
        idempotencyKey: key.current.key,
      },
      {
        onSuccess: (result) => {
          setTickets([]);
          setPlaced(
            t('slip.placed', {
              draw: result.slip.drawNumber,
              total: `${result.slip.currency} ${result.slip.totalStake}`,
            }),
          );
        },
      },
    );
  };

  // Beside the picker (a wide screen) the slip and its buttons are in view; below it, a bar at the bottom of
  // the screen carries the add and place buttons and opens the slip.
  const besideSlip = useMediaQuery('(min-width: 1024px)');
  const slipBox = useRef<HTMLDivElement>(null);
  const openSlip = () => {
    const box = slipBox.current;
    if (!box) return;
    box.scrollIntoView({ behavior: 'smooth', block: 'start' });
    box.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="pick-title" className="min-w-0 space-y-4 rounded-2xl border border-line bg-surface p-4">
        <h2 id="pick-title" className="sr-only">
          {t('pick.title')}
        </h2>
        <div
          ref={tabs}
          role="tablist"
          aria-label={t('pick.betTypes')}
          className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1"
        >
          {offered.map((code) => (
            <button
              key={code}
              type="button"
              role="tab"
              aria-selected={code === betType}
              onClick={() => chooseBetType(code)}
              className={[
                'min-h-10 shrink-0 rounded-lg px-3 text-sm whitespace-nowrap focus-visible:outline-2 focus-visible:outline-gold',
                code === betType ? 'bg-gold/15 font-semibold text-gold' : 'bg-raised text-ink-soft hover:text-ink',
              ].join(' ')}
            >
              {t(`betTypes.${code}`, { defaultValue: code })}
            </button>
          ))}
        </div>
        <p className="text-xs text-ink-soft">{t(`hints.${betType}`, { defaultValue: '' })}</p>
        {spec ? <NumberPicker spec={spec} selected={selected} onChange={setSelected} /> : null}
        <div className="space-y-3 border-t border-line pt-4">
          <div className="text-sm tabular-nums" aria-live="polite">
            {pendingQuote?.ok ? (
              <p className="text-ink-soft">
                {t('pick.quote', { count: pendingQuote.bets, cost: show(pendingQuote.cost) })}{' '}
                <span className="whitespace-nowrap text-gold">
                  {pendingQuote.multiHit ? t('slip.winPerHit') : t('slip.potentialWin')} {show(pendingQuote.maxWin)}
                </span>
              </p>
            ) : pendingQuote ? (
              <QuoteProblem quote={pendingQuote} />
            ) : (
              <p className="text-ink-soft">{t('pick.choose')}</p>
            )}
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <label htmlFor={stakeId} className="block text-sm text-ink-soft">
                {perPoint ? t('pick.points') : t('pick.stake', { currency: detail.currency })}
              </label>
              <input
                id={stakeId}
                inputMode={perPoint ? 'numeric' : 'decimal'}
                value={perPoint ? points : stake}
                onChange={(e) => (perPoint ? setPoints(e.target.value) : setStake(e.target.value))}
                className="min-h-11 w-32 rounded-lg border border-line bg-raised px-3 text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-gold"
              />
            </div>
            {besideSlip ? (
              <Button type="button" variant="outline" onClick={addToSlip} disabled={!pendingQuote?.ok}>
                <Plus size={16} aria-hidden="true" />
                {t('pick.add')}
              </Button>
            ) : null}
          </div>
          {offer ? (
            <p className="text-xs text-ink-soft">
              {offer.pricing === 'odds'
                ? t('pick.limits', { min: offer.minStake, max: offer.maxStake, currency: detail.currency })
                : t('pick.pointPrice', {
                    cost: offer.costPerPoint,
                    pays: offer.payoutPerHit,
                    currency: detail.currency,
                  })}
            </p>
          ) : null}
        </div>
      </section>
      <div ref={slipBox} className="scroll-mt-36 md:scroll-mt-32">
        <BetSlip
          detail={detail}
          tickets={tickets}
          quotes={quotes}
          totals={totals}
          onRemove={(id) => setTickets(tickets.filter((ticket) => ticket.id !== id))}
          onClear={() => setTickets([])}
          onPlace={submit}
          placing={place.isPending}
          canPlace={Boolean(draw)}
          error={place.isError ? refusalText(place.error, t) : null}
          placed={placed}
        />
      </div>
      {besideSlip ? null : (
        <SlipBar
          count={tickets.length}
          total={show(totals.cost)}
          canAdd={Boolean(pendingQuote?.ok)}
          onAdd={addToSlip}
          onOpen={openSlip}
          onPlace={submit}
          placing={place.isPending}
          canPlace={Boolean(draw) && tickets.length > 0 && totals.ok}
        />
      )}
    </div>
  );
}
