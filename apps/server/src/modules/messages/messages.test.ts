import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { otherBrand } from '../admin/admin-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';
import { sendMemberMessage } from './send-member-message';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(() => t.close());

async function send(
  memberId: bigint,
  kind: 'deposit_credited' | 'withdrawal_rejected',
  amount: string,
  brand = merchantId,
) {
  return t.deps.db.transaction().execute((trx) =>
    sendMemberMessage(trx, {
      merchantId: brand,
      memberId,
      kind,
      params: { amount, currency: 'MYR', depositId: '7' },
    }),
  );
}

const list = (token: string, query = '') => t.call({ method: 'GET', url: `/wps/member/messages${query}`, token });
const unread = async (token: string) =>
  (await t.call({ method: 'POST', url: '/wps/relay/CSP_unreadCount', token })).json().value.count as number;
const markRead = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/wps/member/messages/read', token, payload });

describe('member messages', () => {
  it('lists messages newest first, paged, as kind and parameters, with the unread count', async () => {
    const memberId = await makeMember(t, { username: 'msglist', password: 'Secret123' });
    const token = await tokenFor(t, 'msglist');
    expect(await unread(token)).toBe(0);
    for (let i = 1; i <= 12; i++) await send(memberId, 'deposit_credited', `${i}.00`);
    await send(memberId, 'withdrawal_rejected', '50.00');

    const first = (await list(token)).json().value;
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 10, unread: 13 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      kind: 'withdrawal_rejected',
      params: { amount: '50.00', currency: 'MYR', depositId: '7' },
      read: false,
    });
    expect(Date.parse(first.items[0].createdAt)).not.toBeNaN();
    expect(first.items[1].params.amount).toBe('12.00');
    const second = (await list(token, '?page=2')).json().value;
    expect(second.items.map((m: { params: { amount: string } }) => m.params.amount)).toEqual(['3.00', '2.00', '1.00']);
    expect(await unread(token)).toBe(13);

    const one = await t.call({ method: 'GET', url: `/wps/member/messages/${first.items[0].id}`, token });
    expect(one.json().value).toEqual(first.items[0]);
  });

  it('marks one or all read, and only the member own', async () => {
    const aliceId = await makeMember(t, { username: 'msgalice', password: 'Secret123' });
    const bobId = await makeMember(t, { username: 'msgbob', password: 'Secret123' });
    const alice = await tokenFor(t, 'msgalice');
    const bob = await tokenFor(t, 'msgbob');
    const a1 = await send(aliceId, 'deposit_credited', '1.00');
    await send(aliceId, 'deposit_credited', '2.00');
    const b1 = await send(bobId, 'deposit_credited', '9.00');

    // Bob can neither read nor mark Alice's message.
    expect((await t.call({ method: 'GET', url: `/wps/member/messages/${a1}`, token: bob })).statusCode).toBe(404);
    expect((await markRead(bob, { ids: [`${a1}`] })).json().value).toEqual({ count: 1 });
    expect(await unread(alice)).toBe(2);
    expect((await list(bob)).json().value.items.map((m: { id: string }) => m.id)).toEqual([`${b1}`]);

    expect((await markRead(alice, { ids: [`${a1}`] })).json().value).toEqual({ count: 1 });
    const after = (await list(alice)).json().value;
    expect(after.items.map((m: { read: boolean }) => m.read)).toEqual([false, true]);
    expect(after.unread).toBe(1);
    expect((await markRead(alice, { all: true })).json().value).toEqual({ count: 0 });
    expect(await unread(alice)).toBe(0);
    expect(await unread(bob)).toBe(1);

    expect((await markRead(alice, {})).json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect((await markRead(alice, { ids: ['x'] })).json()).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it('keeps brands apart and needs a real account for the list', async () => {
    const other = await otherBrand(t);
    await send(other.memberId, 'deposit_credited', '5.00', other.merchantId);
    const otherToken = await tokenFor(t, 'otherplayer', 'other');
    const theirs = await t.call({ method: 'GET', url: '/wps/member/messages', token: otherToken, host: other.host });
    expect(theirs.json().value.total).toBe(1);
    const ours = await makeMember(t, { username: 'msgours', password: 'Secret123' });
    expect(ours).toBeTruthy();
    expect((await list(await tokenFor(t, 'msgours'))).json().value.total).toBe(0);

    await makeMember(t, { username: 'msgtrial', password: 'Secret123', type: 4 });
    const trial = await tokenFor(t, 'msgtrial');
    expect((await list(trial)).json()).toMatchObject({ success: false, code: 'in_need_true_account' });
    expect(await unread(trial)).toBe(0);
    expect((await t.call({ method: 'POST', url: '/wps/relay/CSP_unreadCount' })).statusCode).toBe(401);
  });

  it('announces a new message on the member live channel', async () => {
    const memberId = await makeMember(t, { username: 'msglive', password: 'Secret123' });
    const events: { type: string; messageId?: string; kind?: string; memberId: bigint }[] = [];
    const stop = t.deps.events.subscribe((event) => {
      if (event.type !== 'draw' && event.type !== 'race' && event.type !== 'chat' && event.type !== 'back_office')
        events.push(event);
    });
    const id = await send(memberId, 'deposit_credited', '10.00');
    for (let i = 0; i < 50 && !events.some((e) => e.messageId === `${id}`); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'message', memberId, messageId: `${id}`, kind: 'deposit_credited' }),
    );
  });
});
