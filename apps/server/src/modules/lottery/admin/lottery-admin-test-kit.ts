// Test-only helpers for the lottery back office's tests (imported by *.test.ts, never by the app).

import type { TestApp } from '../../../test/harness';
import { operatorCall } from '../../withdrawals/withdrawal-test-kit';

/** A back-office call as this operator, its JSON reply and status. */
export async function adminCall(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  host?: string,
) {
  const res = await operatorCall(t, token, method, url, payload, host);
  return { status: res.statusCode, body: res.json() };
}

/** The pending, won, lost… bets of a draw as (status, payout) pairs, oldest first. */
export async function betsOf(t: TestApp, drawId: bigint) {
  const rows = await t.deps.db
    .selectFrom('bets')
    .select(['status', 'payout', 'stake'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute();
  return rows.map((r) => [r.status, r.payout, r.stake]);
}
