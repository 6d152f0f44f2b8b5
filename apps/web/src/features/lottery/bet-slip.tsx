import type { TLotteryGameDetail } from '@gemilang/contract';
import { selectionLabel } from '@gemilang/games';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { exponentOf, money, type SlipTicket, type SlipTotals, type TicketQuote } from './slip-model';

export function useMoney(detail: TLotteryGameDetail) {
  const e = exponentOf(detail);
  return (minor: bigint) => `${detail.currency} ${formatAmount(money(detail, minor), e)}`;
}

/** What is wrong with a ticket, in words (the games package's codes). */
export function QuoteProblem({ quote }: { quote: TicketQuote }) {
  const { t } = useTranslation('lottery');
  if (quote.ok) return null;
  const first = quote.errors[0];
  const selection = first && 'selection' in first && first.selection ? first.selection : '';
  return (
    <p className="text-xs text-danger">
      {t(`problems.${first?.code ?? 'stake_invalid'}`, { defaultValue: t('problems.other'), selection })}
    </p>
  );
}

function TicketLine({
  detail,
  ticket,
  quote,
  onRemove,
}: {
  detail: TLotteryGameDetail;
  ticket: SlipTicket;
  quote: TicketQuote;
  onRemove: () => void;
}) {
  const { t } = useTranslation('lottery');
  const show = useMoney(detail);
  const name = t(`betTypes.${ticket.betType}`, { defaultValue: ticket.betType });
  const picks = ticket.selections.map((s) => (/^[a-z]/.test(s) ? selectionLabel(t, s) : s)).join(' ');
  return (
    <li className="space-y-1 rounded-lg border border-line bg-raised/60 p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink">{name}</p>
          <p className="break-words text-sm tabular-nums text-ink-soft">{picks}</p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('slip.remove', { name })}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-soft hover:bg-raised hover:text-danger focus-visible:outline-2 focus-visible:outline-gold"
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
      <p className="text-xs text-ink-soft">
        {ticket.points !== undefined
          ? t('slip.points', { points: ticket.points })
          : t('slip.stakeEach', { stake: `${detail.currency} ${ticket.stake ?? ''}` })}
      </p>
      {quote.ok ? (
        <dl className="grid grid-cols-2 gap-x-3 text-xs tabular-nums">
          <dt className="text-ink-soft">{t('slip.cost', { count: quote.bets })}</dt>
          <dd className="text-right text-ink">{show(quote.cost)}</dd>
          <dt className="text-ink-soft">{quote.multiHit ? t('slip.winPerHit') : t('slip.potentialWin')}</dt>
          <dd className="text-right text-gold">{show(quote.maxWin)}</dd>
        </dl>
      ) : (
        <QuoteProblem quote={quote} />
      )}
    </li>
  );
}

/** The slip: every ticket with its cost and potential win, the totals, and the button that places it. */
export function BetSlip({
  detail,
  tickets,
  quotes,
  totals,
  onRemove,
  onClear,
  onPlace,
  placing,
  canPlace,
  error,
  placed,
}: {
  detail: TLotteryGameDetail;
  tickets: SlipTicket[];
  quotes: TicketQuote[];
  totals: SlipTotals;
  onRemove: (id: string) => void;
  onClear: () => void;
  onPlace: () => void;
  placing: boolean;
  canPlace: boolean;
  error: string | null;
  placed: string | null;
}) {
  const { t } = useTranslation('lottery');
  const show = useMoney(detail);
  return (
    <section aria-labelledby="slip-title" className="space-y-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="slip-title" tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
          {t('slip.title')} <span className="text-sm text-ink-soft">({tickets.length})</span>
        </h2>
        {tickets.length > 0 ? (
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            {t('slip.clear')}
          </Button>
        ) : null}
      </div>
      {tickets.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('slip.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {tickets.map((ticket, i) => (
            <TicketLine
              key={ticket.id}
              detail={detail}
              ticket={ticket}
              quote={quotes[i] as TicketQuote}
              onRemove={() => onRemove(ticket.id)}
            />
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 border-t border-line pt-3 text-sm tabular-nums">
        <dt className="text-ink-soft">{t('slip.bets')}</dt>
        <dd className="text-right text-ink" data-testid="slip-bets">
          {totals.bets}
        </dd>
        <dt className="text-ink-soft">{t('slip.total')}</dt>
        <dd className="text-right font-semibold text-ink" data-testid="slip-total">
          {show(totals.cost)}
        </dd>
        <dt className="text-ink-soft">{t('slip.potentialWin')}</dt>
        <dd className="text-right font-semibold text-gold" data-testid="slip-win">
          {show(totals.maxWin)}
        </dd>
      </dl>
      {totals.multiHit ? <p className="text-xs text-ink-soft">{t('slip.multiHitNote')}</p> : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {placed ? (
        <p role="status" className="rounded-lg bg-success/10 px-3 py-2 text-sm text-success">
          {placed}
        </p>
      ) : null}
      <Button
        type="button"
        size="lg"
        className="w-full"
        onClick={onPlace}
        loading={placing}
        disabled={!canPlace || !totals.ok || placing}
      >
        {t('slip.place')}
      </Button>
    </section>
  );
}
