// Test-only helpers for the games module's tests (imported by *.test.ts, never by the app).
import { randomUUID } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER, type TSeamlessAction } from '@gemilang/contract';
import type { LightMyRequestResponse } from 'fastify';
import { signBody } from '../../platform/payments/signature';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { memberBalance } from '../wallet/ledger';
import { withdrawer } from '../withdrawals/withdrawal-test-kit';
import { IN_HOUSE_VENDOR } from './catalogue';
import { openVendorSecret } from './vendor-secret';

export const SLOT = 'GM_SLOT_JUNGLE';

/** A member with `balance` minor units and a session token. */
export async function player(t: TestApp, balance = 10_000n, type?: number) {
  return withdrawer(t, { balance, type });
}

export function launch(t: TestApp, token: string | undefined, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return t.call({ method: 'GET', url: `/wps/game/launchGame?${search}`, token, language: 'en' });
}

/** Launches the game and answers the launch token the vendor would get in its frame's address. */
export async function launchToken(t: TestApp, token: string, gameId = SLOT): Promise<string> {
  const res = await launch(t, token, { gameId });
  if (res.statusCode !== 200) throw new Error(`launch refused: ${res.body}`);
  const url = new URL(res.json().value.game_url, 'http://x');
  const launched = url.searchParams.get('token');
  if (!launched) throw new Error('no token in the launch address');
  return launched;
}

/** The in-house vendor's secret in clear, as the vendor holds it (the table keeps it sealed). */
export async function vendorSecret(t: TestApp, code = 'demo'): Promise<string> {
  const row = await t.deps.db
    .selectFrom('game_vendors')
    .select(['id', 'merchant_id', 'code', 'secret'])
    .where('merchant_id', '=', await merchantIdOf(t, code))
    .where('code', '=', IN_HOUSE_VENDOR)
    .executeTakeFirstOrThrow();
  return openVendorSecret(t.deps.db, t.deps.config, row);
}

/**
 * A vendor's call: the body as sent (its exact bytes are signed), signed with `secret` unless a signature
 * is given (null: no header at all).
 */
export function vendorCall(
  t: TestApp,
  secret: string,
  action: TSeamlessAction,
  body: Record<string, unknown> | string,
  options: { signature?: string | null; vendor?: string } = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = options.signature === undefined ? signBody(secret, raw) : options.signature;
  return t.call({
    method: 'POST',
    url: `/seamless/${options.vendor ?? IN_HOUSE_VENDOR}/${action}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { [SEAMLESS_SIGNATURE_HEADER]: signature }),
    },
  });
}

export const rid = () => `r-${randomUUID()}`;

/** What a call may have moved: the member's balance and the brand's game rows. */
export async function snapshot(t: TestApp, memberId: bigint, code = 'demo') {
  const merchantId = await merchantIdOf(t, code);
  const count = async (table: 'game_transactions' | 'game_rounds' | 'ledger_entries') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('merchant_id', '=', merchantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    balance: await memberBalance(t.deps.db, merchantId, memberId),
    transactions: await count('game_transactions'),
    rounds: await count('game_rounds'),
    entries: await count('ledger_entries'),
  };
}
