import type { TPromotionDetail } from '@gemilang/contract';
import { ArrowLeft, CalendarDays, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { useMerchant } from '../../shared/api/site-queries';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { usePromotion, wellFormedOfferId } from './api';
import { PromotionAction } from './promotion-action';
import { periodInWords, rewardInWords, rulesParagraphs, termsInWords } from './promotion-words';
import { ClaimStateBadge } from './state-badge';

function NotFound() {
  const { t } = useTranslation('promotions');
  return (
    <EmptyState
      heading="h1"
      icon={<Gift size={24} aria-hidden="true" />}
      title={t('detail.notFoundTitle')}
      text={t('detail.notFoundText')}
      actions={
        <Button asChild>
          <Link to="/promotions">{t('detail.backToHall')}</Link>
        </Button>
      }
    />
  );
}

function Section({ title, className, children }: { title: string; className: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 ${className}`}
    >
      <h2 className="font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Detail({ promotion, timeZone }: { promotion: TPromotionDetail; timeZone: string }) {
  const { t } = useTranslation('promotions');
  const terms = termsInWords(promotion.terms, promotion.currency, t);
  const rules = rulesParagraphs(promotion.rules);
  return (
    <article className="flex flex-col gap-5">
      <img
        src={promotion.art}
        alt=""
        width={1280}
        height={400}
        className="aspect-[16/5] w-full rounded-2xl border border-line bg-raised object-cover"
      />
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl text-ink sm:text-3xl">{promotion.title}</h1>
          <ClaimStateBadge state={promotion.state} />
        </div>
        {promotion.summary ? <p className="text-ink-soft">{promotion.summary}</p> : null}
        <p className="flex items-center gap-1.5 text-ink-soft text-sm tabular-nums">
          <CalendarDays size={16} aria-hidden="true" className="shrink-0 text-gold" />
          <span className="sr-only">{t('period.label')}: </span>
          {periodInWords(promotion.startsAt, promotion.endsAt, timeZone, t)}
        </p>
      </header>

      {/* On a phone the action follows the reward (the column's wrapper is `contents` there); beside it on a desktop. */}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <Section title={t('detail.reward')} className="order-1">
            <p className="text-gold text-lg font-semibold tabular-nums">
              {rewardInWords(promotion.reward, promotion.currency, t)}
            </p>
          </Section>
          <Section title={t('detail.terms')} className="order-3">
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-ink text-sm tabular-nums marker:text-gold">
              <li>{terms.turnover}</li>
              {promotion.terms.turnoverMultiple > 0 ? (
                <li>
                  {t('terms.contributionsIntro')}
                  <ul className="mt-1 flex list-[circle] flex-col gap-1 pl-5 text-ink-soft">
                    {terms.contributions.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                    <li>{terms.defaultContribution}</li>
                  </ul>
                </li>
              ) : null}
              {terms.onlyGame ? <li>{terms.onlyGame}</li> : null}
              <li>{terms.maxBet}</li>
              <li>{terms.maxConversion}</li>
              <li>{terms.life}</li>
            </ul>
          </Section>
          {rules.length > 0 ? (
            <Section title={t('detail.rules')} className="order-4">
              <div className="flex flex-col gap-3 text-ink-soft text-sm">
                {rules.map((paragraph) => (
                  <p key={paragraph} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
              </div>
            </Section>
          ) : null}
        </div>
        <div className="order-2 lg:sticky lg:top-24 lg:order-none">
          <PromotionAction promotion={promotion} timeZone={timeZone} />
        </div>
      </div>
    </article>
  );
}

/** `/promoDetail?id=N`: one offer's reward, terms and rules in words, and the action for the caller's state. */
export function PromoDetailPage() {
  const { t } = useTranslation('promotions');
  const [params] = useSearchParams();
  const id = params.get('id');
  const promotion = usePromotion(id);
  const timeZone = useMerchant()?.timeZone;

  let body: React.ReactNode;
  if (!wellFormedOfferId(id)) body = <NotFound />;
  else if (promotion.isError) {
    const error = promotion.error;
    body =
      error instanceof ApiError && (error.status === 404 || error.code === 'promotion_unknown') ? (
        <NotFound />
      ) : (
        <LoadFailed title={t('detail.error')} message={error.message} onRetry={() => void promotion.refetch()} />
      );
  } else if (!promotion.data || !timeZone) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('detail.loading')} className="flex flex-col gap-4">
        <Skeleton className="aspect-[16/5] w-full rounded-2xl" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-40" />
      </div>
    );
  } else body = <Detail promotion={promotion.data} timeZone={timeZone} />;

  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/promotions"
        className="inline-flex min-h-10 w-fit items-center gap-1.5 rounded-lg text-ink-soft text-sm hover:text-gold focus-visible:outline-2 focus-visible:outline-gold"
      >
        <ArrowLeft size={16} aria-hidden="true" />
        {t('detail.backToHall')}
      </Link>
      {body}
    </div>
  );
}
