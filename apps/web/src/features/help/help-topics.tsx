import { CircleHelp } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpTopics } from '../../shared/api/site-queries';
import { Button } from '../../shared/ui/button';
import { RichText } from '../../shared/ui/rich-text';
import { Skeleton } from '../../shared/ui/skeleton';
import { TabPanel, useTabIds } from '../../shared/ui/tab-panel';
import { useMediaQuery } from '../../shared/ui/use-media-query';

/** The help centre's topics: a side list on wider screens, a row of tabs on phones. */
export function HelpTopics({ tag }: { tag?: string }) {
  const { t } = useTranslation('dialogs');
  const { data: topics, isPending, isError, refetch } = useHelpTopics();
  const wide = useMediaQuery('(min-width: 640px)');
  const [chosen, setChosen] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const ids = useTabIds();
  const active = topics?.find((topic) => topic.tag === (chosen ?? tag))?.tag ?? topics?.[0]?.tag ?? '';

  // Bring the opened topic's entry into view (a footer link may point far down the list) and start its
  // text at the top.
  useEffect(() => {
    if (!active) return;
    list.current?.querySelector('[data-state="active"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    panel.current?.scrollTo?.({ top: 0 });
  }, [active]);

  if (isPending) {
    return (
      <div className="flex flex-1 flex-col gap-3 p-5" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
        <p role="alert" className="text-danger text-sm">
          {t('help.error')}
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!topics?.length) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-ink-soft">
        <CircleHelp aria-hidden="true" size={40} className="text-line" />
        <p className="text-sm">{t('help.empty')}</p>
      </div>
    );
  }

  return (
    <Tabs.Root
      value={active}
      onValueChange={setChosen}
      orientation={wide ? 'vertical' : 'horizontal'}
      className="flex min-h-0 flex-1 flex-col sm:flex-row"
    >
      <Tabs.List
        ref={list}
        aria-label={t('help.topics')}
        className="flex shrink-0 gap-1 overflow-x-auto border-line border-b px-3 py-2 sm:w-60 sm:flex-col sm:overflow-x-visible sm:overflow-y-auto sm:border-r sm:border-b-0 sm:py-3"
      >
        {topics.map((topic) => (
          <Tabs.Trigger
            key={topic.tag}
            value={topic.tag}
            {...ids(topic.tag)}
            className="min-h-10 shrink-0 rounded-lg px-3 text-left text-ink-soft text-sm transition-colors hover:bg-raised hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=active]:bg-raised data-[state=active]:font-semibold data-[state=active]:text-gold max-sm:whitespace-nowrap"
          >
            {topic.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div ref={panel} className="min-h-0 flex-1 overflow-y-auto">
        {topics.map((topic) => (
          <TabPanel
            key={topic.tag}
            ids={ids(topic.tag)}
            selected={topic.tag === active}
            className="flex flex-col gap-3 px-5 py-5 outline-none sm:px-6"
          >
            <h3 className="font-semibold text-ink text-lg">{topic.title}</h3>
            <RichText html={topic.content} />
          </TabPanel>
        ))}
      </div>
    </Tabs.Root>
  );
}
