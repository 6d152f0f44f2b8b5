import type { TAdminSupportChatConversation, TSupportChatMemberSummary, TSupportChatMessage } from '@gemilang/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { adminSession, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const cs = { token: 'operator-token-0123456789abcdef', username: 'siti', displayName: 'Siti', role: 'cs' as const };

/** A visitor's left message (ADR 070): no member, the contact staff answer it at. */
const visitorMessage = {
  id: '10',
  memberId: null,
  username: null,
  contact: { kind: 'phone' as const, value: '+60123456789' },
  text: 'How do I deposit?',
  createdAt: '2026-01-01T03:30:00.000Z',
  answer: null,
  answeredBy: null,
  answeredAt: null,
};

function conversation(over: Partial<TAdminSupportChatConversation> = {}): TAdminSupportChatConversation {
  return {
    id: '7',
    queue: 'vip',
    state: 'waiting',
    memberId: '42',
    username: 'demo',
    visitorLabel: null,
    assignedTo: null,
    topic: null,
    lastMessage: {
      author: 'member',
      text: 'Where is my withdrawal?',
      hasImage: false,
      createdAt: '2026-01-01T02:00:00Z',
    },
    unread: 1,
    playerReadUpTo: null,
    createdAt: '2026-01-01T02:00:00.000Z',
    updatedAt: '2026-01-01T02:00:00.000Z',
    ...over,
  };
}

function message(over: Partial<TSupportChatMessage> = {}): TSupportChatMessage {
  return {
    id: '100',
    conversationId: '7',
    author: 'member',
    authorName: '',
    text: 'Where is my withdrawal?',
    imageId: null,
    createdAt: '2026-01-01T02:00:00.000Z',
    ...over,
  };
}

const summary: TSupportChatMemberSummary = {
  memberId: '42',
  username: 'demo',
  status: 'active',
  vipLevel: 3,
  balance: '1250.50',
  currency: 'MYR',
  deposits: [{ id: '5', amount: '500.00', status: 'credited', createdAt: '2026-01-01T01:00:00.000Z' }],
  withdrawals: [{ id: '6', amount: '300.00', status: 'pending', createdAt: '2026-01-01T01:30:00.000Z' }],
  openRequests: 1,
  createdAt: '2025-06-01T00:00:00.000Z',
  protection: {
    limits: {
      day: {
        limit: '200.00',
        pending: { limit: '500.00', from: '2026-01-02T00:00:00.000Z' },
        used: '50.00',
        left: '150.00',
      },
      week: { limit: null, pending: null, used: '50.00', left: null },
      month: { limit: null, pending: null, used: '50.00', left: null },
    },
    exclusion: { kind: 'cooling_off', until: '2026-01-08T00:00:00.000Z', takenAt: '2026-01-01T00:00:00.000Z' },
  },
};

let current: TAdminSupportChatConversation;
let history: TSupportChatMessage[];

