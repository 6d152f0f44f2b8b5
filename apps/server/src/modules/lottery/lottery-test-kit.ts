// Test-only helpers for the lottery's tests (imported by *.test.ts, never by the app).
import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@gemilang/games';
import { sql } from 'kysely';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { sealDrawSeed } from './draw-seed';

let counter = 0;

/**
 * An open draw of a brand's game made by hand, its cut-off and draw time this many milliseconds from the
 * database's clock (negative: already past), with a fresh seed like the scheduler's.
 */
export async function makeDraw(
  t: TestApp,
  gameCode: string,
  options: { opensInMs?: number; cutoffInMs?: number; drawInMs?: number; brand?: string; station?: string } = {},
): Promise<{ id: bigint; drawNumber: string; seed: string }> {
  const merchantId = await merchantIdOf(t, options.brand ?? 'demo');
  const game = await t.deps.db
    .selectFrom('lottery_games')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('code', '=', gameCode)
    .executeTakeFirstOrThrow();
  const seed = randomBytes(32).toString('hex');
  counter += 1;
  const drawNumber =
    `20990101-${String(9000 + (counter % 1000)).padStart(4, '0')}${randomBytes(1).toString('hex').toUpperCase()}`.slice(
      0,
      17,
    );
  const cutoffIn = options.cutoffInMs ?? 60_000;
  const drawIn = Math.max(options.drawInMs ?? cutoffIn + 10_000, cutoffIn);
  const row = await sql<{ id: bigint }>`
    insert into lottery_draws (merchant_id, game_id, draw_number, station, opens_at, cutoff_at, draw_at, seed_hash, server_seed)
    values (${merchantId}, ${game.id}, ${drawNumber}, ${options.station ?? ''},
            clock_timestamp() + ${options.opensInMs ?? -60_000} * interval '1 millisecond',
            clock_timestamp() + ${cutoffIn} * interval '1 millisecond', clock_timestamp() + ${drawIn} * interval '1 millisecond',
            ${commitmentOf(seed)}, ${sealDrawSeed(t.deps.config, { game_id: game.id, draw_number: drawNumber }, seed)})
    returning id`.execute(t.deps.db);
  return { id: row.rows[0]!.id, drawNumber, seed };
}

/** Puts a result on a draw as if it had been drawn (status drawn), for settlement tests. */
export async function setResult(t: TestApp, drawId: bigint, result: unknown): Promise<void> {
  await t.deps.db
    .updateTable('lottery_draws')
    .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: new Date() })
    .where('id', '=', drawId)
    .execute();
}

/** A real member with money, and their token. */
export async function bettor(
  t: TestApp,
  name: string,
  balanceMinor: bigint,
  type = 0,
): Promise<{ id: bigint; token: string; username: string }> {
  const username = `${name}${randomBytes(3).toString('hex')}`;
  const { makeMember } = await import('../session/session-test-kit');
  const { tokenFor } = await import('../member/member-test-kit');
  const { fundMember } = await import('../wallet/wallet-test-kit');
  const id = await makeMember(t, { username, password: 'Secret123', type });
  if (balanceMinor > 0n) await fundMember(t, username, balanceMinor);
  return { id, token: await tokenFor(t, username), username };
}

let keys = 0;
/** A fresh idempotency key. */
export function newKey(): string {
  keys += 1;
  return `slip-${randomBytes(6).toString('hex')}-${keys}`;
}

/** POST /lgw/bets as the member. */
export function place(
  t: TestApp,
  who: { token: string },
  body: { gameCode: string; drawNumber: string; tickets: unknown[]; idempotencyKey?: string },
  language: 'en' | 'ms' | 'zh' = 'en',
) {
  return t.call({
    method: 'POST',
    url: '/lgw/bets',
    token: who.token,
    language,
    payload: { idempotencyKey: newKey(), ...body },
  });
}

/** The member's wallet balance in minor units, from the ledger. */
export async function walletMinor(t: TestApp, memberId: bigint): Promise<bigint> {
  const row = await t.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}

/** Edits a game's stored configuration or flags as an operator would. */
export async function editGame(
  t: TestApp,
  code: string,
  edit: { maxPayoutPerNumber?: bigint; allowCancel?: boolean },
): Promise<void> {
  const merchantId = await merchantIdOf(t);
  if (edit.maxPayoutPerNumber !== undefined) {
    await sql`update lottery_games set config = jsonb_set(config, '{maxPayoutPerNumber}', to_jsonb(${`${edit.maxPayoutPerNumber}`}::text))
               where merchant_id = ${merchantId} and code = ${code}`.execute(t.deps.db);
  }
  if (edit.allowCancel !== undefined) {
    await t.deps.db
      .updateTable('lottery_games')
      .set({ allow_cancel: edit.allowCancel })
      .where('merchant_id', '=', merchantId)
      .where('code', '=', code)
      .execute();
  }
}
