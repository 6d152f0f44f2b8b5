import { Target } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { TabPanel, useTabIds } from '../../shared/ui/tab-panel';
import { DailyTasksTab } from './daily-tasks-tab';
import { MissionsTab } from './missions-tab';
import { RacesTab } from './races-tab';

const tabs = ['missions', 'daily', 'races'] as const;
type Tab = (typeof tabs)[number];

/**
 * Mission activity (the member centre's `missionLeaderboard`, entry 12; ADR 062): missions with their progress,
 * today's daily tasks, and the leaderboard races, as three tabs of one page. Rewards are claimed on the card (the
 * reward centre's claim) or in the reward centre.
 */
export function MissionActivityPage() {
  const { t } = useTranslation('missions');
  const session = useSession();
  const [tab, setTab] = useState<Tab>('missions');
  const ids = useTabIds();
  if (!isRealMember(session)) {
    return (
      <EmptyState icon={<Target size={24} aria-hidden="true" />} title={t('realOnlyTitle')} text={t('realOnlyText')} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
        <p className="text-ink-soft text-sm">{t('intro')}</p>
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-3">
        <Tabs.List aria-label={t('tabs.label')} className="grid grid-cols-3 gap-1 rounded-xl bg-night/70 p-1">
          {tabs.map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              {...ids(v)}
              className="min-h-10 rounded-lg px-2 font-medium text-ink-soft text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=active]:bg-raised data-[state=active]:text-gold data-[state=active]:shadow"
            >
              {t(`tabs.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <TabPanel ids={ids('missions')} selected={tab === 'missions'} className="outline-none">
          <MissionsTab />
        </TabPanel>
        <TabPanel ids={ids('daily')} selected={tab === 'daily'} className="outline-none">
          <DailyTasksTab />
        </TabPanel>
        <TabPanel ids={ids('races')} selected={tab === 'races'} className="outline-none">
          <RacesTab />
        </TabPanel>
      </Tabs.Root>
    </div>
  );
}
