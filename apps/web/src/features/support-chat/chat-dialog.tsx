import type { TSupportChatConversation, TSupportChatMessage } from '@gemilang/contract';
import { maxUploadBytes, supportChatContact, supportChatMaxContact, supportChatRoutes } from '@gemilang/contract/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ImagePlus, Send } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealMember } from '../../shared/api/bonus-queries';
import { ApiError, callApi } from '../../shared/api/client';
import { uploadImage } from '../../shared/api/upload';
import { closeDialog, openDialog, useDialog } from '../../shared/dialogs';
import { subscribeRealtime } from '../../shared/realtime-events';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Modal } from '../../shared/ui/modal';
import { callerOf, chatKeys } from './api';
import { ChatImage } from './chat-image';
import { visitorKey } from './visitor-key';

/** A visitor's dialog reads the history again this often while open (visitors have no live channel; ADR 065). */
const VISITOR_POLL_MS = 5_000;
const TYPING_EVERY_MS = 3_000;
const TYPING_SHOWN_MS = 4_000;
/** The contract's supportChatMaxText (kept out of the site's zod-free route table). */
const supportChatMaxText = 1000;

const errorText = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

function mergeMessages(known: TSupportChatMessage[], more: TSupportChatMessage[]): TSupportChatMessage[] {
  const byId = new Map(known.map((m) => [m.id, m]));
  for (const m of more) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/** The chat room dialog (ADR 065): 440 by 500 on a desktop, the whole screen on a phone. */
export function ChatDialog() {
  const { t } = useTranslation('supportChat');
  const { name } = useDialog();
  const open = name === 'supportChat';
  return (
    <Modal
      open={open}
      onClose={closeDialog}
      title={t('title')}
      size="chat"
      bodyClassName="flex min-h-0 flex-1 flex-col"
    >
      {open ? <ChatRoom /> : null}
    </Modal>
  );
}

function ChatRoom() {
  const { t } = useTranslation('supportChat');
  const session = useSession();
  const member = isRealMember(session);
  const queryClient = useQueryClient();
  const caller = useMemo(() => callerOf(session), [session]);
  const [conversation, setConversation] = useState<TSupportChatConversation | null>(null);
  const [messages, setMessages] = useState<TSupportChatMessage[]>([]);
  const [more, setMore] = useState(false);
  const [staffTyping, setStaffTyping] = useState(false);
  const [error, setError] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const lastRead = useRef('0');
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const status = useQuery({
    queryKey: chatKeys.status,
    queryFn: () => callApi(supportChatRoutes.status, { personal: true }),
    staleTime: 15_000,
  });

  const loadLatest = useCallback(async () => {
    const page = await callApi(supportChatRoutes.history, { personal: true, body: { ...caller } });
    setMessages((known) => mergeMessages(known, page.items));
    return page;
  }, [caller]);

  useEffect(() => {
    let stopped = false;
    void (async () => {
      try {
        const opened = await callApi(supportChatRoutes.open, { personal: true, body: { ...caller } });
        if (stopped) return;
        setConversation(opened);
        const page = await loadLatest();
        if (!stopped) setMore(page.more);
      } catch (failure) {
        if (!stopped) setError(errorText(failure, t('loadFailed')));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [caller, loadLatest, t]);

  // Members hear the chat live on their channel; visitors read the history again every few seconds.
  useEffect(() => {
    if (!member) {
      const timer = setInterval(() => void loadLatest().catch(() => undefined), VISITOR_POLL_MS);
      return () => clearInterval(timer);
    }
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = subscribeRealtime((event) => {
      if (event.type !== 'chat') return;
      if (event.event === 'message' && event.message) {
        const message = event.message;
        setMessages((known) => mergeMessages(known, [message]));
        if (message.author === 'operator') setStaffTyping(false);
      } else if (event.event === 'typing') {
        setStaffTyping(true);
        clearTimeout(typingTimer);
        typingTimer = setTimeout(() => setStaffTyping(false), TYPING_SHOWN_MS);
      } else if (event.event === 'read' && event.upTo) {
        const upTo = event.upTo;
        setConversation((c) => (c ? { ...c, staffReadUpTo: upTo } : c));
      } else if (event.event === 'state' && event.state) {
        const state = event.state;
        setConversation((c) => (c && c.id === event.conversationId ? { ...c, state } : c));
      }
    });
    return () => {
      stop();
      clearTimeout(typingTimer);
    };
  }, [member, loadLatest]);

  // What staff wrote is read once it is shown in the open dialog.
  const newest = messages.at(-1);
  const newestFromStaff = newest && newest.author !== 'member' && newest.author !== 'visitor' ? newest.id : null;
  useEffect(() => {
    if (!newestFromStaff || BigInt(newestFromStaff) <= BigInt(lastRead.current)) return;
    lastRead.current = newestFromStaff;
    void callApi(supportChatRoutes.markRead, { personal: true, body: { ...caller, upTo: newestFromStaff } })
      .then(() => queryClient.invalidateQueries({ queryKey: ['support-chat', 'unread'] }))
      .catch(() => undefined);
  }, [newestFromStaff, caller, queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message or the typing line scrolls to the end
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, staffTyping]);

  async function earlier() {
    const first = messages[0];
    if (!first) return;
    try {
      const page = await callApi(supportChatRoutes.history, { personal: true, body: { ...caller, before: first.id } });
      setMessages((known) => mergeMessages(known, page.items));
      setMore(page.more);
    } catch (failure) {
      setError(errorText(failure, t('loadFailed')));
    }
  }

  async function send(body: { text?: string; imageId?: string }) {
    setSending(true);
    setError('');
    try {
      const message = await callApi(supportChatRoutes.send, { personal: true, body: { ...caller, ...body } });
      setMessages((known) => mergeMessages(known, [message]));
      setConversation((c) =>
        c && c.id === message.conversationId
          ? c
          : { ...(c as TSupportChatConversation), id: message.conversationId, state: 'waiting' },
      );
      return true;
    } catch (failure) {
      setError(errorText(failure, t('sendFailed')));
      return false;
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    if (await send({ text: trimmed })) setText('');
  }

  function typing(value: string) {
    setText(value);
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void callApi(supportChatRoutes.typing, { personal: true, body: { ...caller } }).catch(() => undefined);
  }

  async function pickImage(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!file) return;
    // Checked here for a quick answer; the server checks the content again.
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') return setError(t('imageType'));
    if (file.size > maxUploadBytes) return setError(t('imageTooLarge'));
    setSending(true);
    setError('');
    try {
      const uploaded = await uploadImage('support_chat', file);
      await send({ imageId: uploaded.id });
    } catch (failure) {
      setError(errorText(failure, t('sendFailed')));
      setSending(false);
    }
  }

  const staffOnline = status.data?.staffOnline ?? conversation?.staffOnline ?? false;
  const outsideUrl = status.data?.outsideUrl ?? null;
  const lastOwn = [...messages].reverse().find((m) => m.author === 'member' || m.author === 'visitor');
  const readUpTo = conversation?.staffReadUpTo;
  const ownRead = lastOwn && readUpTo ? BigInt(readUpTo) >= BigInt(lastOwn.id) : false;

  if (outsideUrl) {
    return (
      <div className="space-y-4 px-5 py-5">
        <p className="text-sm text-ink-soft">{t('outside')}</p>
        <a href={outsideUrl} target="_blank" rel="noopener noreferrer" className="text-gold underline">
          {t('openOutside')}
        </a>
      </div>
    );
  }

  return (
    <>
      <p className="shrink-0 border-line border-b px-4 py-2 text-xs text-ink-soft" role="status">
        <span
          aria-hidden="true"
          className={`mr-2 inline-block size-2 rounded-full ${staffOnline ? 'bg-success' : 'bg-ink-soft'}`}
        />
        {staffOnline ? t('online') : t('offline')}
      </p>
      <ol
        ref={list}
        aria-label={t('history')}
        aria-live="polite"
        className="min-h-0 flex-1 space-y-2 overflow-y-auto px-4 py-3"
      >
        {more ? (
          <li className="text-center">
            <Button variant="ghost" size="sm" onClick={() => void earlier()}>
              {t('earlier')}
            </Button>
          </li>
        ) : null}
        {messages.length === 0 ? <li className="text-center text-sm text-ink-soft">{t('welcome')}</li> : null}
        {messages.map((message) => {
          const own = message.author === 'member' || message.author === 'visitor';
          return (
            <li key={message.id} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[80%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${
                  own ? 'bg-gold/15 text-ink' : 'bg-raised text-ink'
                }`}
              >
                <span className="block text-[11px] text-ink-soft">
                  {own ? t('you') : message.authorName || t('staff')} ·{' '}
                  <time dateTime={message.createdAt}>
                    {new Date(message.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
                  </time>
                </span>
                {message.imageId ? <ChatImage id={message.imageId} /> : null}
                {message.text ? <span>{message.text}</span> : null}
                {own && message.id === lastOwn?.id && ownRead ? (
                  <span className="block text-right text-[11px] text-ink-soft">{t('read')}</span>
                ) : null}
              </div>
            </li>
          );
        })}
        {staffTyping ? <li className="text-xs text-ink-soft">{t('typing')}</li> : null}
      </ol>
      {!staffOnline ? <OfflineNotice member={member} /> : null}
      {error ? (
        <p role="alert" className="shrink-0 px-4 pb-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} className="flex shrink-0 items-end gap-2 border-line border-t p-3">
        {member ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              id="support-chat-image"
              aria-label={t('sendImage')}
              onChange={(event) => void pickImage(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('sendImage')}
              disabled={sending}
              onClick={() => fileInput.current?.click()}
            >
              <ImagePlus size={20} aria-hidden="true" />
            </Button>
          </>
        ) : null}
        <textarea
          aria-label={t('message')}
          placeholder={t('placeholder')}
          maxLength={supportChatMaxText}
          rows={2}
          value={text}
          onChange={(event) => typing(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="min-h-11 min-w-0 flex-1 resize-none rounded-lg border border-line bg-night px-3 py-2 text-sm text-ink"
        />
        <Button type="submit" size="icon" aria-label={t('send')} disabled={sending || text.trim() === ''}>
          <Send size={18} aria-hidden="true" />
        </Button>
      </form>
    </>
  );
}

/**
 * Nobody online: anyone may leave a message. A member's is answered later as a platform message (ADR 065); a
 * visitor has no account to receive one, so they give a phone number or an e-mail address, checked here as the
 * server checks it, and are answered there (ADR 070), or sign in.
 */
function OfflineNotice({ member }: { member: boolean }) {
  const { t } = useTranslation('supportChat');
  const id = useId();
  const [text, setText] = useState('');
  const [contact, setContact] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState('');
  const [contactError, setContactError] = useState('');
  const [sentTo, setSentTo] = useState('');

  function leave(event: FormEvent) {
    event.preventDefault();
    setError('');
    setContactError('');
    const reachable = member ? null : supportChatContact(contact);
    if (!member && !reachable) return setContactError(t('contactInvalid'));
    setState('sending');
    const call = member
      ? callApi(supportChatRoutes.leaveMessage, { personal: true, body: { text: text.trim() } })
      : callApi(supportChatRoutes.leaveVisitorMessage, {
          personal: true,
          body: { visitorKey: visitorKey(), text: text.trim(), contact: contact.trim() },
        });
    void call
      .then(() => {
        setSentTo(reachable?.value ?? '');
        setState('sent');
      })
      .catch((failure: unknown) => {
        const message = errorText(failure, t('sendFailed'));
        if (failure instanceof ApiError && failure.code === 'support_chat_contact_invalid') setContactError(message);
        else setError(message);
        setState('idle');
      });
  }

  if (state === 'sent') {
    return (
      <p role="status" className="shrink-0 border-line border-t px-4 py-2 text-xs text-success">
        {member ? t('leftSent') : t('leftSentVisitor', { contact: sentTo })}
      </p>
    );
  }
  return (
    <div className="shrink-0 border-line border-t px-4 py-2 text-sm">
      <details>
        <summary className="cursor-pointer text-gold">{t('leaveMessage')}</summary>
        <form className="mt-2 space-y-2" onSubmit={leave} noValidate>
          <textarea
            aria-label={t('leaveMessageText')}
            maxLength={supportChatMaxText}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="w-full rounded-lg border border-line bg-night px-3 py-2 text-sm text-ink"
          />
          {member ? null : (
            <div className="space-y-1">
              <label htmlFor={`${id}-contact`} className="block text-xs text-ink-soft">
                {t('contact')}
              </label>
              <input
                id={`${id}-contact`}
                type="text"
                inputMode="email"
                autoComplete="email"
                maxLength={supportChatMaxContact}
                value={contact}
                aria-invalid={contactError ? true : undefined}
                aria-describedby={`${id}-contact-hint${contactError ? ` ${id}-contact-error` : ''}`}
                onChange={(event) => setContact(event.target.value)}
                className="min-h-11 w-full rounded-lg border border-line bg-night px-3 py-2 text-sm text-ink"
              />
              <p id={`${id}-contact-hint`} className="text-xs text-ink-soft">
                {t('contactHint')}
              </p>
              {contactError ? (
                <p id={`${id}-contact-error`} role="alert" className="text-danger text-xs">
                  {contactError}
                </p>
              ) : null}
            </div>
          )}
          {error ? (
            <p role="alert" className="text-danger text-xs">
              {error}
            </p>
          ) : null}
          <Button
            type="submit"
            size="sm"
            disabled={state === 'sending' || text.trim() === '' || (!member && contact.trim() === '')}
          >
            {t('leaveSend')}
          </Button>
        </form>
      </details>
      {member ? null : (
        <p className="mt-1 text-xs text-ink-soft">
          {t('offlineVisitor')}{' '}
          <button type="button" className="text-gold underline" onClick={() => openDialog('login')}>
            {t('signIn')}
          </button>
        </p>
      )}
    </div>
  );
}
