import type { TPromotionCard } from '@gemilang/contract';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { coversCard } from '../../shared/ui/card-cover';
import { periodInWords } from './promotion-words';
import { ClaimStateBadge } from './state-badge';

/** One offer in the hall: its art, title, summary, period and the caller's state; the title's link covers the card. */
export function PromotionCard({ card, timeZone }: { card: TPromotionCard; timeZone: string }) {
  const { t } = useTranslation('promotions');
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface transition-colors hover:border-gold/60">
      <img
        src={card.art}
        alt=""
        width={1280}
        height={400}
        loading="lazy"
        className="aspect-[16/5] w-full bg-raised object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <h3 className="font-semibold text-ink leading-snug">
            <Link to={`/promoDetail?id=${card.id}`} className={coversCard}>
              {card.title}
            </Link>
          </h3>
          <ClaimStateBadge state={card.state} />
        </div>
        {card.summary ? <p className="line-clamp-2 text-ink-soft text-sm">{card.summary}</p> : null}
        <p className="mt-auto flex items-center gap-1.5 pt-1 text-ink-soft text-xs tabular-nums">
          <CalendarDays size={14} aria-hidden="true" className="shrink-0 text-gold" />
          <span className="sr-only">{t('period.label')}: </span>
          {periodInWords(card.startsAt, card.endsAt, timeZone, t)}
        </p>
      </div>
    </li>
  );
}
