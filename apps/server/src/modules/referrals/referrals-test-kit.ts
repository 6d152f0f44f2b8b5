// Test-only helpers for the invite-friends tests (imported by *.test.ts, never by the app).
import type { TReferralSettingsInput } from '@gemilang/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { memberRow, register, uniqueName, validRegistration } from '../member/member-test-kit';

/** The settings most tests run on: 10.00 on a first deposit of 50.00, 1 % of bets, 5.00 a friend and 8.00 a day. */
export const testSettings: TReferralSettingsInput = {
  enabled: true,
  depositReward: '10.00',
  minFirstDeposit: '50.00',
  shareBp: 100,
  friendCap: '5.00',
  periodCap: '8.00',
};

export async function saveSettings(t: TestApp, body: object | string = testSettings) {
  const admin = await signIn(t);
  return t.call({ method: 'PUT', url: '/admin/api/loyalty/referrals', token: admin, language: 'en', payload: body });
}

export async function adminSettings(t: TestApp) {
  const admin = await signIn(t);
  return t.call({ method: 'GET', url: '/admin/api/loyalty/referrals', token: admin, language: 'en' });
}

/** The member's invite-friends page. */
export function overview(t: TestApp, token: string, query = '') {
  return t.call({ method: 'GET', url: `/wps/member/referrals${query}`, token, language: 'en' });
}

let address = 0;
/** An address no other registration of the test used. */
export function freshAddress(): string {
  address += 1;
  return `10.61.${Math.floor(address / 250)}.${(address % 250) + 1}`;
}

/** A visitor registering on the site with a referral code (from an address of their own unless told), signed in. */
export async function registerWith(
  t: TestApp,
  referralCode: string | undefined,
  options: { address?: string; email?: string } = {},
) {
  const username = uniqueName('fr');
  const res = await register(
    t,
    validRegistration({
      username,
      ...(referralCode ? { referralCode } : {}),
      ...(options.email ? { email: options.email } : {}),
    }),
    { remoteAddress: options.address ?? freshAddress() },
  );
  expect(res.statusCode, res.body).toBe(200);
  const row = await memberRow(t, username);
  return { id: row.id, username, token: res.json().value.session.token as string };
}

/** A member's own referral code as their invite-friends page shows it. */
export async function codeOf(t: TestApp, token: string): Promise<string> {
  const res = await overview(t, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.code as string;
}

/** The member's rewards of one program, oldest first. */
export function rewardsOfProgram(t: TestApp, memberId: bigint, program: string) {
  return t.deps.db
    .selectFrom('rewards')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('program', '=', program)
    .orderBy('id')
    .execute();
}

/** The friend's row as the program judged it. */
export function judged(t: TestApp, friendId: bigint) {
  return t.deps.db.selectFrom('referral_friends').selectAll().where('friend_id', '=', friendId).executeTakeFirst();
}
