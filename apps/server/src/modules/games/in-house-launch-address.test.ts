/**
 * Migration 036 gives a brand made before one-time launch codes (ADR 048) the in-house address the play page
 * reads: `/play/{game}?code={code}`, the same as a new brand's. Seen failing on purpose: with the migration
 * replacing only `{token}` (as first written), the address came out `?token={code}` and every in-house game
 * of an existing brand said "open this game from the lobby".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/connection';
import { databaseMigratedBefore } from '../../test/migrated-before';
import { IN_HOUSE_LAUNCH_URL } from './catalogue';

let handle: DatabaseHandle;
let database: Awaited<ReturnType<typeof databaseMigratedBefore>>;

beforeAll(async () => {
  database = await databaseMigratedBefore('036');
  handle = database.handle;
  const { db } = handle;
  const merchant = await db
    .insertInto('merchants')
    .values({ code: 'old', name: 'Old', currency: 'MYR', currency_exponent: 2, time_zone: 'Asia/Kuala_Lumpur' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = (code: string, inHouse: boolean, launchUrl: string) => ({
    merchant_id: merchant.id,
    code,
    name: code,
    categories: ['RNG' as const],
    wallet_mode: 'seamless' as const,
    secret: 'x'.repeat(32),
    launch_url: launchUrl,
    in_house: inHouse,
  });
  await db
    .insertInto('game_vendors')
    .values([
      vendor('GEMILANG', true, '/play/{game}?token={token}&lang={lang}'),
      vendor('OUTSIDE', false, 'https://games.example/launch?token={token}&lang={lang}'),
    ])
    .execute();
  await database.migrateFrom('036');
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('an in-house vendor made before one-time launch codes', () => {
  it("opens its games with the code the play page reads, and an outside vendor's address is left alone", async () => {
    const rows = await handle.db.selectFrom('game_vendors').select(['code', 'launch_url']).orderBy('code').execute();
    expect(rows).toEqual([
      { code: 'GEMILANG', launch_url: IN_HOUSE_LAUNCH_URL },
      { code: 'OUTSIDE', launch_url: 'https://games.example/launch?token={token}&lang={lang}' },
    ]);
  });
});
