import type { TBonusGrant } from '@gemilang/contract';
import { BadgePercent, ChevronDown, Gift } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBonusDetails } from '../../shared/api/bonus-queries';
import { useMerchant } from '../../shared/api/site-queries';
import { closeDialog } from '../../shared/dialogs';
import { formatDateTime, formatMoney } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Fact } from '../../shared/ui/fact';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { shortDateTime } from './promotion-words';
import { GrantStateBadge } from './state-badge';
import { TurnoverProgress } from './turnover-progress';

/** The reasons the server ends a grant with (end-grant.ts), each with its words in the catalogue. */
const knownReasons = ['withdrawal', 'expiry', 'operator', 'used_up', 'self_exclusion', 'converted', 'cancelled'];

/** The grant in play: what every stake counts towards, and how far it has come. */
function ActiveGrant({ grant, currency, timeZone }: { grant: TBonusGrant; currency: string; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const money = (value: string) => formatMoney(currency, value);
  return (
    <section
      aria-label={t('bonus.activeLabel')}
      className="flex flex-col gap-4 rounded-xl border border-gold/50 bg-gradient-to-br from-gold/15 via-surface to-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <span className="text-gold text-xs uppercase tracking-wide">{t('bonus.activeLabel')}</span>
          <h3 className="font-semibold text-ink">{grant.title}</h3>
        </div>
        <GrantStateBadge state={grant.state} />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('bonus.balance')} value={money(grant.balance)} />
        <Fact label={t('bonus.amount')} value={money(grant.amount)} />
        <Fact label={t('bonus.maxBet')} value={grant.maxBet === null ? t('bonus.noMaxBet') : money(grant.maxBet)} />
        <Fact label={t('bonus.expires')} value={shortDateTime(grant.expiresAt, timeZone)} />
      </dl>
      <TurnoverProgress done={grant.turnoverDone} needed={grant.turnoverNeeded} currency={currency} />
      <GrantHistory grant={grant} currency={currency} timeZone={timeZone} />
    </section>
  );
}

/** A grant's history (issued, activated, converted…), folded until asked for; a kind not known here reads "Change". */
function GrantHistory({ grant, currency, timeZone }: { grant: TBonusGrant; currency: string; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const [open, setOpen] = useState(false);
  const historyId = useId();
  const money = (value: string) => formatMoney(currency, value);
  if (grant.history.length === 0) return null;
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        className="-ml-3"
        aria-expanded={open}
        aria-controls={historyId}
        onClick={() => setOpen((o) => !o)}
      >
        <ChevronDown size={16} aria-hidden="true" className={open ? 'rotate-180' : ''} />
        {t('bonus.history', { count: grant.history.length })}
      </Button>
      {open ? (
        <ol id={historyId} className="mt-2 flex flex-col divide-y divide-line rounded-lg border border-line">
          {grant.history.map((event) => (
            <li
              key={`${event.at}-${event.kind}-${event.amount}`}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 px-3 py-2 text-sm"
            >
              <span className="text-ink">{t(`event.${event.kind}`, { defaultValue: t('event.other') })}</span>
              <span className="font-semibold text-ink tabular-nums">{money(event.amount)}</span>
              <time dateTime={event.at} className="w-full text-ink-soft text-xs tabular-nums">
                {formatDateTime(event.at, timeZone)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function GrantItem({ grant, currency, timeZone }: { grant: TBonusGrant; currency: string; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const money = (value: string) => formatMoney(currency, value);
  const reason = grant.reason ? t(`reason.${knownReasons.includes(grant.reason) ? grant.reason : 'other'}`) : '';
  const ended = grant.state !== 'active' && grant.state !== 'pending';
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <article aria-label={grant.title} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-ink text-sm">{grant.title}</h3>
          <GrantStateBadge state={grant.state} />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label={t('bonus.amount')} value={money(grant.amount)} />
          {ended ? (
            <>
              <Fact label={t('bonus.converted')} value={money(grant.converted)} />
              <Fact label={t('bonus.forfeited')} value={money(grant.forfeited)} />
              <Fact
                label={t('bonus.ended')}
                value={grant.endedAt ? shortDateTime(grant.endedAt, timeZone) : t('bonus.notEnded')}
              />
            </>
          ) : (
            <>
              <Fact label={t('bonus.balance')} value={money(grant.balance)} />
              <Fact label={t('bonus.granted')} value={shortDateTime(grant.createdAt, timeZone)} />
              <Fact label={t('bonus.expires')} value={shortDateTime(grant.expiresAt, timeZone)} />
            </>
          )}
        </dl>
        {reason ? <p className="text-ink-soft text-sm">{t('bonus.reason', { reason })}</p> : null}
        <GrantHistory grant={grant} currency={currency} timeZone={timeZone} />
      </article>
    </li>
  );
}

/**
 * Member centre, bonus details (entry 9): the grant in play first, with its bonus balance, turnover as a
 * progress bar, max bet and expiry; then every grant with its state, amounts, how it ended and its history.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('promotions');
  const query = useBonusDetails();
  const timeZone = useMerchant()?.timeZone;
  const othersId = useId();

  if (query.isError) {
    return <LoadFailed title={t('bonus.error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('bonus.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const { active, items, currency } = query.data;
  // The grant in play has its own card above; the list holds the rest, newest first as the server sends them.
  const others = items.filter((grant) => grant.id !== active?.id);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('bonus.title')}</h2>
        <p className="text-ink-soft text-sm">{t('bonus.intro')}</p>
      </div>
      {items.length === 0 && !active ? (
        <EmptyState
          heading="h3"
          icon={<BadgePercent size={24} aria-hidden="true" />}
          title={t('bonus.emptyTitle')}
          text={t('bonus.emptyText')}
          actions={
            <Button asChild>
              <Link to="/promotions" onClick={() => closeDialog()}>
                <Gift size={18} aria-hidden="true" />
                {t('bonus.toHall')}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          {active ? <ActiveGrant grant={active} currency={currency} timeZone={timeZone} /> : null}
          {others.length > 0 ? (
            <section aria-labelledby={othersId} className="flex flex-col gap-3">
              <h3 id={othersId} className="font-semibold text-ink-soft text-sm">
                {t(active ? 'bonus.others' : 'bonus.all')}
              </h3>
              <ul className="flex flex-col gap-3">
                {others.map((grant) => (
                  <GrantItem key={grant.id} grant={grant} currency={currency} timeZone={timeZone} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
