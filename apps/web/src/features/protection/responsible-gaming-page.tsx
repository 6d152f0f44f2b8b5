import { HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { useMerchant } from '../../shared/api/site-queries';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useMyProtection } from './api';
import { ExclusionSection } from './exclusion-section';
import { LimitsSection } from './limits-section';

/**
 * The member centre's "Responsible gaming" page (responsibleGaming; docs/product.md, Player protection; ADR 073):
 * the member's own deposit limits and a break or self-exclusion. A trial account has no real money to protect.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('protection');
  const session = useSession();
  const merchant = useMerchant();
  const query = useMyProtection();
  if (!isRealMember(session)) {
    return (
      <EmptyState
        icon={<HeartHandshake size={24} aria-hidden="true" />}
        title={t('trial.title')}
        text={t('trial.text')}
      />
    );
  }
  if (query.isError) return <LoadFailed message={t('loadFailed')} onRetry={() => void query.refetch()} />;
  if (!query.data || !merchant) return <Skeleton className="h-64 w-full" />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-ink-soft text-sm">{t('intro')}</p>
      <LimitsSection protection={query.data} currency={merchant.currency} timeZone={merchant.timeZone} />
      <ExclusionSection protection={query.data} timeZone={merchant.timeZone} />
    </div>
  );
}
