import type { TRedEnvelopeEvent, TRedEnvelopeRule } from '@gemilang/contract';
import { CircleCheck, CircleX, Gift, ShieldCheck, Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { ApiError } from '../../shared/api/client';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime, formatMoney } from '../../shared/format';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Fact } from '../../shared/ui/fact';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useOpenEnvelope, useRedEnvelopes } from './api';
import { formatRemaining, useServerNow } from './countdown';
import { type Verification, verifySplit } from './verify-split';

/** A rule the member does not meet, in words. */
function useRuleText() {
  const { t } = useTranslation('redEnvelopes');
  return (rule: TRedEnvelopeRule) =>
    rule.rule === 'vip_level'
      ? t('rule.vip_level', { min: rule.min })
      : t('rule.deposited_within', { days: rule.days });
}

/** The amount the envelope held, growing into view (held still when the member asks for less motion). */
function OpenedAmount({ amount, currency }: { amount: string; currency: string }) {
  const { t } = useTranslation('redEnvelopes');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      role="status"
      className={`flex flex-col items-center gap-1 rounded-xl border border-gold bg-gradient-to-b from-danger/30 to-surface px-4 py-5 text-center motion-safe:transition motion-safe:duration-500 motion-safe:ease-out ${shown ? 'scale-100 opacity-100' : 'motion-safe:scale-50 motion-safe:opacity-0'}`}
    >
      <span className="text-ink-soft text-sm">{t('youOpened')}</span>
      <span className="font-bold text-3xl text-gold tabular-nums">{formatMoney(currency, amount)}</span>
    </div>
  );
}

/** The event open now or next: its countdown, what is left, the open button, and its commitment. */
function CurrentEvent({
  event,
  currency,
  offsetMs,
  onTimeUp,
}: {
  event: TRedEnvelopeEvent;
  currency: string;
  offsetMs: number;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation('redEnvelopes');
  const ruleText = useRuleText();
  const open = useOpenEnvelope();
  const [opened, setOpened] = useState<string | null>(null);
  // The envelope is the member's even when its reward was refused (a spent budget): the reward centre says why.
  const [refused, setRefused] = useState(false);
  const now = useServerNow(offsetMs);
  const target = Date.parse(event.state === 'upcoming' ? event.startsAt : event.endsAt);
  const timeUp = target - now <= 0;
  const told = useRef(false);
  useEffect(() => {
    if (timeUp && !told.current) {
      told.current = true;
      onTimeUp();
    }
  }, [timeUp, onTimeUp]);

  const mine = opened ?? event.mine;
  const refusal = open.error instanceof ApiError ? open.error.message : open.isError ? t('openFailed') : null;
  return (
    <article
      aria-label={event.name}
      className="flex flex-col gap-4 rounded-xl border border-danger/50 bg-gradient-to-br from-danger/20 via-surface to-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{event.name}</h3>
        <span className="rounded-full bg-gold/15 px-2 py-0.5 text-gold text-xs">{t(`state.${event.state}`)}</span>
      </div>
      <div
        role="timer"
        aria-label={t(event.state === 'upcoming' ? 'opensIn' : 'endsIn')}
        className="flex items-center gap-2"
      >
        <Timer size={18} aria-hidden="true" className="text-gold" />
        <div>
          <p className="text-ink-soft text-xs">{t(event.state === 'upcoming' ? 'opensIn' : 'endsIn')}</p>
          <p className="font-bold text-gold text-xl tabular-nums">{formatRemaining(target - now)}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label={t('pool')} value={formatMoney(currency, event.pool)} />
        <Fact label={t('left')} value={t('leftOf', { left: event.remaining, total: event.envelopes })} />
      </dl>
      {mine !== null ? (
        <OpenedAmount amount={mine} currency={currency} />
      ) : event.state === 'upcoming' ? (
        <p className="text-ink-soft text-sm">{t('notYet')}</p>
      ) : event.notEligible ? (
        <p className="text-ink-soft text-sm">{t('notEligible', { rule: ruleText(event.notEligible) })}</p>
      ) : event.remaining === 0 ? (
        <p className="text-ink-soft text-sm">{t('allTaken')}</p>
      ) : (
        <Button
          size="lg"
          loading={open.isPending}
          disabled={open.isPending || timeUp}
          onClick={() =>
            open.mutate(event.id, {
              onSuccess: (result) => {
                setOpened(result.amount);
                setRefused(result.rewardState === 'refused');
              },
            })
          }
        >
          <Gift size={20} aria-hidden="true" />
          {t('open')}
        </Button>
      )}
      {refused ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {t('rewardRefused')}
        </p>
      ) : null}
      {refusal && mine === null ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        <p className="text-ink-soft text-xs">{t('commitment')}</p>
        <code className="break-all rounded-lg bg-night/60 px-2 py-1 text-ink text-xs">{event.commitment}</code>
      </div>
    </article>
  );
}

function Check({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className={`flex items-center gap-2 text-sm ${ok ? 'text-success' : 'text-danger'}`}>
      {ok ? <CircleCheck size={18} aria-hidden="true" /> : <CircleX size={18} aria-hidden="true" />}
      {ok ? yes : no}
    </p>
  );
}

/** An ended event: what it was, what the member opened, and the check of its commitment in the browser. */
function EndedEvent({ event, currency, timeZone }: { event: TRedEnvelopeEvent; currency: string; timeZone: string }) {
  const { t } = useTranslation('redEnvelopes');
  const [result, setResult] = useState<Verification | null>(null);
  const [checking, setChecking] = useState(false);
  const verify = async () => {
    setChecking(true);
    try {
      setResult(await verifySplit(event));
    } finally {
      setChecking(false);
    }
  };
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <article aria-label={event.name} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-semibold text-ink text-sm">{event.name}</h4>
          <span className="text-ink-soft text-xs">{t('endedAt', { at: formatDateTime(event.endsAt, timeZone) })}</span>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label={t('pool')} value={formatMoney(currency, event.pool)} />
          <Fact label={t('envelopes')} value={String(event.envelopes)} />
          <Fact label={t('mine')} value={event.mine ? formatMoney(currency, event.mine) : t('notOpened')} />
        </dl>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            loading={checking}
            onClick={() => void verify()}
            aria-label={t('verifyNamed', { name: event.name })}
          >
            <ShieldCheck size={16} aria-hidden="true" />
            {t('verify')}
          </Button>
        </div>
        {result ? (
          <div aria-live="polite" className="flex flex-col gap-1">
            <Check ok={result.hashMatches} yes={t('hashMatches')} no={t('hashDiffers')} />
            <Check ok={result.sumMatches} yes={t('sumMatches')} no={t('sumDiffers')} />
          </div>
        ) : null}
        {event.reveal ? (
          <details className="text-xs">
            <summary className="cursor-pointer text-ink-soft">{t('split')}</summary>
            <dl className="mt-2 flex flex-col gap-2">
              <div>
                <dt className="text-ink-soft">{t('commitment')}</dt>
                <dd className="break-all font-mono text-ink">{event.commitment}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('salt')}</dt>
                <dd className="break-all font-mono text-ink">{event.reveal.salt}</dd>
              </div>
              <div>
                <dt className="text-ink-soft">{t('amounts')}</dt>
                <dd className="break-all font-mono text-ink">{event.reveal.amounts.join(', ')}</dd>
              </div>
            </dl>
            <p className="mt-2 text-ink-soft">{t('howToCheck')}</p>
          </details>
        ) : null}
      </article>
    </li>
  );
}

