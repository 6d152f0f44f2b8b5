import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, signIn } from '../admin/admin-test-kit';
import { setLadder } from '../vip/vip-test-kit';
import { chatMember, playerCall, staffCall, tinyPng, uploadChatImage, visitorKey } from './support-chat-test-kit';

/**
 * The built-in chat (ADR 065) on one process: members and visitors, staff taking and answering, unread counts,
 * what is refused, and a member's message left while nobody was online answered as a platform message.
 */
let t: TestApp;
let staff: string;
let colleague: string;
let colleagueId: bigint;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  merchantId = await merchantIdOf(t);
  colleagueId = await addOperator(t, merchantId, 'cs.chat', 'cs');
  staff = await signIn(t);
  colleague = await signIn(t, 'cs.chat');
});
afterAll(() => t.close());

const countRows = async (table: 'support_messages' | 'uploads') =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the customer-service chat', () => {
  it('a member writes, staff take and answer, and the answer counts unread until read', async () => {
    const m = await chatMember(t);
    const opened = (await playerCall(t, 'open', m)).json().value;
    expect(opened).toMatchObject({ queue: 'general', state: 'waiting', unread: 0, staffOnline: false });
    const sent = await playerCall(t, 'send', m, { text: 'My deposit has not arrived' });
    expect(sent.json().value).toMatchObject({ author: 'member', text: 'My deposit has not arrived', imageId: null });

    const waiting = (await staffCall(t, staff, 'GET', 'conversations?state=waiting&queue=general')).json().value;
    const row = waiting.items.find((c: { id: string }) => c.id === opened.id);
    expect(row).toMatchObject({ username: m.username, unread: 1, lastMessage: { text: 'My deposit has not arrived' } });
    expect((await staffCall(t, staff, 'GET', 'queues')).json().value.queues[0]).toMatchObject({ queue: 'general' });

    expect((await staffCall(t, staff, 'POST', `conversations/${opened.id}/take`)).json().value).toMatchObject({
      state: 'open',
      assignedTo: { username: 'admin' },
    });
    // A colleague cannot take or answer it once it is taken.
    const late = await staffCall(t, colleague, 'POST', `conversations/${opened.id}/take`);
    expect(late.json()).toMatchObject({ code: 'support_chat_taken' });
    const reply = await staffCall(t, staff, 'POST', `conversations/${opened.id}/reply`, { text: 'Checking now' });
    expect(reply.json().value).toMatchObject({ author: 'operator', authorName: 'admin', text: 'Checking now' });

    expect((await playerCall(t, 'unread', m)).json().value).toEqual({ count: 1 });
    const relay = await t.call({ method: 'POST', url: '/wps/relay/CSP_unreadCount', token: m.token });
    expect(relay.json().value).toEqual({ count: 0, chat: 1 });
    const history = (await playerCall(t, 'history', m)).json().value;
    expect(history.items.map((i: { text: string }) => i.text)).toEqual(['My deposit has not arrived', 'Checking now']);
    const read = await playerCall(t, 'read', m, { upTo: reply.json().value.id });
    expect(read.json().value).toEqual({ count: 0 });
    expect((await t.call({ method: 'POST', url: '/wps/relay/CSP_unreadCount', token: m.token })).json().value).toEqual({
      count: 0,
      chat: 0,
    });
    // Staff see the read tick.
    const seen = (await staffCall(t, staff, 'GET', `conversations/${opened.id}`)).json().value;
    expect(seen.playerReadUpTo).toBe(reply.json().value.id);

    // Transferred to a colleague, who closes it with a topic; the next message opens a new conversation.
    const moved = await staffCall(t, staff, 'POST', `conversations/${opened.id}/transfer`, {
      operatorId: `${colleagueId}`,
    });
    expect(moved.json().value.assignedTo).toMatchObject({ username: 'cs.chat' });
    expect((await staffCall(t, staff, 'POST', `conversations/${opened.id}/reply`, { text: 'x' })).json().code).toBe(
      'support_chat_not_yours',
    );
    const closed = await staffCall(t, colleague, 'POST', `conversations/${opened.id}/close`, { topic: 'deposit' });
    expect(closed.json().value).toMatchObject({ state: 'closed', topic: 'deposit' });
    const again = (await playerCall(t, 'open', m)).json().value;
    expect(again.id).not.toBe(opened.id);
    expect(again.state).toBe('waiting');
  });

  /**
   * VIP routing (ADR 060, 065): a member whose level has the brand's VIP customer-service line opens in the VIP
   * queue, from that level up; a plain member in the general queue; the console's counts and lists say the same.
   * Seen red with queueOf answering 'general' for everyone: the level-3 and level-2 members landed in general and
   * the VIP queue's waiting count did not move.
   */
  it('routes a member at a level with the VIP line to the VIP queue and a plain member to the general one', async () => {
    await setLadder(t, merchantId, [{ bets: 0n }, { bets: 100n }, { bets: 1_000n }, { bets: 10_000n }], {
      serviceLevel: 2,
    });
    const atLevel = async (level: number) => {
      const m = await chatMember(t, `vip${level}`);
      await t.deps.db.updateTable('members').set({ vip_level: level }).where('id', '=', m.id).execute();
      return m;
    };
    const vip = await atLevel(3);
    const vipAtLine = await atLevel(2);
    const plain = await atLevel(1);
    const counts = async () => {
      const { queues } = (await staffCall(t, staff, 'GET', 'queues')).json().value;
      const of = (queue: string) => queues.find((q: { queue: string }) => q.queue === queue).waiting;
      return { general: of('general'), vip: of('vip') };
    };
    const before = await counts();

    const opened = async (m: { token: string }) => (await playerCall(t, 'open', m)).json().value;
    const vipChat = await opened(vip);
    const lineChat = await opened(vipAtLine);
    const plainChat = await opened(plain);
    expect([vipChat.queue, lineChat.queue, plainChat.queue]).toEqual(['vip', 'vip', 'general']);

    expect(await counts()).toEqual({ general: before.general + 1, vip: before.vip + 2 });
    const vipList = (await staffCall(t, staff, 'GET', 'conversations?queue=vip&state=waiting')).json().value.items;
    const vipIds = vipList.map((c: { id: string }) => c.id);
    expect(vipIds).toEqual(expect.arrayContaining([vipChat.id, lineChat.id]));
    expect(vipIds).not.toContain(plainChat.id);
    const generalList = (await staffCall(t, staff, 'GET', 'conversations?queue=general&state=waiting')).json().value;
    expect(generalList.items.map((c: { id: string }) => c.id)).toContain(plainChat.id);
  });

  it('refuses a message over 1000 characters and stores nothing', async () => {
    const m = await chatMember(t);
    const before = await countRows('support_messages');
    const res = await playerCall(t, 'send', m, { text: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'text', reason: 'too_long' }] });
    expect(await countRows('support_messages')).toBe(before);
    expect((await playerCall(t, 'send', m, { text: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('refuses an image of another type or too large with a clear error, and stores nothing', async () => {
    const m = await chatMember(t);
    const before = await countRows('uploads');
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'binary');
    const wrong = await uploadChatImage(t, m.token, gif);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'upload_not_image',
      message: 'Only PNG or JPEG images can be uploaded.',
    });
    const huge = Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await uploadChatImage(t, m.token, huge);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'upload_too_large', message: 'The image is larger than 5 MB.' });
    expect(await countRows('uploads')).toBe(before);

    const image = (await uploadChatImage(t, m.token, tinyPng)).json().value;
    const sent = await playerCall(t, 'send', m, { imageId: image.id });
    expect(sent.json().value).toMatchObject({ imageId: image.id, text: '' });
    // An upload made for something else is not a chat image.
    const avatar = (await uploadChatImage(t, m.token, tinyPng, 'avatar')).json().value;
    expect((await playerCall(t, 'send', m, { imageId: avatar.id })).json().code).toBe('not_found');
  });

  it('keeps each conversation to its owner: another member or visitor reads nothing of it', async () => {
    const a = await chatMember(t);
    const b = await chatMember(t);
    const guest = { visitorKey: visitorKey() };
    await playerCall(t, 'send', a, { text: 'secret of a' });
    const conversation = (await playerCall(t, 'open', a)).json().value;
    const reply = await staffCall(t, staff, 'POST', `conversations/${conversation.id}/reply`, { text: 'for a only' });
    const replyId = reply.json().value.id;
    for (const other of [b, guest]) {
      const history = (await playerCall(t, 'history', other)).json().value;
      expect(history.items).toEqual([]);
      expect((await playerCall(t, 'read', other, { upTo: replyId })).json().code).toBe('not_found');
      expect((await playerCall(t, 'unread', other)).json().value).toEqual({ count: 0 });
    }
    // Another member cannot send a's image either.
    const image = (await uploadChatImage(t, a.token, tinyPng)).json().value;
    expect((await playerCall(t, 'send', b, { imageId: image.id })).json().code).toBe('not_found');
    // Without a session or a visitor key there is no chat at all.
    expect((await playerCall(t, 'open', {})).json().code).toBe('token_required');
  });

  it('lets a visitor chat by key, text only', async () => {
    const guest = { visitorKey: visitorKey() };
    const opened = (await playerCall(t, 'open', guest)).json().value;
    await playerCall(t, 'send', guest, { text: 'How do I register?' });
    const row = (await staffCall(t, staff, 'GET', `conversations/${opened.id}`)).json().value;
    expect(row).toMatchObject({ memberId: null, username: null, visitorLabel: expect.any(String) });
    expect((await staffCall(t, staff, 'GET', `conversations/${opened.id}/member`)).json().value).toBeNull();
    await staffCall(t, staff, 'POST', `conversations/${opened.id}/reply`, { text: 'Press Join' });
    expect((await playerCall(t, 'unread', guest)).json().value).toEqual({ count: 1 });
    expect((await playerCall(t, 'send', guest, { imageId: '1' })).json().code).toBe('token_required');
  });

  it('shows staff the member beside the chat', async () => {
    const m = await chatMember(t);
    const opened = (await playerCall(t, 'open', m)).json().value;
    const summary = (await staffCall(t, staff, 'GET', `conversations/${opened.id}/member`)).json().value;
    expect(summary).toMatchObject({
      username: m.username,
      status: 'active',
      vipLevel: 0,
      balance: '0.00',
      deposits: [],
      withdrawals: [],
      openRequests: 0,
      protection: { exclusion: null, limits: { day: { limit: null, pending: null } } },
    });
  });

  it('shows staff the limits and break of the member, and until when', async () => {
    const m = await chatMember(t);
    await t.call({
      method: 'PUT',
      url: '/wps/member/protection/limits',
      token: m.token,
      payload: { day: '100.00', week: null, month: null },
    });
    const taken = await t.call({
      method: 'POST',
      url: '/wps/member/protection/exclusion',
      token: m.token,
      payload: (await t.encrypt({ choice: 'cooling_off_7d', password: 'any-pass-2026' })) as object,
    });
    const until = taken.json().value.exclusion.until as string;
    const opened = (await playerCall(t, 'open', m)).json().value;
    const summary = (await staffCall(t, staff, 'GET', `conversations/${opened.id}/member`)).json().value;
    expect(summary.protection).toMatchObject({
      limits: { day: { limit: '100.00', left: '100.00' }, week: { limit: null } },
      exclusion: { kind: 'cooling_off', until },
    });
  });

  it('keeps canned replies in three languages', async () => {
    const input = {
      title: { ms: 'Salam', en: 'Greeting', zh: '问候' },
      text: { ms: 'Selamat datang', en: 'Welcome', zh: '欢迎' },
    };
    const made = (await staffCall(t, colleague, 'POST', 'canned-replies', input)).json().value;
    expect(made).toMatchObject(input);
    const changed = await t.call({
      method: 'PUT',
      url: `/admin/api/support-chat/canned-replies/${made.id}`,
      token: staff,
      payload: { ...input, text: { ...input.text, en: 'Welcome back' } },
    });
    expect(changed.json().value.text.en).toBe('Welcome back');
    const list = (await staffCall(t, staff, 'GET', 'canned-replies')).json().value.items;
    expect(list.map((c: { id: string }) => c.id)).toContain(made.id);
    const gone = await t.call({
      method: 'DELETE',
      url: `/admin/api/support-chat/canned-replies/${made.id}`,
      token: staff,
    });
    expect(gone.json().value).toEqual({ ok: true });
  });

  it('answers a message left while nobody was online as a platform message, once', async () => {
    const m = await chatMember(t);
    expect((await t.call({ method: 'GET', url: '/wps/support-chat/status' })).json().value).toEqual({
      staffOnline: false,
      outsideUrl: null,
    });
    const left = await t.call({
      method: 'POST',
      url: '/wps/support-chat/offline',
      token: m.token,
      payload: { text: 'Please call me about my bonus' },
    });
    const id = left.json().value.id;
    const waiting = (await staffCall(t, staff, 'GET', 'offline?state=waiting')).json().value.items;
    expect(waiting.find((o: { id: string }) => o.id === id)).toMatchObject({ username: m.username, answer: null });
    const answered = await staffCall(t, staff, 'POST', `offline/${id}/answer`, { text: 'Your bonus is credited' });
    expect(answered.json().value).toMatchObject({
      answer: 'Your bonus is credited',
      answeredBy: { username: 'admin' },
    });
    expect((await staffCall(t, staff, 'POST', `offline/${id}/answer`, { text: 'again' })).json().code).toBe(
      'support_chat_answered',
    );
    const inbox = (await t.call({ method: 'GET', url: '/wps/member/messages', token: m.token })).json().value;
    expect(inbox.items[0]).toMatchObject({
      kind: 'support_reply',
      params: { text: 'Your bonus is credited', question: 'Please call me about my bonus' },
    });
  });

  /** Left by a visitor (ADR 070): the text, a contact, the visitor's key, from an address of the test's own. */
  const leaveAsVisitor = (key: string, body: object, address: string, language: 'en' | 'ms' = 'en') =>
    t.call({
      method: 'POST',
      url: '/wps/support-chat/offline/visitor',
      language,
      remoteAddress: address,
      payload: { visitorKey: key, ...body },
    });
  const offlineRows = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('support_offline_messages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('lets a visitor leave a message with a contact, which staff see and mark answered after answering outside', async () => {
    const key = visitorKey();
    const left = await leaveAsVisitor(key, { text: 'How do I deposit?', contact: '+60 12-345 6789' }, '198.51.100.1');
    expect(left.statusCode).toBe(200);
    const id = left.json().value.id;
    const byMail = await leaveAsVisitor(
      visitorKey(),
      { text: 'Is there a welcome bonus?', contact: 'siti.nur@example.my' },
      '198.51.100.1',
    );
    const mailId = byMail.json().value.id;

    const waiting = (await staffCall(t, staff, 'GET', 'offline?state=waiting&pageSize=100')).json().value.items;
    expect(waiting.find((o: { id: string }) => o.id === id)).toMatchObject({
      memberId: null,
      username: null,
      contact: { kind: 'phone', value: '+60123456789' },
      text: 'How do I deposit?',
      answer: null,
      answeredBy: null,
    });
    expect(waiting.find((o: { id: string }) => o.id === mailId)).toMatchObject({
      contact: { kind: 'email', value: 'siti.nur@example.my' },
    });
    const queues = (await staffCall(t, staff, 'GET', 'queues')).json().value;

    // No account to receive an answer: staff answer outside, then mark it answered, once.
    expect((await staffCall(t, staff, 'POST', `offline/${id}/answer`, { text: 'Press Deposit' })).json()).toMatchObject(
      {
        code: 'support_chat_visitor_message',
        message:
          'A visitor has no account to receive this answer: answer them at their contact, then mark the message answered.',
      },
    );
    const marked = await staffCall(t, colleague, 'POST', `offline/${id}/answered`);
    expect(marked.json().value).toMatchObject({
      id,
      answer: null,
      answeredBy: { username: 'cs.chat' },
      answeredAt: expect.any(String),
    });
    expect((await staffCall(t, staff, 'POST', `offline/${id}/answered`)).json().code).toBe('support_chat_answered');
    expect((await staffCall(t, staff, 'GET', 'queues')).json().value.offlineWaiting).toBe(queues.offlineWaiting - 1);
    const answered = (await staffCall(t, staff, 'GET', 'offline?state=answered&pageSize=100')).json().value.items;
    expect(answered.map((o: { id: string }) => o.id)).toContain(id);

    // A member's message is answered with a reply they receive, never just marked.
    const m = await chatMember(t);
    const own = await t.call({
      method: 'POST',
      url: '/wps/support-chat/offline',
      token: m.token,
      payload: { text: 'Call me' },
    });
    expect((await staffCall(t, staff, 'POST', `offline/${own.json().value.id}/answered`)).json().code).toBe(
      'support_chat_member_message',
    );
  });

  it('refuses a visitor message whose contact is neither a phone number nor an e-mail address, storing nothing', async () => {
    const before = await offlineRows();
    const key = visitorKey();
    for (const contact of ['call me', '12345', 'siti@', '+60 12 345 6789 ext 2']) {
      const res = await leaveAsVisitor(key, { text: 'Hello', contact }, '198.51.100.2');
      expect(res.statusCode, contact).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'support_chat_contact_invalid',
        message: 'Give a phone number (8 to 15 digits) or an e-mail address, so we can answer you.',
        details: [{ field: 'contact' }],
      });
    }
    const malay = await leaveAsVisitor(key, { text: 'Hello', contact: 'nanti' }, '198.51.100.2', 'ms');
    expect(malay.json().message).toBe(
      'Berikan nombor telefon (8 hingga 15 digit) atau alamat e-mel supaya kami dapat menjawab anda.',
    );
    const missing = await leaveAsVisitor(key, { text: 'Hello' }, '198.51.100.2');
    expect(missing.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ field: 'contact', reason: 'required' }],
    });
    expect(await offlineRows()).toBe(before);
    // The refusals counted against nothing: the same key still leaves its five.
    for (let i = 0; i < 5; i++) {
      expect(
        (await leaveAsVisitor(key, { text: `Hello ${i}`, contact: '0123456789' }, '198.51.100.2')).statusCode,
      ).toBe(200);
    }
  });

  it('holds visitors to 5 left messages an hour by key and 10 by address, whatever keys they make', async () => {
    const address = '198.51.100.3';
    const key = visitorKey();
    const leave = (k: string) => leaveAsVisitor(k, { text: 'Anyone there?', contact: 'a@example.my' }, address);
    for (let i = 0; i < 5; i++) expect((await leave(key)).statusCode).toBe(200);
    const sixth = await leave(key);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'support_chat_busy',
      message: 'You are sending messages too quickly. Please wait a moment.',
    });
    // New keys from the same address: five more, then the address is held whatever the key.
    for (let i = 0; i < 5; i++) expect((await leave(visitorKey())).statusCode).toBe(200);
    const before = await offlineRows();
    expect((await leave(visitorKey())).json().code).toBe('support_chat_busy');
    expect(await offlineRows()).toBe(before);
    // Another address is not held by this one's count.
    expect(
      (await leaveAsVisitor(visitorKey(), { text: 'Hi', contact: 'b@example.my' }, '198.51.100.4')).statusCode,
    ).toBe(200);
    // An hour later the key may leave messages again.
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await leave(key)).statusCode).toBe(200);
  });
});
