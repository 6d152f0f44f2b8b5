import type { TMyVip } from '@gemilang/contract';
import { Crown, Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useMyVip } from './api';
import { BenefitsTable } from './benefits-table';
import { VipProgressBar } from './progress-bar';

/** The member's level, with the VIP line when it has one, and the way the brand counts towards levels. */
function LevelCard({ vip }: { vip: TMyVip }) {
  const { t } = useTranslation('vip');
  const words = (counted: string, needed: string) => t('of', { counted, needed });
  return (
    <section
      aria-label={t('yourLevel')}
      className="flex flex-col gap-4 rounded-xl border border-gold/50 bg-gradient-to-br from-gold/15 via-surface to-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="grid size-12 place-items-center rounded-full bg-gold text-night">
          <Crown size={24} aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="text-ink-soft text-xs">{t('yourLevel')}</span>
          <span className="font-bold text-gold text-xl">{t('levelName', { level: vip.level, name: vip.name })}</span>
        </div>
        {vip.vipService ? (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full bg-gold/20 px-3 py-1 text-gold text-xs">
            <Headset size={14} aria-hidden="true" />
            {t('serviceLine')}
          </span>
        ) : null}
      </div>
      {vip.next ? (
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-ink text-sm">
            {t('towards', { level: vip.next.level, name: vip.next.name })}
          </h3>
          <VipProgressBar label={t('validBets')} progress={vip.next.validBets} currency={vip.currency} words={words} />
          <VipProgressBar label={t('deposits')} progress={vip.next.deposits} currency={vip.currency} words={words} />
        </div>
      ) : (
        <p className="text-ink text-sm">{t('top')}</p>
      )}
      {vip.keep ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-ink text-sm">{t('keepTitle', { days: vip.keep.quietDays })}</h3>
          <VipProgressBar label={t('keepBets')} progress={vip.keep.validBets} currency={vip.currency} words={words} />
        </div>
      ) : null}
      <p className="text-ink-soft text-xs">
        {vip.basis === 'rolling' ? t('basis.rolling', { days: vip.rollingDays }) : t('basis.lifetime')}{' '}
        {t(`downgrade.${vip.downgrade}`)} {t('reviewed')}
      </p>
    </section>
  );
}

/**
 * VIP (the member centre's `vip` page; ADR 060): the member's level, bars of valid bets and deposits towards the
 * next (and, under the quiet rule, towards keeping this one), and a table of every level's benefits: upgrade,
 * weekly and monthly rewards, rebate rates, withdrawal limits and the VIP service line.
 */
export function VipPage() {
  const { t } = useTranslation('vip');
  const session = useSession();
  const query = useMyVip();
  if (!isRealMember(session)) {
    return (
      <EmptyState icon={<Crown size={24} aria-hidden="true" />} title={t('realOnlyTitle')} text={t('realOnlyText')} />
    );
  }
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  const vip = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
        <p className="text-ink-soft text-sm">{t('intro')}</p>
      </div>
      <LevelCard vip={vip} />
      {vip.levels.length > 0 ? (
        <BenefitsTable vip={vip} />
      ) : (
        <EmptyState
          heading="h3"
          icon={<Crown size={24} aria-hidden="true" />}
          title={t('noLadderTitle')}
          text={t('noLadderText')}
        />
      )}
    </div>
  );
}
