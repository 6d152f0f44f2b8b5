import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { encryptedCall, memberRow, tokenFor } from './member-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createMerchant(t.deps, { code: 'other', name: 'Other Brand', hosts: ['other.test'] });
});
afterAll(() => t.close());

const change = (token: string, payload: Record<string, unknown>, language?: 'en' | 'zh') =>
  encryptedCall(t, 'POST', '/wps/member/password', payload, { token, captcha: false, language });

const info = (token: string) => t.call({ method: 'GET', url: '/wps/member/info', token });

async function newMember(username: string, password = DEMO_PASSWORD): Promise<string> {
  await t.deps.db
    .insertInto('members')
    .values({
      merchant_id: await merchantIdOf(t),
      username,
      password_hash: await hashPassword(password),
      must_change_password: true,
      password_changed_at: new Date('2020-01-01T00:00:00Z'),
    })
    .execute();
  return tokenFor(t, username);
}

describe('POST /wps/member/password', () => {
  it('changes the password, signs out every session and hands back a fresh token', async () => {
    const here = await newMember('changer01');
    const elsewhere = await tokenFor(t, 'changer01');
    const res = await change(here, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'newpass77',
      confirmNewPassword: 'newpass77',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().value.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await info(here)).statusCode).toBe(401);
    expect((await info(elsewhere)).statusCode).toBe(401);
    expect((await info(token)).json().value.account).toBe('changer01');

    const row = await memberRow(t, 'changer01');
    expect(await verifyPassword('newpass77', row.password_hash)).toBe(true);
    expect(row.must_change_password).toBe(false);
    expect(row.password_changed_at.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime());
    const entry = await t.deps.db
      .selectFrom('audit_log')
      .select(['actor_type', 'actor_name'])
      .where('action', '=', 'member.password_changed')
      .where('target_id', '=', row.id.toString())
      .executeTakeFirst();
    expect(entry).toEqual({ actor_type: 'member', actor_name: 'changer01' });
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const token = await newMember('changer02');
    const res = await change(
      token,
      { oldPassword: 'not-it-99', newPassword: 'newpass77', confirmNewPassword: 'newpass77' },
      'en',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'wrong_old_password', message: 'The current password is wrong.' });
    expect(await verifyPassword(DEMO_PASSWORD, (await memberRow(t, 'changer02')).password_hash)).toBe(true);
    expect((await info(token)).statusCode).toBe(200);
  });

  it('holds the new password to the brand password rule', async () => {
    const token = await newMember('changer03');
    const short = await change(
      token,
      { oldPassword: DEMO_PASSWORD, newPassword: 'ab1', confirmNewPassword: 'ab1' },
      'en',
    );
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({ code: 'password_rule', message: 'The password must be 6 - 20 characters.' });

    const noDigit = await change(
      token,
      { oldPassword: DEMO_PASSWORD, newPassword: 'abcdefgh', confirmNewPassword: 'abcdefgh' },
      'en',
    );
    expect(noDigit.statusCode).toBe(400);
    expect(noDigit.json().details).toEqual([
      { field: 'newPassword', reason: 'pattern', message: 'Must contain both letters and digits (6 - 20 characters)' },
    ]);
  });

  it('refuses a confirmation that differs, and a new password equal to the old', async () => {
    const token = await newMember('changer04', 'oldpass11');
    const mismatch = await change(token, {
      oldPassword: 'oldpass11',
      newPassword: 'newpass77',
      confirmNewPassword: 'newpass78',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().code).toBe('passwords_mismatch');
    const same = await change(
      token,
      { oldPassword: 'oldpass11', newPassword: 'oldpass11', confirmNewPassword: 'oldpass11' },
      'zh',
    );
    expect(same.statusCode).toBe(422);
    expect(same.json().code).toBe('same_password');
  });

  it('refuses a trial account, a missing token and a token of another brand', async () => {
    await t.deps.db
      .insertInto('members')
      .values({ merchant_id: await merchantIdOf(t), username: 'trial0002', type: 4, password_hash: 'x' })
      .execute();
    const trial = await change(
      await tokenFor(t, 'trial0002'),
      { oldPassword: 'x', newPassword: 'newpass77', confirmNewPassword: 'newpass77' },
      'en',
    );
    expect(trial.statusCode).toBe(403);
    expect(trial.json()).toMatchObject({
      code: 'in_need_true_account',
      message: 'This needs a real account. Please register to continue.',
    });

    const anonymous = await encryptedCall(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' },
      { captcha: false },
    );
    expect(anonymous.statusCode).toBe(401);

    const demo = await tokenFor(t, 'demo');
    const foreign = await encryptedCall(
      t,
      'POST',
      '/wps/member/password',
      { oldPassword: DEMO_PASSWORD, newPassword: 'newpass77', confirmNewPassword: 'newpass77' },
      { token: demo, host: 'other.test', captcha: false },
    );
    expect(foreign.statusCode).toBe(401);
    expect(await verifyPassword(DEMO_PASSWORD, (await memberRow(t, 'demo')).password_hash)).toBe(true);
  });

  it('refuses a plain body, missing fields, wrong types and oversized values with 400', async () => {
    const token = await newMember('changer05');
    const plain = await t.call({
      method: 'POST',
      url: '/wps/member/password',
      token,
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'newpass77', confirmNewPassword: 'newpass77' },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('encryption_required');

    const missing = await change(token, { oldPassword: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['confirmNewPassword', 'newPassword']);

    const typed = await change(token, { oldPassword: 123, newPassword: ['x'], confirmNewPassword: null });
    expect(typed.statusCode).toBe(400);

    const long = 'a1'.repeat(100);
    const oversized = await change(token, { oldPassword: DEMO_PASSWORD, newPassword: long, confirmNewPassword: long });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().details[0]).toMatchObject({ field: 'newPassword', reason: 'too_long' });
  });
});
