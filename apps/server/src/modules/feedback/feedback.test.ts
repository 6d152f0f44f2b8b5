import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, auditRows, otherBrand, signIn } from '../admin/admin-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';
import { FEEDBACK_PER_MEMBER_HOURLY } from './send-feedback';

let t: TestApp;
let merchantId: number;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
});
afterAll(() => t.close());

const send = (token: string, payload: Record<string, unknown>, language?: 'ms' | 'en' | 'zh') =>
  t.call({ method: 'PUT', url: '/wps/feedback', token, payload, language });
const mine = async (token: string) => (await t.call({ method: 'GET', url: '/wps/member/feedback', token })).json();
const inbox = (token: string, query = '', host?: string) =>
  t.call({ method: 'GET', url: `/admin/api/feedback${query}`, token, host, language: 'en' });
const reply = (token: string, id: string, text: string, host?: string) =>
  t.call({ method: 'POST', url: `/admin/api/feedback/${id}/reply`, token, host, payload: { reply: text } });

async function member(username: string, mobile?: string) {
  const id = await makeMember(t, { username, password: 'Secret123', mobile, dialingCode: mobile ? '60' : undefined });
  return { id, token: await tokenFor(t, username) };
}

async function storedFor(memberId: bigint) {
  return t.deps.db.selectFrom('feedback').selectAll().where('member_id', '=', memberId).execute();
}

async function messagesOf(memberId: bigint) {
  return t.deps.db
    .selectFrom('member_messages')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('kind', '=', 'feedback_reply')
    .execute();
}

describe('feedback from a member', () => {
  it('stores a question type, content and contact, and lists only the member own, newest first', async () => {
    const alice = await member('fbalice', '123456789');
    const bob = await member('fbbob');
    expect((await mine(alice.token)).value).toMatchObject({ items: [], total: 0, contact: '+60 123456789' });

    const first = await send(alice.token, { type: 'deposit', content: '  My deposit is late.  ', contact: '' });
    expect(first.json()).toMatchObject({
      success: true,
      value: { type: 'deposit', content: 'My deposit is late.', contact: '', state: 'new', reply: null },
    });
    await send(alice.token, { type: 'suggestion', content: 'More slots please', contact: 'wa 0123' });
    await send(bob.token, { type: 'game', content: 'Bob here' });

    const list = (await mine(alice.token)).value;
    expect(list.items.map((f: { content: string }) => f.content)).toEqual(['More slots please', 'My deposit is late.']);
    expect(list.contact).toBe('wa 0123');
    expect((await mine(bob.token)).value.items.map((f: { content: string }) => f.content)).toEqual(['Bob here']);
  });

  it('refuses content over 140 characters with a translated reason, and stores nothing', async () => {
    const carol = await member('fbcarol');
    const exactly = 'x'.repeat(140);
    expect((await send(carol.token, { type: 'other', content: exactly })).statusCode).toBe(200);

    const res = await send(carol.token, { type: 'other', content: 'y'.repeat(141) }, 'ms');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      details: [{ field: 'content', reason: 'too_long', message: 'Terlalu panjang.' }],
    });
    expect((await storedFor(carol.id)).map((r) => r.content)).toEqual([exactly]);
  });

  it('refuses an unknown question type, empty content, and a visitor', async () => {
    const dave = await member('fbdave');
    const badType = await send(dave.token, { type: 'complaint', content: 'hello' });
    expect(badType.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'type' }] });
    const empty = await send(dave.token, { type: 'other', content: '   ' });
    expect(empty.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'content', reason: 'required' }] });
    const visitor = await t.call({ method: 'PUT', url: '/wps/feedback', payload: { type: 'other', content: 'hi' } });
    expect(visitor.statusCode).toBe(401);
    expect(await storedFor(dave.id)).toEqual([]);
  });

  it('holds a member to their hourly allowance', async () => {
    const erin = await member('fberin');
    for (let i = 0; i < FEEDBACK_PER_MEMBER_HOURLY; i++)
      expect((await send(erin.token, { type: 'other', content: `note ${i}` })).statusCode).toBe(200);
    const refused = await send(erin.token, { type: 'other', content: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(await storedFor(erin.id)).toHaveLength(FEEDBACK_PER_MEMBER_HOURLY);
  });
});