function server(extra: Parameters<typeof mockServer>[0] = {}) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '4', username: 'siti', displayName: 'Siti', role: 'cs' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/support-chat/queues': ok({
      queues: [
        { queue: 'general', waiting: 2, open: 1 },
        { queue: 'vip', waiting: 1, open: 0 },
      ],
      mine: 1,
      offlineWaiting: 3,
      staffOnline: 2,
    }),
    'GET /admin/api/support-chat/conversations': () => ok({ items: [current], total: 1, page: 1, pageSize: 50 }),
    'GET /admin/api/support-chat/conversations/7': () => ok(current),
    'GET /admin/api/support-chat/conversations/7/messages': () => ok({ items: history, more: false }),
    'GET /admin/api/support-chat/conversations/7/member': ok(summary),
    'POST /admin/api/support-chat/conversations/7/read': ok({ ok: true }),
    'POST /admin/api/support-chat/conversations/7/typing': ok({ ok: true }),
    'POST /admin/api/support-chat/conversations/7/take': () => {
      current = conversation({ state: 'open', assignedTo: { id: '4', username: 'siti' } });
      return ok(current);
    },
    'POST /admin/api/support-chat/conversations/7/reply': (call) => {
      const sent = message({
        id: '101',
        author: 'operator',
        authorName: 'siti',
        text: (call.body as { text: string }).text,
      });
      history = [...history, sent];
      return ok(sent);
    },
    'POST /admin/api/support-chat/conversations/7/transfer': () => ok(current),
    'POST /admin/api/support-chat/conversations/7/close': (call) => {
      current = conversation({ state: 'closed', topic: (call.body as { topic: 'withdrawal' }).topic });
      return ok(current);
    },
    'GET /admin/api/support-chat/colleagues': ok({
      items: [
        { id: '4', username: 'siti', online: true },
        { id: '5', username: 'ahmad', online: true },
        { id: '6', username: 'mei', online: false },
      ],
    }),
    'GET /admin/api/support-chat/canned-replies': ok({
      items: [
        {
          id: '1',
          title: { ms: 'Salam', en: 'Greeting', zh: '问候' },
          text: { ms: 'Selamat datang!', en: 'Hello, how can I help?', zh: '您好，有什么可以帮您？' },
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    }),
    'POST /admin/api/support-chat/canned-replies': (call) =>
      ok({ id: '2', ...(call.body as object), updatedAt: '2026-01-02T00:00:00.000Z' }),
    'DELETE /admin/api/support-chat/canned-replies/1': ok({ ok: true }),
    'GET /admin/api/support-chat/offline': ok({
      items: [
        {
          id: '9',
          memberId: '42',
          username: 'demo',
          contact: null,
          text: 'Please call me back',
          createdAt: '2026-01-01T03:00:00.000Z',
          answer: null,
          answeredBy: null,
          answeredAt: null,
        },
        visitorMessage,
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    }),
    'POST /admin/api/support-chat/offline/9/answer': (call) =>
      ok({
        id: '9',
        memberId: '42',
        username: 'demo',
        contact: null,
        text: 'Please call me back',
        createdAt: '2026-01-01T03:00:00.000Z',
        answer: (call.body as { text: string }).text,
        answeredBy: { id: '4', username: 'siti' },
        answeredAt: '2026-01-01T04:00:00.000Z',
      }),
    'POST /admin/api/support-chat/offline/10/answered': ok({
      ...visitorMessage,
      answeredBy: { id: '4', username: 'siti' },
      answeredAt: '2026-01-01T05:00:00.000Z',
    }),
    ...extra,
  });
}

beforeEach(() => {
  current = conversation();
  history = [message()];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  FakeSocket.last = null;
});

