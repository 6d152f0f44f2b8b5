import { Coins } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRealMember } from '../../shared/api/bonus-queries';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { PageHeader } from '../../shared/ui/page-header';
import { Skeleton } from '../../shared/ui/skeleton';
import { TabPanel, useTabIds } from '../../shared/ui/tab-panel';
import { usePointBalance, usePointConfig } from './api';
import { BalanceCard } from './balance-card';
import { CatalogueTab } from './catalogue-tab';
import { ConvertDialog } from './convert-dialog';
import { DetailsTab } from './details-tab';
import { RecordsTab } from './records-tab';
import { RulesTab } from './rules-tab';
import { VisitorPrompt } from './visitor-prompt';

/** The page's sections; the address keeps the chosen one (`?tab=records`), so a link can open it. */
export const mallTabs = ['mall', 'records', 'details', 'rules'] as const;
export type MallTab = (typeof mallTabs)[number];

function tabOf(value: string | null): MallTab {
  return (mallTabs as readonly string[]).includes(value ?? '') ? (value as MallTab) : 'mall';
}

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
  const config = usePointConfig();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const ids = useTabIds();
  const [converting, setConverting] = useState(false);

  const choose = (next: MallTab) =>
    setParams(
      (current) => {
        if (next === 'mall') current.delete('tab');
        else current.set('tab', next);
        return current;
      },
      { replace: true },
    );

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
  const conversion = config.data?.enabled ? config.data.conversion : null;

  return (
    <div className="flex flex-col gap-6">
      <BalanceCard
        balance={balance.data.balance}
        conversion={conversion}
        currency={config.data?.currency ?? ''}
        onConvert={() => setConverting(true)}
      />
      <Tabs.Root value={tab} onValueChange={(value) => choose(value as MallTab)} className="flex flex-col gap-4">
        <Tabs.List
          aria-label={t('tabs.label')}
          className="grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface p-1 sm:grid-cols-4"
        >
          {mallTabs.map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              {...ids(v)}
              className="min-h-11 rounded-lg px-2 font-medium text-ink-soft text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=active]:bg-raised data-[state=active]:text-gold data-[state=active]:shadow"
            >
              {t(`tabs.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <TabPanel ids={ids('mall')} selected={tab === 'mall'} className="outline-none">
          <CatalogueTab balance={balance.data.balance} onShowRecords={() => choose('records')} />
        </TabPanel>
        <TabPanel ids={ids('records')} selected={tab === 'records'} className="outline-none">
          <RecordsTab />
        </TabPanel>
        <TabPanel ids={ids('details')} selected={tab === 'details'} className="outline-none">
          <DetailsTab />
        </TabPanel>
        <TabPanel ids={ids('rules')} selected={tab === 'rules'} className="outline-none">
          <RulesTab />
        </TabPanel>
      </Tabs.Root>
      {conversion && config.data ? (
        <ConvertDialog
          open={converting}
          onClose={() => setConverting(false)}
          balance={balance.data.balance}
          conversion={conversion}
          currency={config.data.currency}
        />
      ) : null}
    </div>
  );
}
