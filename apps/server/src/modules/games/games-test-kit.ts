// Test-only helpers for the games module's tests (imported by *.test.ts, never by the app).
import { randomUUID } from 'node:crypto';
import { SEAMLESS_SIGNATURE_HEADER, type TSeamlessAction } from '@gemilang/contract';
import type { LightMyRequestResponse } from 'fastify';
import { signBody } from '../../platform/payments/signature';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { memberBalance } from '../wallet/ledger';
import { withdrawer } from '../withdrawals/withdrawal-test-kit';
import { IN_HOUSE_VENDOR } from './catalogue';
import { newSealedVendorSecret, openVendorSecret } from './vendor-secret';

export const SLOT = 'GM_SLOT_JUNGLE';

/** A member with `balance` minor units and a session token. */
export async function player(t: TestApp, balance = 10_000n, type?: number) {
  return withdrawer(t, { balance, type });
}

export function launch(t: TestApp, token: string | undefined, query: Record<string, string>) {
  const search = new URLSearchParams(query).toString();
  return t.call({ method: 'GET', url: `/wps/game/launchGame?${search}`, token, language: 'en' });
}

/** Launches an in-house game and answers the one-time code in its frame's address (ADR 048). */
export async function launchCode(t: TestApp, token: string, gameId = SLOT): Promise<string> {
  const res = await launch(t, token, { gameId });
  if (res.statusCode !== 200) throw new Error(`launch refused: ${res.body}`);
  const url = new URL(res.json().value.game_url, 'http://x');
  const code = url.searchParams.get('code');
  if (!code) throw new Error('no code in the launch address');
  return code;
}

/** The play session's token as POST /wps/play/session answers it for a launch's one-time code. */
export async function exchangeCode(t: TestApp, code: string): Promise<string> {
  const res = await t.call({ method: 'POST', url: '/wps/play/session', payload: { code }, language: 'en' });
  if (res.statusCode !== 200) throw new Error(`code refused: ${res.body}`);
  return res.json().value.token;
}

/**
 * Launches an in-house game and answers its play token, as the game's page gets it: the one-time code in
 * the frame's address exchanged once (ADR 048). The in-house vendor's seamless calls take that token.
 */
export async function launchToken(t: TestApp, token: string, gameId = SLOT): Promise<string> {
  return exchangeCode(t, await launchCode(t, token, gameId));
}

/**
 * An outside seamless vendor of the demo brand with one slot (`<code>_SLOT`), its launch address carrying
 * the launch token as an outside vendor's does; answers its code, game and secret in clear.
 */
export async function outsideVendor(t: TestApp, code: string) {
  const merchantId = await merchantIdOf(t, 'demo');
  const vendor = await t.deps.db
    .insertInto('game_vendors')
    .values({
      merchant_id: merchantId,
      code,
      name: `${code} Games`,
      categories: ['RNG'],
      wallet_mode: 'seamless',
      secret: newSealedVendorSecret(t.deps.config, merchantId, code),
      launch_url: `https://${code.toLowerCase()}.example/{game}?token={token}&lang={lang}`,
    })
    .returning(['id', 'merchant_id', 'code', 'secret'])
    .executeTakeFirstOrThrow();
  const game = `${code}_SLOT`;
  await t.deps.db
    .insertInto('games')
    .values({
      merchant_id: merchantId,
      vendor_id: vendor.id,
      code: game,
      name: JSON.stringify({ ms: game, en: game, zh: game }),
      category: 'RNG',
      sub_category: 'slots',
    })
    .execute();
  return { code, game, secret: await openVendorSecret(t.deps.db, t.deps.config, vendor) };
}

/** Launches an outside vendor's game and answers the launch token in its address. */
export async function outsideLaunchToken(t: TestApp, token: string, vendor: string, gameId: string): Promise<string> {
  const res = await launch(t, token, { gameId, vassalage: vendor });
  if (res.statusCode !== 200) throw new Error(`launch refused: ${res.body}`);
  const launched = new URL(res.json().value.game_url).searchParams.get('token');
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

/** The member signs out of the site (the session that launched the game ends). */
export async function signOut(t: TestApp, token: string): Promise<void> {
  const res = await t.call({ method: 'DELETE', url: '/wps/session/logout', token });
  if (res.statusCode !== 200) throw new Error(`sign-out refused: ${res.body}`);
}

/** Customer service locks the member from the back office (every session of theirs is revoked). */
export async function staffLock(t: TestApp, memberId: bigint): Promise<void> {
  const operator = await signIn(t);
  const res = await t.call({
    method: 'POST',
    url: `/admin/api/members/${memberId}/lock`,
    token: operator,
    payload: { reason: 'suspected account takeover' },
  });
  if (res.statusCode !== 200) throw new Error(`lock refused: ${res.body}`);
}

export const rid = () => `r-${randomUUID()}`;

/**
 * One round of the in-house slot as its vendor calls would play it: a debit of `stake`, a credit of `win` (none
 * when "0.00"), then the round's end (its bet settles). Each call must be acknowledged.
 */
export async function slotRound(
  t: TestApp,
  secret: string,
  member: { id: bigint; token: string },
  stake: string,
  win: string,
): Promise<{ end: Record<string, unknown> }> {
  const launch = await launchToken(t, member.token);
  const roundId = `R-${randomUUID()}`;
  const playerId = `${member.id}`;
  const debit = {
    requestId: rid(),
    token: launch,
    playerId,
    gameCode: SLOT,
    roundId,
    transactionId: rid(),
    amount: stake,
  };
  const credit = { requestId: rid(), playerId, roundId, transactionId: rid(), amount: win };
  const end = { requestId: rid(), playerId, roundId };
  const calls: [TSeamlessAction, Record<string, unknown>][] =
    win === '0.00'
      ? [
          ['debit', debit],
          ['end-round', end],
        ]
      : [
          ['debit', debit],
          ['credit', credit],
          ['end-round', end],
        ];
  for (const [action, body] of calls) {
    const res = await vendorCall(t, secret, action, body);
    if (res.statusCode !== 200) throw new Error(`${action} refused: ${res.body}`);
  }
  return { end };
}

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
