import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { addOperator, auditRows, signIn, startAdminTest } from '../admin/admin-test-kit';
import { operatorCall, withdrawer } from '../withdrawals/withdrawal-test-kit';

/**
 * The site's content from the back office (ADR 068): announcements and help topics in three languages, and notices
 * to one member, a label or everyone, sent once per key.
 * Checked to fail: with the label condition of messageAudience dropped (every member matched), the label's notice
 * reached every real member of the brand (sent 5 instead of 2).
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let cs: string;
beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'contentcs', 'cs');
  cs = await signIn(t, 'contentcs');
}, 60_000);
afterAll(() => t.close());

const words = (text: string) => ({ ms: `${text} (ms)`, en: text, zh: `${text} (zh)` });
const announcement = (overrides: Record<string, unknown> = {}) => ({
  type: 'PL',
  title: words('Maintenance on Sunday'),
  content: words('<p>The site pauses from <b>02:00</b>.</p>'),
  imageUrl: null,
  linkUrl: null,
  sort: 1,
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: null,
  ...overrides,
});
const publicList = async (language: 'en' | 'ms' | 'zh' = 'en') =>
  (
    await t.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: { types: 'PL' },
      language,
    })
  ).json().value.player as { id: string; title: string }[];

describe('announcements', () => {
  it('go up in three languages, change, and come off the site when ended, each step audited', async () => {
    const made = await operatorCall(t, admin, 'POST', '/admin/api/content/announcements', announcement());
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id;
    expect(made.json().value.state).toBe('live');
    expect((await publicList('ms')).find((a) => a.id === id)?.title).toBe('Maintenance on Sunday (ms)');

    const changed = await operatorCall(
      t,
      admin,
      'PUT',
      `/admin/api/content/announcements/${id}`,
      announcement({ title: words('Maintenance moved to Monday') }),
    );
    expect(changed.json().value.title.en).toBe('Maintenance moved to Monday');
    const ended = await operatorCall(t, admin, 'POST', `/admin/api/content/announcements/${id}/end`);
    expect(ended.json().value.state).toBe('ended');
    expect((await publicList()).some((a) => a.id === id)).toBe(false);
    const list = (await operatorCall(t, admin, 'GET', '/admin/api/content/announcements')).json().value.items;
    expect(list.find((a: { id: string }) => a.id === id)?.state).toBe('ended');
    for (const action of ['content.announcement_create', 'content.announcement_update', 'content.announcement_end']) {
      expect((await auditRows(t, merchantId, action)).some((r) => r.target_id === id)).toBe(true);
    }
  });

  it('refuses a banner without a picture, a window that ends before it starts, a script link, and customer service', async () => {
    const refused = [
      announcement({ type: 'B' }),
      announcement({ endsAt: new Date(Date.now() - 120_000).toISOString() }),
      announcement({ linkUrl: 'javascript:alert(1)' }),
      announcement({ title: { ms: '', en: 'x', zh: 'x' } }),
    ];
    for (const body of refused) {
      const res = await operatorCall(t, admin, 'POST', '/admin/api/content/announcements', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await operatorCall(t, cs, 'POST', '/admin/api/content/announcements', announcement())).statusCode).toBe(
      403,
    );
  });
});

describe('help topics', () => {
  it('are added, changed and removed, and the help centre shows them in the reader language', async () => {
    const made = await operatorCall(t, admin, 'POST', '/admin/api/content/help', {
      tag: 'points-mall',
      title: words('How do points work?'),
      content: words('<p>Bets earn points.</p>'),
      sort: 99,
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id;
    const help = await t.call({ method: 'GET', url: '/wps/system/helpCenter?lang=zh' });
    expect(JSON.stringify(help.json().value)).toContain('How do points work? (zh)');
    const removed = await t.call({ method: 'DELETE', url: `/admin/api/content/help/${id}`, token: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.call({ method: 'DELETE', url: `/admin/api/content/help/${id}`, token: admin })).statusCode).toBe(
      404,
    );
    const deleted = await auditRows(t, merchantId, 'content.help_delete');
    expect(deleted.find((r) => r.target_id === id)?.detail).toMatchObject({ tag: 'points-mall' });
  });
});

describe('notices', () => {
  it('reach one member, or the members of a label, once per key', async () => {
    const one = await withdrawer(t);
    const labelled = [await withdrawer(t), await withdrawer(t)];
    await t.deps.db
      .updateTable('members')
      .set({ labels: ['vip-care'] })
      .where(
        'id',
        'in',
        labelled.map((m) => m.id),
      )
      .execute();
    const send = (audience: object, key = randomUUID()) =>
      operatorCall(t, admin, 'POST', '/admin/api/content/messages', {
        audience,
        title: words('Your bonus is waiting'),
        content: words('Claim it before Friday.'),
        idempotencyKey: key,
      });
    const key = randomUUID();
    expect((await send({ kind: 'member', username: one.username }, key)).json().value).toEqual({ sent: 1 });
    expect((await send({ kind: 'member', username: one.username }, key)).json().value).toEqual({ sent: 1 });
    const inbox = await t.call({ method: 'GET', url: '/wps/member/messages', token: one.token });
    const notices = inbox.json().value.items.filter((m: { kind: string }) => m.kind === 'notice');
    expect(notices).toHaveLength(1);
    expect(notices[0].params).toMatchObject({
      title_en: 'Your bonus is waiting',
      content_zh: 'Claim it before Friday. (zh)',
    });

    expect((await send({ kind: 'label', label: 'vip-care' })).json().value).toEqual({ sent: 2 });
    const nobody = await send({ kind: 'member', username: 'nobody-here' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('member_unknown');
  });
});