describe('the feedback inbox', () => {
  it('lists waiting feedback first, filters by state and type, and counts those waiting', async () => {
    const fay = await member('fbfay');
    await send(fay.token, { type: 'withdrawal', content: 'inbox one' });
    await send(fay.token, { type: 'account', content: 'inbox two' });
    const all = (await inbox(admin, '?member=FBFAY')).json().value;
    expect(all.items.map((f: { content: string }) => f.content)).toEqual(['inbox one', 'inbox two']);
    expect(all.items[0]).toMatchObject({ memberName: 'fbfay', state: 'new', repliedBy: null });
    expect(all.waiting).toBeGreaterThanOrEqual(2);

    await reply(admin, all.items[0].id, 'Sent today.');
    const waiting = (await inbox(admin, '?member=fbfay&state=new')).json().value;
    expect(waiting.items.map((f: { content: string }) => f.content)).toEqual(['inbox two']);
    const replied = (await inbox(admin, '?member=fbfay&state=replied&type=withdrawal')).json().value;
    expect(replied.items).toMatchObject([{ content: 'inbox one', reply: 'Sent today.', repliedBy: 'admin' }]);
    expect((await inbox(admin, '?member=fbfay&type=game')).json().value.total).toBe(0);
    expect((await inbox(admin, '?type=complaint')).json().code).toBe('invalid_input');
  });

  it('sends the reply to the member once as a platform message, audited; customer service may answer', async () => {
    const gus = await member('fbgus');
    const sent = (await send(gus.token, { type: 'promotion', content: 'Where is my bonus?' })).json().value;
    await addOperator(t, merchantId, 'fbcs', 'cs');
    const cs = await signIn(t, 'fbcs');

    const answered = await reply(cs, sent.id, 'It is credited now.');
    expect(answered.json()).toMatchObject({
      success: true,
      value: { state: 'replied', reply: 'It is credited now.', repliedBy: 'fbcs' },
    });
    const again = await reply(admin, sent.id, 'Second answer');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('feedback_replied');

    const messages = await messagesOf(gus.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.params).toEqual({
      feedbackId: sent.id,
      type: 'promotion',
      content: 'Where is my bonus?',
      reply: 'It is credited now.',
    });
    const list = await t.call({ method: 'GET', url: '/wps/member/messages', token: gus.token });
    expect(list.json().value.items[0]).toMatchObject({ kind: 'feedback_reply', read: false });
    expect((await mine(gus.token)).value.items[0]).toMatchObject({ state: 'replied', reply: 'It is credited now.' });
    const audits = (await auditRows(t, merchantId, 'feedback.reply')).filter((r) => r.target_id === sent.id);
    expect(audits).toHaveLength(1);
  });

  it('refuses marketing, an empty reply, an unknown id and another brand', async () => {
    const hal = await member('fbhal');
    const sent = (await send(hal.token, { type: 'other', content: 'brand check' })).json().value;
    await addOperator(t, merchantId, 'fbmkt', 'marketing');
    const marketing = await signIn(t, 'fbmkt');
    expect((await inbox(marketing)).statusCode).toBe(403);
    expect((await reply(marketing, sent.id, 'no')).statusCode).toBe(403);
    expect((await reply(admin, sent.id, '  ')).json().code).toBe('invalid_input');
    expect((await reply(admin, '999999999', 'hello')).json().code).toBe('feedback_unknown');

    const other = await otherBrand(t);
    const otherAdmin = await signIn(t, 'otheradmin', undefined, other.host);
    expect((await reply(otherAdmin, sent.id, 'hello', other.host)).json().code).toBe('feedback_unknown');
    expect(
      (
        await t.call({ method: 'GET', url: `/admin/api/feedback/${sent.id}`, token: otherAdmin, host: other.host })
      ).json().code,
    ).toBe('feedback_unknown');
    expect((await inbox(otherAdmin, '', other.host)).json().value.total).toBe(0);
    expect(await messagesOf(hal.id)).toEqual([]);
  });
});
