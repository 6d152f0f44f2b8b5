import type { TRealtimeServerMessage } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { emitRealtime } from '../../shared/realtime-events';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { MessageToasts } from './message-toasts';
import { MessagesPage } from './messages-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

// The live channel, driven by the test: what the server would push over the WebSocket.
function push(message: TRealtimeServerMessage) {
  act(() => emitRealtime(message));
}

const session: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};

type Message = { id: string; kind: string; params: Record<string, string>; read: boolean; createdAt: string };
let inbox: Message[];

function serve() {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/messages': (request) => {
      const page = Number(request.query.get('page') ?? 1);
      const size = Number(request.query.get('pageSize') ?? 10);
      return {
        value: {
          items: inbox.slice((page - 1) * size, page * size),
          total: inbox.length,
          page,
          pageSize: size,
          unread: inbox.filter((m) => !m.read).length,
        },
      };
    },
    'POST /wps/member/messages/read': (request) => {
      const body = request.body as { ids?: string[]; all?: boolean };
      for (const m of inbox) if (body.all || body.ids?.includes(m.id)) m.read = true;
      return { value: { count: inbox.filter((m) => !m.read).length } };
    },
  });
}

async function renderWith(ui: React.ReactNode, language: 'en' | 'zh' = 'en') {
  await changeLanguage(language);
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

beforeEach(() => {
  inbox = [
    {
      id: '3',
      kind: 'withdrawal_rejected',
      params: { amount: '250.00', currency: 'MYR', withdrawalId: '9', reason: 'Name does not match' },
      read: false,
      createdAt: '2026-11-21T16:30:00.000Z',
    },
    {
      id: '2',
      kind: 'adjustment',
      params: { amount: '-20.50', currency: 'MYR', adjustmentId: '4' },
      read: false,
      createdAt: '2026-11-20T02:00:00.000Z',
    },
    {
      id: '1',
      kind: 'deposit_credited',
      params: { amount: '1000.00', currency: 'MYR', depositId: '8' },
      read: true,
      createdAt: '2026-11-19T02:00:00.000Z',
    },
  ];
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('platform messages page', () => {
  it("renders each message's title, text and date in the member's language, unread ones marked", async () => {
    serve();
    await renderWith(<MessagesPage />);
    expect(await screen.findByRole('heading', { name: 'Platform messages', level: 2 })).toBeTruthy();
    const rejected = await screen.findByRole('article', { name: 'Withdrawal rejected' });
    expect(rejected.textContent).toContain(
      'Your withdrawal of MYR 250.00 was rejected and the amount has been returned to your wallet. Reason: Name does not match',
    );
    // 16:30 UTC is 00:30 the next day in the merchant's zone (Kuala Lumpur).
    expect(rejected.textContent).toContain('2026-11-22 00:30:00');
    expect(within(rejected).getByText('Unread')).toBeTruthy();
    const adjusted = screen.getByRole('article', { name: 'Balance adjusted' });
    expect(adjusted.textContent).toContain('MYR 20.50 has been deducted from your wallet.');
    const credited = screen.getByRole('article', { name: 'Deposit credited' });
    expect(credited.textContent).toContain('Your deposit of MYR 1,000.00 has been credited to your wallet.');
    expect(within(credited).queryByText('Unread')).toBeNull();
    expect(screen.getByText('2 unread')).toBeTruthy();
  });

  it('marks one message read, then all', async () => {
    const api = serve();
    await renderWith(<MessagesPage />);
    const user = userEvent.setup();
    const adjusted = await screen.findByRole('article', { name: 'Balance adjusted' });
    await user.click(within(adjusted).getByRole('button', { name: /^Mark as read: Balance adjusted/ }));
    await waitFor(() => expect(within(adjusted).queryByText('Unread')).toBeNull());
    expect(api.callsTo('POST /wps/member/messages/read')[0]?.body).toEqual({ ids: ['2'] });
    expect(screen.getByText('1 unread')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All messages read')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/messages/read')[1]?.body).toEqual({ all: true });
    expect(screen.queryByText('Unread')).toBeNull();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says so when there are no messages, in Chinese too', async () => {
    inbox = [];
    serve();
    await renderWith(<MessagesPage />, 'zh');
    expect(await screen.findByRole('heading', { name: '暂无消息' })).toBeTruthy();
  });

  it('pages ten at a time', async () => {
    inbox = Array.from({ length: 12 }, (_, i) => ({
      id: String(12 - i),
      kind: 'deposit_credited',
      params: { amount: `${12 - i}.00`, currency: 'MYR' },
      read: true,
      createdAt: '2026-11-19T02:00:00.000Z',
    }));
    serve();
    await renderWith(<MessagesPage />);
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

describe('live message toasts', () => {
  it('shows a toast in the member language and refreshes the open list when a message event arrives', async () => {
    const api = serve();
    api.on('GET /wps/member/messages/4', {
      value: {
        id: '4',
        kind: 'deposit_credited',
        params: { amount: '100', currency: 'MYR', depositId: '11' },
        read: false,
        createdAt: '2026-11-22T01:00:00.000Z',
      },
    });
    await renderWith(
      <>
        <MessagesPage />
        <MessageToasts />
      </>,
    );
    await screen.findByRole('article', { name: 'Withdrawal rejected' });
    inbox.unshift({
      id: '4',
      kind: 'deposit_credited',
      params: { amount: '100', currency: 'MYR' },
      read: false,
      createdAt: '2026-11-22T01:00:00.000Z',
    });
    push({ type: 'balance', sumBalance: '1100.00', currency: 'MYR' });
    push({ type: 'message', id: '4', kind: 'deposit_credited' });
    expect(await screen.findByText('Deposit credited: MYR 100.00')).toBeTruthy();
    expect(await screen.findByText('3 unread')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: 'Deposit credited' })).toHaveLength(2);
    const close = screen.getByRole('button', { name: 'Close notification' });
    // Radix lets the toast region take pointer events once it has registered the toast.
    await waitFor(() => expect(close.closest('[style*="pointer-events: none"]')).toBeNull());
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByText('Deposit credited: MYR 100.00')).toBeNull());
  });
});