describe('the agents console', () => {
  it('shows the queues and the waiting list, opens a conversation with the member beside it, and takes it', async () => {
    const { calls } = server();
    renderApp('/support-chat', cs);
    const counts = await screen.findByRole('list', { name: 'Queues' });
    expect(counts.textContent).toContain('General');
    expect(counts.textContent).toContain('2 waiting · 1 open');
    expect(screen.getByRole('tab', { name: /Offline messages/ }).textContent).toContain('3');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the conversation with demo, 1 unread' }));
    const chat = await screen.findByRole('region', { name: 'Conversation with demo' });
    expect(await within(chat).findByText('Where is my withdrawal?')).toBeTruthy();
    const player = await screen.findByRole('complementary', { name: 'The player' });
    expect(await within(player).findByText('MYR 1,250.50')).toBeTruthy();
    expect(within(player).getByText('Level 3')).toBeTruthy();
    expect(within(player).getByText('Active')).toBeTruthy();
    // The protection state: the break and until when (brand time), each limit with what is left and a raise waiting.
    const protection = within(player).getByRole('region', { name: 'Protection' });
    expect(within(protection).getByText('On a break')).toBeTruthy();
    expect(protection.textContent).toContain('until 2026-01-08 08:00');
    expect(protection.textContent).toContain('24 h MYR 200.00 (MYR 150.00 left)');
    expect(protection.textContent).toContain('Rises to MYR 500.00 on 2026-01-02 08:00');
    expect(protection.textContent).not.toContain('7 days');
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/7/read'))?.body).toEqual({ upTo: '100' }));

    await user.click(within(chat).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/7/take'))).toBe(true));
    expect(await within(chat).findByText('With siti')).toBeTruthy();
  });

  it('replies with a canned reply in the operator language, and marks it read when the player reads it', async () => {
    current = conversation({ state: 'open', assignedTo: { id: '4', username: 'siti' }, unread: 0 });
    const { calls } = server();
    renderApp('/support-chat?view=mine&chat=7', cs);
    const chat = await screen.findByRole('region', { name: 'Conversation with demo' });
    const user = userEvent.setup();
    await user.selectOptions(await within(chat).findByLabelText('Canned reply'), 'Greeting');
    const box = within(chat).getByLabelText('Message') as HTMLTextAreaElement;
    expect(box.value).toBe('Hello, how can I help?');
    await user.type(box, ' Siti here.');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/7/reply')).map((c) => c.body)).toEqual([
        { text: 'Hello, how can I help? Siti here.' },
      ]),
    );
    expect(await within(chat).findByText('Hello, how can I help? Siti here.')).toBeTruthy();
    expect(within(chat).getByText('Sent')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/7/typing'))).toBe(true);

    current = { ...current, playerReadUpTo: '101' };
    FakeSocket.last?.push({ type: 'chat_read', conversationId: '7', upTo: '101' });
    expect(await within(chat).findByText('Read')).toBeTruthy();
  });

  it('hears the player typing and their new message live', async () => {
    current = conversation({ state: 'open', assignedTo: { id: '4', username: 'siti' }, unread: 0 });
    server();
    renderApp('/support-chat?chat=7', cs);
    const chat = await screen.findByRole('region', { name: 'Conversation with demo' });
    await waitFor(() => expect(FakeSocket.last?.sent).toEqual([{ type: 'auth', token: cs.token, topics: ['chat'] }]));
    FakeSocket.last?.push({ type: 'ready' });
    expect(await screen.findByText('Live')).toBeTruthy();

    FakeSocket.last?.push({ type: 'chat_typing', conversationId: '7' });
    expect(await within(chat).findByText('demo is typing…')).toBeTruthy();
    const next = message({ id: '102', text: 'Still waiting' });
    history = [...history, next];
    FakeSocket.last?.push({ type: 'chat_message', conversationId: '7', message: next });
    expect(await within(chat).findByText('Still waiting')).toBeTruthy();
    await waitFor(() => expect(within(chat).queryByText('demo is typing…')).toBeNull());
  });

  it('transfers to a colleague and closes with a topic', async () => {
    current = conversation({ state: 'open', assignedTo: { id: '4', username: 'siti' }, unread: 0 });
    const { calls } = server();
    renderApp('/support-chat?chat=7', cs);
    const chat = await screen.findByRole('region', { name: 'Conversation with demo' });
    const user = userEvent.setup();
    const colleague = await within(chat).findByLabelText('Transfer to');
    await waitFor(() => expect(within(colleague).getAllByRole('option')).toHaveLength(3));
    expect(within(colleague).queryByRole('option', { name: /siti/ })).toBeNull();
    await user.selectOptions(colleague, 'ahmad (online)');
    await user.click(within(chat).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/7/transfer'))?.body).toEqual({ operatorId: '5' }));

    const close = within(chat).getByRole('button', { name: 'Close' }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    await user.selectOptions(within(chat).getByLabelText('Topic'), 'Withdrawal');
    await user.click(close);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/7/close'))?.body).toEqual({ topic: 'withdrawal' }));
    expect(await within(chat).findByText('Closed. Topic: Withdrawal')).toBeTruthy();
    expect(within(chat).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('refuses an image that is not PNG or JPEG before sending anything', async () => {
    current = conversation({ state: 'open', assignedTo: { id: '4', username: 'siti' }, unread: 0 });
    const { calls } = server();
    renderApp('/support-chat?chat=7', cs);
    const chat = await screen.findByRole('region', { name: 'Conversation with demo' });
    const input = await within(chat).findByLabelText('Choose an image to send');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await within(chat).findByText('cat.gif is not a PNG or JPEG image.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/images') || c.path.endsWith('/reply'))).toBe(false);
  });

  it('answers an offline message from its tab', async () => {
    const { calls } = server();
    renderApp('/support-chat?tab=offline', cs);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Answer demo' });
    await user.type(within(form).getByLabelText('Answer'), ' We will call you today. ');
    await user.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/admin/api/support-chat/offline/9/answer')?.body).toEqual({
        text: 'We will call you today.',
      }),
    );
  });

  /** Seen red with the visitor's item drawn like a member's: an answer form, no contact, no way to mark it. */
  it('shows a visitor message with its contact, says it is answered outside the site, and marks it answered', async () => {
    const { calls } = server();
    renderApp('/support-chat?tab=offline', cs);
    const user = userEvent.setup();
    const item = (await screen.findByText('How do I deposit?')).closest('li') as HTMLElement;
    expect(within(item).getByText('Visitor')).toBeTruthy();
    expect(within(item).getByRole('link', { name: '+60123456789' }).getAttribute('href')).toBe('tel:+60123456789');
    expect(within(item).getByText(/Answer them yourself by phone or e-mail at the contact above/)).toBeTruthy();
    expect(within(item).queryByRole('form')).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Mark the message from +60123456789 answered' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/admin/api/support-chat/offline/10/answered')).toBe(
        true,
      ),
    );
  });

  it('lets the admin alone set an outside chat and how long closed chats are kept (ADR 069, 070)', async () => {
    const { calls } = server({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /admin/api/support-chat/settings': ok({ outsideChatUrl: null, retentionDays: 365 }),
      'PUT /admin/api/support-chat/settings': (call) => ok(call.body),
    });
    const { unmount } = renderApp('/support-chat?tab=settings', adminSession);
    const user = userEvent.setup();
    const address = await screen.findByLabelText('Outside chat address');
    await user.type(address, 'https://chat.example.com');
    const days = screen.getByLabelText('Keep closed chats (days)');
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chat settings saved.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      outsideChatUrl: 'https://chat.example.com',
      retentionDays: 90,
    });
    unmount();

    server();
    renderApp('/support-chat?tab=settings', cs);
    expect(await screen.findByRole('tab', { name: /Canned replies/ })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    expect(screen.queryByLabelText('Outside chat address')).toBeNull();
  });

  it('adds a canned reply in the three languages, insisting on each, and removes one', async () => {
    const { calls } = server();
    renderApp('/support-chat?tab=canned', cs);
    const user = userEvent.setup();
    expect(await screen.findByText('Hello, how can I help?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a canned reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'New canned reply' });
    const groups = within(dialog).getAllByRole('group');
    const fill = async (i: number, title: string, text: string) => {
      const group = groups[i] as HTMLElement;
      await user.type(within(group).getByLabelText('Title'), title);
      await user.type(within(group).getByLabelText('Text'), text);
    };
    await fill(0, 'Pengeluaran', 'Pengeluaran anda sedang diproses.');
    await fill(1, 'Withdrawal', 'Your withdrawal is being processed.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/canned-replies'))).toBe(false);
    await fill(2, '提款', '您的提款正在处理中。');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/canned-replies'))?.body).toEqual({
        title: { ms: 'Pengeluaran', en: 'Withdrawal', zh: '提款' },
        text: {
          ms: 'Pengeluaran anda sedang diproses.',
          en: 'Your withdrawal is being processed.',
          zh: '您的提款正在处理中。',
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Remove Greeting' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Greeting?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/canned-replies/1'))).toBe(true),
    );
  });
});
