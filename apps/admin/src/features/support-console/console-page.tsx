import {
  supportChatQueues,
  type TAdminRealtimeServerMessage,
  type TAdminSupportChatConversation,
  type TSupportChatQueue,
} from '@gemilang/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Crown, Headset, Image as ImageIcon, MessageSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/lib/time';
import { useBackOfficeLive } from '../../shared/live';
import { useMay } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { LiveBadge } from '../../shared/ui/live-badge';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { type ConversationFilter, consoleKeys, useConversation, useConversations, useQueues } from './api';
import { CannedTab } from './canned-tab';
import { ChatPane } from './chat-pane';
import { ChatSettingsTab } from './chat-settings-tab';
import { MemberSummary } from './member-summary';
import { OfflineTab } from './offline-tab';

const views = ['waiting', 'open', 'mine', 'closed'] as const;
const TYPING_SHOWN_MS = 4000;

function ConversationRow({
  c,
  selected,
  onOpen,
}: {
  c: TAdminSupportChatConversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('supportConsole');
  const { timeZone } = useMerchant();
  const name = c.username ?? t('visitorNamed', { label: c.visitorLabel ?? '' });
  const preview = c.lastMessage ? c.lastMessage.text || (c.lastMessage.hasImage ? t('list.image') : '') : '';
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        aria-label={t('list.open', { name, count: c.unread })}
        className={`flex w-full flex-col gap-0.5 rounded border px-2 py-1.5 text-left text-[13px] focus-visible:outline-2 focus-visible:outline-accent ${selected ? 'border-accent bg-accent-soft' : 'border-transparent hover:bg-sunken'}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1 font-medium text-ink">
            {c.queue === 'vip' ? <Crown aria-hidden className="size-3.5 shrink-0 text-accent" /> : null}
            <span className="truncate">{name}</span>
          </span>
          {c.unread > 0 ? <Badge tone="warn">{c.unread}</Badge> : null}
        </span>
        <span className="flex items-center gap-1 truncate text-[12px] text-ink-soft">
          {c.lastMessage?.hasImage ? <ImageIcon aria-hidden className="size-3 shrink-0" /> : null}
          <span className="truncate">{preview}</span>
        </span>
        <span className="text-[11px] text-ink-faint tabular-nums">
          {formatDateTime(c.updatedAt, timeZone).slice(5, 16)}
          {c.assignedTo ? ` · ${c.assignedTo.username}` : ''}
        </span>
      </button>
    </li>
  );
}

/**
 * The agents' console (ADR 065; the admin and customer service): the queues with their counts, the conversations of
 * a queue and view, one conversation beside the member's summary, and the offline messages tab. The back office's
 * live channel keeps it current: a new message, the player typing or reading, a conversation taken elsewhere.
 */
export function SupportConsolePage() {
  const { t } = useTranslation('supportConsole');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // The brand's chat settings are the admin's (ADR 069): the tab is offered to them only.
  const mayConfigure = useMay('operatorAdmin');
  const tabParam = params.get('tab');
  const tab =
    tabParam === 'offline' || tabParam === 'canned' || (tabParam === 'settings' && mayConfigure) ? tabParam : 'chats';
  const queueParam = params.get('queue');
  const queue: TSupportChatQueue | '' = supportChatQueues.includes(queueParam as TSupportChatQueue)
    ? (queueParam as TSupportChatQueue)
    : '';
  const viewParam = params.get('view');
  const view: ConversationFilter['view'] = views.includes(viewParam as ConversationFilter['view'])
    ? (viewParam as ConversationFilter['view'])
    : 'waiting';
  const chatParam = params.get('chat');
  const selectedId = chatParam && /^[1-9]\d{0,17}$/.test(chatParam) ? chatParam : null;
  const set = (next: Record<string, string | null>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [k, v] of Object.entries(next)) {
          if (v === null) out.delete(k);
          else out.set(k, v);
        }
        return out;
      },
      { replace: true },
    );

  const queues = useQueues();
  const list = useConversations({ queue, view });
  const selected = useConversation(selectedId);

  // The player's typing, shown a few seconds after the last signal.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (typingTimer.current && clearTimeout(typingTimer.current)), []);
  const selectedRef = useRef(selectedId);
  selectedRef.current = selectedId;

  const onEvent = useCallback(
    (event: TAdminRealtimeServerMessage) => {
      const refresh = (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key });
      if (event.type === 'ready') {
        refresh(consoleKeys.all);
      } else if (event.type === 'chat_message') {
        refresh(consoleKeys.queues);
        refresh(consoleKeys.lists);
        refresh(consoleKeys.conversation(event.conversationId));
        if (event.conversationId === selectedRef.current) {
          refresh(consoleKeys.messages(event.conversationId));
          if (event.message.author !== 'operator') setTypingIn(null);
        }
      } else if (event.type === 'chat_typing') {
        if (event.conversationId !== selectedRef.current) return;
        setTypingIn(event.conversationId);
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTypingIn(null), TYPING_SHOWN_MS);
      } else if (event.type === 'chat_read') {
        refresh(consoleKeys.conversation(event.conversationId));
      } else if (event.type === 'chat_conversation') {
        refresh(consoleKeys.queues);
        refresh(consoleKeys.lists);
        refresh(consoleKeys.conversation(event.conversationId));
      } else if (event.type === 'chat_offline') {
        refresh(consoleKeys.queues);
        refresh(['support-console', 'offline']);
      }
    },
    [queryClient],
  );
  const live = useBackOfficeLive('chat', onEvent);

  const counts = queues.data;
  const tabButton = (id: 'chats' | 'offline' | 'canned' | 'settings', label: string, count?: number) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === id}
      onClick={() => set({ tab: id === 'chats' ? null : id })}
      className={`inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2 text-[13px] font-medium focus-visible:outline-2 focus-visible:outline-accent ${tab === id ? 'border-accent text-ink' : 'border-transparent text-ink-soft hover:text-ink'}`}
    >
      {label}
      {count ? <Badge tone="warn">{count}</Badge> : null}
    </button>
  );

  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} actions={<LiveBadge state={live} />} />
      {queues.isError ? <ErrorState error={queues.error} onRetry={() => void queues.refetch()} /> : null}
      {counts ? (
        <ul aria-label={t('queueCounts')} className="mb-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {counts.queues.map((q) => (
            <li key={q.queue} className="rounded border border-line bg-panel px-3 py-2">
              <p className="flex items-center gap-1 text-[12px] text-ink-soft">
                {q.queue === 'vip' ? <Crown aria-hidden className="size-3.5 text-accent" /> : null}
                {t(`queues.${q.queue}`)}
              </p>
              <p className="text-[13px]">{t('counts.waitingOpen', { waiting: q.waiting, open: q.open })}</p>
            </li>
          ))}
          <li className="rounded border border-line bg-panel px-3 py-2">
            <p className="text-[12px] text-ink-soft">{t('counts.mineLabel')}</p>
            <p className="text-[13px]">{t('counts.mine', { count: counts.mine })}</p>
          </li>
          <li className="rounded border border-line bg-panel px-3 py-2">
            <p className="text-[12px] text-ink-soft">{t('counts.staffLabel')}</p>
            <p className="text-[13px]">{t('counts.staff', { count: counts.staffOnline })}</p>
          </li>
        </ul>
      ) : null}
      <div role="tablist" aria-label={t('tabs')} className="mb-3 flex overflow-x-auto border-line border-b">
        {tabButton('chats', t('tabChats'))}
        {tabButton('offline', t('tabOffline'), counts?.offlineWaiting)}
        {tabButton('canned', t('canned.tab'))}
        {mayConfigure ? tabButton('settings', t('settings.tab')) : null}
      </div>
      {tab !== 'chats' ? (
        <Panel>
          <div className="p-3">
            {tab === 'offline' ? <OfflineTab /> : tab === 'settings' ? <ChatSettingsTab /> : <CannedTab />}
          </div>
        </Panel>
      ) : (
        <div className="grid gap-3 lg:grid-cols-[16rem_minmax(0,1fr)] xl:grid-cols-[16rem_minmax(0,1fr)_16rem]">
          <Panel className={selectedId ? 'hidden lg:block' : ''}>
            <nav aria-label={t('list.label')} className="space-y-2 p-2">
              <fieldset className="flex flex-wrap gap-1">
                <legend className="sr-only">{t('list.queue')}</legend>
                {(['', ...supportChatQueues] as const).map((q) => (
                  <Button
                    key={q || 'all'}
                    size="sm"
                    variant={queue === q ? 'primary' : 'secondary'}
                    aria-pressed={queue === q}
                    onClick={() => set({ queue: q || null })}
                  >
                    {q ? t(`queues.${q}`) : t('list.allQueues')}
                  </Button>
                ))}
              </fieldset>
              <fieldset className="flex flex-wrap gap-1">
                <legend className="sr-only">{t('list.view')}</legend>
                {views.map((v) => (
                  <Button
                    key={v}
                    size="sm"
                    variant={view === v ? 'primary' : 'ghost'}
                    aria-pressed={view === v}
                    onClick={() => set({ view: v === 'waiting' ? null : v })}
                  >
                    {t(`views.${v}`)}
                  </Button>
                ))}
              </fieldset>
              {list.isPending ? (
                <Skeleton rows={4} />
              ) : list.isError ? (
                <ErrorState error={list.error} onRetry={() => void list.refetch()} />
              ) : list.data.items.length === 0 ? (
                <EmptyState title={t('list.emptyTitle')} hint={t(`list.emptyHint_${view}`)} />
              ) : (
                <ul className="space-y-1">
                  {list.data.items.map((c) => (
                    <ConversationRow
                      key={c.id}
                      c={c}
                      selected={c.id === selectedId}
                      onOpen={() => set({ chat: c.id })}
                    />
                  ))}
                </ul>
              )}
            </nav>
          </Panel>
          <Panel className={selectedId ? '' : 'hidden lg:block'}>
            <div className="flex min-h-[28rem] flex-col gap-2 p-3">
              {selectedId ? (
                <Button size="sm" variant="ghost" className="self-start lg:hidden" onClick={() => set({ chat: null })}>
                  <ArrowLeft aria-hidden className="size-3.5" />
                  {t('backToList')}
                </Button>
              ) : null}
              {!selectedId ? (
                <div className="flex flex-1 flex-col items-center justify-center gap-2 text-center text-ink-soft">
                  <MessageSquare aria-hidden className="size-8 text-ink-faint" />
                  <p>{t('noneOpen')}</p>
                </div>
              ) : selected.isPending ? (
                <Skeleton rows={6} />
              ) : selected.isError ? (
                <ErrorState error={selected.error} onRetry={() => void selected.refetch()} />
              ) : (
                <ChatPane
                  key={selected.data.id}
                  conversation={selected.data}
                  playerTyping={typingIn === selected.data.id}
                />
              )}
            </div>
          </Panel>
          {selected.data && selectedId ? (
            <Panel className="lg:col-span-2 xl:col-span-1">
              <div className="p-3">
                <MemberSummary conversation={selected.data} />
              </div>
            </Panel>
          ) : (
            <div className="hidden xl:block">
              <Panel>
                <div className="flex items-center gap-2 p-3 text-[13px] text-ink-soft">
                  <Headset aria-hidden className="size-4 shrink-0" />
                  {t('summary.hint')}
                </div>
              </Panel>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
