import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { Skeleton } from '../../shared/ui/skeleton';
import { usePointBalance } from './api';
import { BalanceCard } from './balance-card';
import { CatalogueTab } from './catalogue-tab';
import { VisitorPrompt } from './visitor-prompt';

/**
 * The points mall (`/pointMall`, header and footer, no side bar; ADR 064): the member's points and a way to turn
 * them into cash when the brand allows it, the catalogue by exchange type with each item's detail and redeem
 * dialog, the exchange records, the points details and the points rules. Every call needs a real member: a visitor
 * is asked to sign in, a trial account is told the mall is for real accounts.
 */
export function PointsMallPage() {
  const { t } = useTranslation('points');
  const session = useSession();
  return (
    <div className="space-y-6">
      <PageHeader icon={<Coins size={24} aria-hidden="true" />} title={t('title')} intro={t('intro')} />
      {!session ? (
        <VisitorPrompt />
      ) : !isRealMember(session) ? (
        <EmptyState icon={<Coins size={24} aria-hidden="true" />} title={t('realOnlyTitle')} text={t('realOnlyText')} />
      ) : (
        <MemberMall />
      )}
    </div>
  );
}

function MemberMall() {
  const { t } = useTranslation('points');
  const balance = usePointBalance();

  if (balance.isError) {
    return <LoadFailed title={t('error')} message={balance.error.message} onRetry={() => void balance.refetch()} />;
  }
  if (!balance.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-4">
        <Skeleton className="h-32 rounded-2xl" />
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (!balance.data.enabled) {
    return <EmptyState icon={<Coins size={24} aria-hidden="true" />} title={t('offTitle')} text={t('offText')} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <BalanceCard balance={balance.data.balance} conversion={null} currency="" onConvert={() => {}} />
      <CatalogueTab />
    </div>
  );
}
