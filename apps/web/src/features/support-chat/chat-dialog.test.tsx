import type { TSupportChatMessage } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { emitRealtime } from '../../shared/realtime-events';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { ChatDialog } from './chat-dialog';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};

const message = (id: string, author: TSupportChatMessage['author'], text: string): TSupportChatMessage => ({
  id,
  conversationId: '3',
  author,
  authorName: author === 'operator' ? 'Aisyah' : '',
  text,
  imageId: null,
  createdAt: '2026-11-21T02:00:00.000Z',
});

function serve(staffOnline = true, history: TSupportChatMessage[] = []) {
  const sent: TSupportChatMessage[] = [];
  return installFakeApi({
    'GET /wps/support-chat/status': { value: { staffOnline, outsideUrl: null } },
    'POST /wps/support-chat/open': {
      value: {
        id: '3',
        queue: 'general',
        state: 'open',
        unread: 0,
        staffReadUpTo: null,
        staffOnline,
        createdAt: '2026-11-21T01:00:00.000Z',
        updatedAt: '2026-11-21T01:00:00.000Z',
      },
    },
    'POST /wps/support-chat/history': { value: { items: history, more: false } },
    'POST /wps/support-chat/send': (request) => {
      const body = request.body as { text: string };
      const saved = message(`${20 + sent.length}`, 'member', body.text);
      sent.push(saved);
      return { value: saved };
    },
    'POST /wps/support-chat/typing': { value: { ok: true } },
    'POST /wps/support-chat/read': { value: { count: 0 } },
    'POST /wps/support-chat/offline': { value: { id: '9', createdAt: '2026-11-21T02:00:00.000Z' } },
    'POST /wps/support-chat/offline/visitor': { value: { id: '10', createdAt: '2026-11-21T02:00:00.000Z' } },
  });
}

async function renderChat(session: Session | null, language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatDialog />
    </QueryClientProvider>,
  );
  act(() => openDialog('supportChat'));
  return screen.findByRole('dialog', { name: language === 'en' ? 'Customer service' : 'Khidmat pelanggan' });
}

afterEach(() => {
  act(() => closeDialog());
  vi.unstubAllGlobals();
  setSession(null);
  localStorage.clear();
});

describe('the chat room dialog', () => {
  it('shows the history, sends a message, and hears staff reply live, marking it read', async () => {
    const api = serve(true, [message('10', 'member', 'My deposit is late'), message('11', 'operator', 'Checking')]);
    const dialog = await renderChat(member);
    expect(await within(dialog).findByText('Checking')).toBeTruthy();
    expect(within(dialog).getByText('Customer service is online')).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.callsTo('POST /wps/support-chat/read').map((c) => c.body)).toEqual([{ upTo: '11' }]),
    );

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Thank you');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you')).toBeTruthy();
    expect(api.callsTo('POST /wps/support-chat/send').map((c) => c.body)).toEqual([{ text: 'Thank you' }]);
    expect(api.callsTo('POST /wps/support-chat/typing').length).toBeGreaterThan(0);

    act(() => emitRealtime({ type: 'chat', conversationId: '3', event: 'typing' }));
    expect(await within(dialog).findByText('Customer service is typing…')).toBeTruthy();
    act(() =>
      emitRealtime({
        type: 'chat',
        conversationId: '3',
        event: 'message',
        message: message('30', 'operator', 'Done!'),
      }),
    );
    expect(await within(dialog).findByText('Done!')).toBeTruthy();
    expect(within(dialog).queryByText('Customer service is typing…')).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('POST /wps/support-chat/read').at(-1)?.body).toEqual({ upTo: '30' }));
    act(() => emitRealtime({ type: 'chat', conversationId: '3', event: 'read', upTo: '30' }));
    expect(await within(dialog).findByText('Read')).toBeTruthy();
  });

  it('refuses an image of another type with a clear message and uploads nothing', async () => {
    const api = serve();
    const dialog = await renderChat(member);
    const input = within(dialog).getByLabelText('Send an image (PNG or JPEG, at most 5 MB)', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Only PNG or JPEG images can be sent.',
    );
    expect(api.callsTo('POST /wps/member/uploads')).toEqual([]);
  });

  it('lets a visitor chat by a key kept in the browser, in Malay, and asks them to sign in to leave a message', async () => {
    const api = serve(false);
    const dialog = await renderChat(null, 'ms');
    expect(await within(dialog).findByText(/Tiada sesiapa dalam talian/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'log masuk' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Hantar gambar/ })).toBeNull();
    await vi.waitFor(() => expect(api.callsTo('POST /wps/support-chat/open')).toHaveLength(1));
    const [first] = api.callsTo('POST /wps/support-chat/open');
    const key = (first?.body as { visitorKey?: string } | undefined)?.visitorKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(localStorage.getItem('gemilang.chatVisitorKey')).toBe(key);
  });

  it('lets a member leave a message when nobody is online', async () => {
    const api = serve(false);
    const dialog = await renderChat(member);
    await userEvent.click(await within(dialog).findByText('Leave a message'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message for customer service' }), 'Call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the message' }));
    expect(await within(dialog).findByText(/Your message was left/)).toBeTruthy();
    expect(api.callsTo('POST /wps/support-chat/offline').map((c) => c.body)).toEqual([{ text: 'Call me' }]);
  });

  /**
   * A visitor cannot receive a platform message, so they leave a phone number or an e-mail address (ADR 070),
   * checked before anything is sent. Seen red with the visitor shown only the sign-in line: no message field.
   */
  it('lets a visitor leave a message with a phone number or e-mail, refusing anything else before sending', async () => {
    const api = serve(false);
    const dialog = await renderChat(null);
    await userEvent.click(await within(dialog).findByText('Leave a message'));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message for customer service' }),
      'How to deposit?',
    );
    const contact = within(dialog).getByRole('textbox', { name: 'Your phone number or e-mail address' });
    await userEvent.type(contact, 'call me later');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the message' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Give a phone number (8 to 15 digits) or an e-mail address, so we can answer you.',
    );
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /wps/support-chat/offline/visitor')).toEqual([]);

    await userEvent.clear(contact);
    await userEvent.type(contact, '+60 12-345 6789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave the message' }));
    expect(await within(dialog).findByText('Your message was left. We will answer you at +60123456789.')).toBeTruthy();
    const [sent] = api.callsTo('POST /wps/support-chat/offline/visitor');
    expect(sent?.body).toEqual({
      visitorKey: localStorage.getItem('gemilang.chatVisitorKey'),
      text: 'How to deposit?',
      contact: '+60 12-345 6789',
    });
    expect(api.callsTo('POST /wps/support-chat/offline')).toEqual([]);
  });

  it('shows the server refusal of a visitor contact beside the field', async () => {
    const api = serve(false);
    api.on('POST /wps/support-chat/offline/visitor', {
      status: 422,
      error: { code: 'support_chat_contact_invalid', message: 'Berikan nombor telefon atau alamat e-mel.' },
    });
    const dialog = await renderChat(null, 'ms');
    await userEvent.click(await within(dialog).findByText('Tinggalkan mesej', { selector: 'summary' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mesej untuk khidmat pelanggan' }), 'Helo');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nombor telefon atau alamat e-mel anda' }),
      'a@b.my',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan mesej' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Berikan nombor telefon atau alamat e-mel.');
  });
});
