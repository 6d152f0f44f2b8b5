import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { TabPanel, useTabIds } from '../../shared/ui/tab-panel';

export interface AuthTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** The segmented tabs of the sign-in dialogs (password/SMS login, username/mobile sign-up, e-mail/mobile reset). */
export function AuthTabs({
  label,
  tabs,
  value,
  onValueChange,
}: {
  label: string;
  tabs: readonly AuthTab[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  const ids = useTabIds();
  return (
    <Tabs.Root value={value} onValueChange={onValueChange} className="flex flex-col gap-5">
      <Tabs.List aria-label={label} className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-night/70 p-1">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            {...ids(tab.value)}
            className="min-h-10 rounded-lg px-3 font-medium text-ink-soft text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=active]:bg-raised data-[state=active]:text-gold data-[state=active]:shadow"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <TabPanel key={tab.value} ids={ids(tab.value)} selected={tab.value === value} className="outline-none">
          {tab.content}
        </TabPanel>
      ))}
    </Tabs.Root>
  );
}
