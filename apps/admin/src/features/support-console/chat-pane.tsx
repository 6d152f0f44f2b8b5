import {
  supportChatAdminRoutes,
  supportChatMaxText,
  supportChatTopics,
  type TAdminSupportChatConversation,
  type TSupportChatMessage,
  type TSupportChatTopic,
} from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, Check, CheckCheck, Hand, ImagePlus, Lock, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { currentLanguage } from '../../shared/i18n';
import { formatDateTime } from '../../shared/lib/time';
import { getSession } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Select, TextArea } from '../../shared/ui/field';
import { ErrorState, InlineMessage, Skeleton } from '../../shared/ui/states';
import { UploadImage } from '../../shared/ui/upload-image';
import { useMerchant } from '../../shared/use-merchant';
import { consoleKeys, imageProblem, uploadChatImage, useCannedReplies, useColleagues, useMessages } from './api';

/** Ids are int8 decimal strings: compared as numbers, never as text ("9" < "10"). */
const atOrBefore = (id: string, upTo: string | null) => upTo !== null && BigInt(id) <= BigInt(upTo);
const TYPING_EVERY_MS = 3000;

function MessageBubble({
  message,
  readByPlayer,
  playerName,
}: {
  message: TSupportChatMessage;
  readByPlayer: boolean;
  playerName: string;
}) {
  const { t } = useTranslation('supportConsole');
  const { timeZone } = useMerchant();
  if (message.author === 'system') {
    return (
      <li className="text-center text-[11px] text-ink-faint">
        {message.text} · {formatDateTime(message.createdAt, timeZone).slice(11, 16)}
      </li>
    );
  }
  const staff = message.author === 'operator';
  return (
    <li className={`flex ${staff ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] space-y-1 rounded-lg border px-3 py-2 text-[13px] ${staff ? 'border-accent/30 bg-accent-soft' : 'border-line bg-panel'}`}
      >
        <p className="text-[11px] text-ink-soft">
          {staff ? message.authorName || t('chat.staff') : playerName} ·{' '}
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, timeZone).slice(11, 16)}</time>
        </p>
        {message.imageId ? (
          <UploadImage
            uploadId={message.imageId}
            alt={t('chat.imageAlt')}
            labels={{ loading: t('chat.imageLoading'), failed: t('chat.imageFailed'), open: t('chat.imageOpen') }}
          />
        ) : null}
        {message.text ? <p className="whitespace-pre-wrap break-words">{message.text}</p> : null}
        {staff ? (
          <p className="flex items-center justify-end gap-1 text-[11px] text-ink-soft">
            {readByPlayer ? (
              <CheckCheck aria-hidden className="size-3 text-accent" />
            ) : (
              <Check aria-hidden className="size-3" />
            )}
            {readByPlayer ? t('chat.read') : t('chat.sent')}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Transfer to a colleague (online ones marked) and close with a topic: the conversation's two ways out. */
function ConversationActions({ conversation }: { conversation: TAdminSupportChatConversation }) {
  const { t } = useTranslation('supportConsole');
  const id = useId();
  const queryClient = useQueryClient();
  const me = getSession()?.username;
  const open = conversation.state === 'open';
  const colleagues = useColleagues(open);
  const [colleague, setColleague] = useState('');
  const [topic, setTopic] = useState<TSupportChatTopic | ''>('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  const transfer = useMutation({
    mutationFn: () =>
      callApi(supportChatAdminRoutes.transfer, { params: { id: conversation.id }, body: { operatorId: colleague } }),
    onSuccess: async () => {
      setColleague('');
      await refresh();
    },
  });
  const close = useMutation({
    mutationFn: () =>
      callApi(supportChatAdminRoutes.close, {
        params: { id: conversation.id },
        body: { topic: topic as TSupportChatTopic },
      }),
    onSuccess: refresh,
  });
  if (conversation.state === 'closed') {
    return (
      <p className="text-[12px] text-ink-soft">
        {t('chat.closedWith', { topic: conversation.topic ? t(`topics.${conversation.topic}`) : '—' })}
      </p>
    );
  }
  const others = (colleagues.data?.items ?? []).filter((c) => c.username !== me);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
      {open ? (
        <form
          className="flex items-end gap-1"
          aria-label={t('chat.transferForm')}
          onSubmit={(e) => {
            e.preventDefault();
            if (colleague) transfer.mutate();
          }}
        >
          <label className="flex w-44 flex-col gap-0.5 text-[11px] text-ink-soft" htmlFor={`${id}-colleague`}>
            {t('chat.transferTo')}
            <Select id={`${id}-colleague`} value={colleague} onChange={(e) => setColleague(e.target.value)}>
              <option value="">{t('chat.chooseColleague')}</option>
              {others.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.online ? t('chat.colleagueOnline', { name: c.username }) : c.username}
                </option>
              ))}
            </Select>
          </label>
          <Button type="submit" disabled={!colleague || transfer.isPending}>
            <ArrowRightLeft aria-hidden className="size-3.5" />
            {t('chat.transfer')}
          </Button>
        </form>
      ) : null}
      <form
        className="flex items-end gap-1"
        aria-label={t('chat.closeForm')}
        onSubmit={(e) => {
          e.preventDefault();
          if (topic) close.mutate();
        }}
      >
        <label className="flex w-40 flex-col gap-0.5 text-[11px] text-ink-soft" htmlFor={`${id}-topic`}>
          {t('chat.topic')}
          <Select id={`${id}-topic`} value={topic} onChange={(e) => setTopic(e.target.value as TSupportChatTopic | '')}>
            <option value="">{t('chat.chooseTopic')}</option>
            {supportChatTopics.map((code) => (
              <option key={code} value={code}>
                {t(`topics.${code}`)}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit" variant="danger" disabled={!topic || close.isPending}>
          <Lock aria-hidden className="size-3.5" />
          {t('chat.close')}
        </Button>
      </form>
      {transfer.isError ? <InlineMessage tone="bad">{errorMessage(transfer.error)}</InlineMessage> : null}
      {close.isError ? <InlineMessage tone="bad">{errorMessage(close.error)}</InlineMessage> : null}
    </div>
  );
}

/** The reply box: text with canned replies in the operator's language, an image, and typing told to the player. */
function Composer({ conversation }: { conversation: TAdminSupportChatConversation }) {
  const { t } = useTranslation('supportConsole');
  const id = useId();
  const queryClient = useQueryClient();
  const canned = useCannedReplies();
  const language = currentLanguage();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
  const send = useMutation({
    mutationFn: (body: { text?: string; imageId?: string }) =>
      callApi(supportChatAdminRoutes.reply, { params: { id: conversation.id }, body }),
    onSuccess: async () => {
      setProblem(null);
      await refresh();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const image = useMutation({
    mutationFn: async (file: File) => {
      const imageId = await uploadChatImage(conversation.id, file);
      return callApi(supportChatAdminRoutes.reply, { params: { id: conversation.id }, body: { imageId } });
    },
    onSuccess: async () => {
      setProblem(null);
      await refresh();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });

  const typing = () => {
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    callApi(supportChatAdminRoutes.typing, { params: { id: conversation.id } }).catch(() => {
      // Typing is a courtesy: a lost one changes nothing.
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (body === '') return;
    send.mutate({ text: body }, { onSuccess: () => setText('') });
  };

  return (
    <form onSubmit={submit} aria-label={t('chat.replyForm')} className="space-y-2 border-line border-t pt-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-canned`} className="text-[12px] text-ink-soft">
          {t('chat.canned')}
        </label>
        <span className="w-full sm:w-64">
          <Select
            id={`${id}-canned`}
            value=""
            disabled={!canned.data || canned.data.items.length === 0}
            onChange={(e) => {
              const chosen = canned.data?.items.find((c) => c.id === e.target.value);
              if (chosen) setText((draft) => (draft ? `${draft} ${chosen.text[language]}` : chosen.text[language]));
            }}
          >
            <option value="">
              {canned.data && canned.data.items.length === 0 ? t('chat.noCanned') : t('chat.chooseCanned')}
            </option>
            {(canned.data?.items ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title[language]}
              </option>
            ))}
          </Select>
        </span>
      </div>
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('chat.message')}
      </label>
      <TextArea
        id={`${id}-text`}
        rows={3}
        maxLength={supportChatMaxText}
        value={text}
        placeholder={t('chat.placeholder')}
        onChange={(e) => {
          setText(e.target.value);
          typing();
        }}
        onKeyDown={(e) => {
          // Enter sends, Shift+Enter starts a new line, as in most chat tools.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
        }}
      />
      {problem ? <InlineMessage tone="bad">{problem}</InlineMessage> : null}
      <div className="flex items-center justify-between gap-2">
        <span>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            className="sr-only"
            aria-label={t('chat.attachImage')}
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              const bad = imageProblem(file);
              if (bad) return setProblem(t(`chat.image_${bad}`, { name: file.name }));
              image.mutate(file);
            }}
          />
          <Button onClick={() => fileInput.current?.click()} disabled={image.isPending}>
            <ImagePlus aria-hidden className="size-3.5" />
            {t('chat.image')}
          </Button>
        </span>
        <Button type="submit" variant="primary" disabled={text.trim() === '' || send.isPending}>
          <Send aria-hidden className="size-3.5" />
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}

/**
 * One conversation: its history (older pages on demand), the player's typing and their read ticks on staff
 * messages (live), taking it while it waits, the reply box, and transfer or close. Opening it marks the player's
 * messages read.
 */
export function ChatPane({
  conversation,
  playerTyping,
}: {
  conversation: TAdminSupportChatConversation;
  playerTyping: boolean;
}) {
  const { t } = useTranslation('supportConsole');
  const queryClient = useQueryClient();
  const messages = useMessages(conversation.id);
  const [older, setOlder] = useState<TSupportChatMessage[]>([]);
  const [moreOlder, setMoreOlder] = useState<boolean | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const items = [...older, ...(messages.data?.items ?? [])];
  const last = messages.data?.items.at(-1);
  const playerName = conversation.username ?? t('visitorNamed', { label: conversation.visitorLabel ?? '' });

  const take = useMutation({
    mutationFn: () => callApi(supportChatAdminRoutes.take, { params: { id: conversation.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
  const loadOlder = useMutation({
    mutationFn: () =>
      callApi(supportChatAdminRoutes.messages, {
        params: { id: conversation.id },
        query: { before: items[0]?.id, pageSize: 30 },
      }),
    onSuccess: (page) => {
      setOlder((list) => [...page.items, ...list]);
      setMoreOlder(page.more);
    },
  });

  // The newest message in view: scroll to it and tell the player their messages were read.
  const lastId = last?.id;
  const unread = conversation.unread;
  const conversationId = conversation.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    if (!lastId || unread === 0) return;
    callApi(supportChatAdminRoutes.markRead, { params: { id: conversationId }, body: { upTo: lastId } })
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: consoleKeys.queues }),
          queryClient.invalidateQueries({ queryKey: consoleKeys.lists }),
        ]),
      )
      .catch(() => {
        // Read ticks follow the next time the conversation is opened.
      });
  }, [lastId, unread, conversationId, queryClient]);

  const more = moreOlder ?? messages.data?.more ?? false;
  return (
    <section aria-label={t('chat.label', { name: playerName })} className="flex min-h-0 flex-1 flex-col gap-2">
      <header className="flex flex-wrap items-center justify-between gap-2 border-line border-b pb-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-ink">{playerName}</h3>
          <p className="flex flex-wrap items-center gap-1 text-[12px] text-ink-soft">
            <Badge tone={conversation.queue === 'vip' ? 'accent' : 'neutral'}>
              {t(`queues.${conversation.queue}`)}
            </Badge>
            <Badge tone={conversation.state === 'waiting' ? 'warn' : conversation.state === 'open' ? 'ok' : 'neutral'}>
              {t(`states.${conversation.state}`)}
            </Badge>
            {conversation.assignedTo ? t('chat.assignedTo', { name: conversation.assignedTo.username }) : null}
          </p>
        </div>
        {conversation.state === 'waiting' ? (
          <Button variant="primary" onClick={() => take.mutate()} disabled={take.isPending}>
            <Hand aria-hidden className="size-3.5" />
            {t('chat.take')}
          </Button>
        ) : null}
      </header>
      {take.isError ? <InlineMessage tone="bad">{errorMessage(take.error)}</InlineMessage> : null}

      <div className="max-h-[60vh] min-h-48 flex-1 overflow-y-auto rounded border border-line bg-sunken p-2">
        {messages.isPending ? (
          <Skeleton rows={5} label={t('chat.loading')} />
        ) : messages.isError ? (
          <ErrorState error={messages.error} onRetry={() => void messages.refetch()} />
        ) : (
          <>
            {more ? (
              <div className="mb-2 text-center">
                <Button size="sm" variant="ghost" onClick={() => loadOlder.mutate()} disabled={loadOlder.isPending}>
                  {t('chat.older')}
                </Button>
              </div>
            ) : null}
            {items.length === 0 ? <p className="p-4 text-center text-ink-soft">{t('chat.empty')}</p> : null}
            <ol aria-label={t('chat.history')} className="space-y-2">
              {items.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  playerName={playerName}
                  readByPlayer={atOrBefore(m.id, conversation.playerReadUpTo)}
                />
              ))}
            </ol>
            <div ref={end} />
          </>
        )}
      </div>
      <p aria-live="polite" className="h-4 text-[12px] text-ink-soft italic">
        {playerTyping ? t('chat.typing', { name: playerName }) : ''}
      </p>
      {conversation.state !== 'closed' ? <Composer key={conversation.id} conversation={conversation} /> : null}
      <ConversationActions conversation={conversation} />
    </section>
  );
}