/**
 * Red envelopes (the member centre's `redEnvelope`; ADR 061): the event open now or next with its countdown and the
 * open button, the amount revealed when opened; and the ended events, each checkable in the browser against the
 * commitment published before it opened (the split's SHA-256 with its salt, and its sum against the pool).
 */
export function RedEnvelopePage() {
  const { t } = useTranslation('redEnvelopes');
  const session = useSession();
  const query = useRedEnvelopes();
  const timeZone = useMerchant()?.timeZone;

  if (!isRealMember(session)) {
    return (
      <EmptyState icon={<Gift size={24} aria-hidden="true" />} title={t('realOnlyTitle')} text={t('realOnlyText')} />
    );
  }
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const { current, ended, currency, serverTime, readAt } = query.data;
  const offsetMs = Date.parse(serverTime) - readAt;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
        <p className="text-ink-soft text-sm">{t('intro')}</p>
      </div>
      {current ? (
        <CurrentEvent
          key={current.id}
          event={current}
          currency={currency}
          offsetMs={offsetMs}
          onTimeUp={() => void query.refetch()}
        />
      ) : (
        <EmptyState
          heading="h3"
          icon={<Gift size={24} aria-hidden="true" />}
          title={t('noneTitle')}
          text={t('noneText')}
        />
      )}
      {ended.length > 0 ? (
        <section aria-labelledby="red-envelopes-ended" className="flex flex-col gap-3">
          <h3 id="red-envelopes-ended" className="font-semibold text-ink">
            {t('ended')}
          </h3>
          <ul className="flex flex-col gap-3">
            {ended.map((event) => (
              <EndedEvent key={event.id} event={event} currency={currency} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
