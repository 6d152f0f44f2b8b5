import { promotionCategories, type TPromotionCategory } from '@gemilang/contract';
import { Gift, LogIn, UserPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMerchant } from '../../shared/api/site-queries';
import { openDialog } from '../../shared/dialogs';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { Skeleton } from '../../shared/ui/skeleton';
import { usePromotionHall } from './api';
import { PromotionCard } from './promotion-card';

function categoryOf(value: string | null): TPromotionCategory | null {
  return (promotionCategories as readonly string[]).includes(value ?? '') ? (value as TPromotionCategory) : null;
}

/**
 * The promotions hall: the 17 categories as chips (the chosen one kept in the address, `?category=`, so a link
 * can open a category), every published offer as a card with the caller's state. The hall is read once and
 * filtered here: a chip answers at once. Visitors see everything and are asked to sign in to claim.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const hall = usePromotionHall();
  const timeZone = useMerchant()?.timeZone;
  const chipsRef = useRef<HTMLElement>(null);

  // The chosen chip in sight (a link may open on the last category): the row scrolls, never the page.
  useEffect(() => {
    const row = chipsRef.current;
    const chip = row?.querySelector<HTMLElement>(`[data-category="${category ?? 'all'}"]`);
    if (row && chip) row.scrollLeft = chip.offsetLeft - (row.clientWidth - chip.offsetWidth) / 2;
  }, [category]);

  const choose = (next: TPromotionCategory | null) =>
    setParams(
      (current) => {
        if (next) current.set('category', next);
        else current.delete('category');
        return current;
      },
      { replace: true },
    );

  const cards = (hall.data?.items ?? []).filter((card) => category === null || card.category === category);

  return (
    <div className="space-y-6">
      <PageHeader icon={<Gift size={24} aria-hidden="true" />} title={t('hall.title')} intro={t('hall.intro')} />

      {session ? null : (
        <section
          aria-label={t('hall.visitorLabel')}
          className="flex flex-col gap-3 rounded-xl border border-gold/40 bg-gold/5 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-ink text-sm">{t('hall.visitorText')}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => openDialog('login')}>
              <LogIn size={16} aria-hidden="true" />
              {t('hall.signIn')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => openDialog('register')}>
              <UserPlus size={16} aria-hidden="true" />
              {t('hall.register')}
            </Button>
          </div>
        </section>
      )}

      {/* The chips scroll sideways; the right edge fades so a phone shows there are more. */}
      <nav
        ref={chipsRef}
        aria-label={t('hall.categories')}
        className="relative -mx-4 overflow-x-auto px-4 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:mx-0 sm:px-0"
      >
        <ul className="flex w-max gap-2 pr-8 pb-1">
          {[null, ...promotionCategories].map((c) => {
            const chosen = c === category;
            return (
              <li key={c ?? 'all'}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  data-category={c ?? 'all'}
                  onClick={() => choose(c)}
                  className={[
                    'min-h-10 whitespace-nowrap rounded-full border px-4 text-sm transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold',
                    chosen
                      ? 'border-gold bg-gold font-semibold text-night'
                      : 'border-line bg-surface text-ink-soft hover:border-gold/60 hover:text-ink',
                  ].join(' ')}
                >
                  {c === null ? t('hall.all') : t(`category.${c}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      {hall.isError ? (
        <LoadFailed title={t('hall.error')} message={hall.error.message} onRetry={() => void hall.refetch()} />
      ) : !hall.data || !timeZone ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('hall.loading')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-64 rounded-xl" />
          ))}
        </div>
      ) : cards.length === 0 ? (
        <EmptyState
          icon={<Gift size={24} aria-hidden="true" />}
          title={
            category ? t('hall.emptyCategoryTitle', { category: t(`category.${category}`) }) : t('hall.emptyTitle')
          }
          text={category ? t('hall.emptyCategoryText') : t('hall.emptyText')}
          actions={
            category ? (
              <Button variant="secondary" onClick={() => choose(null)}>
                {t('hall.seeAll')}
              </Button>
            ) : (
              <Button variant="secondary" asChild>
                <Link to="/index">{t('hall.home')}</Link>
              </Button>
            )
          }
        />
      ) : (
        <ul
          aria-label={category ? t(`category.${category}`) : t('hall.all')}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {cards.map((card) => (
            <PromotionCard key={card.id} card={card} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </div>
  );
}
