/**
 * Migration 022 gives the members there already their team: a brand's tree made before the closure table
 * existed comes out with every upline at its depth, and the tree is kept from then on. Seen failing on
 * purpose: without the back-fill statement the first test finds no links.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedBefore } from '../test/migrated-before';
import type { DatabaseHandle } from './connection';

let handle: DatabaseHandle;
let database: Awaited<ReturnType<typeof databaseMigratedBefore>>;
const ids: Record<string, bigint> = {};
let merchantId: number;

beforeAll(async () => {
  // The migrations up to the one before teams, then a brand with a tree of three levels and a loner.
  database = await databaseMigratedBefore('022');
  handle = database.handle;
  const { db } = handle;
  const merchant = await db
    .insertInto('merchants')
    .values({ code: 'old', name: 'Old', currency: 'MYR', currency_exponent: 2, time_zone: 'Asia/Kuala_Lumpur' })
    .returning('id')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  const add = async (username: string, upline: string | null) => {
    const row = await db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username,
        password_hash: 'x',
        upline_id: upline ? (ids[upline] as bigint) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[username] = row.id;
  };
  await add('top', null);
  await add('mid', 'top');
  await add('low', 'mid');
  await add('side', 'top');
  await add('alone', null);
  expect(await database.migrateFrom('022', '022-team.sql')).toEqual(['022-team.sql']);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const pairs = async () =>
  (
    await sql<{ a: string; d: string; depth: number }>`
      select a.username as a, d.username as d, l.depth
        from team_links l join members a on a.id = l.ancestor_id join members d on d.id = l.descendant_id
       order by a.username, l.depth, d.username`.execute(handle.db)
  ).rows.map((r) => `${r.a}>${r.d}@${r.depth}`);

describe('migration 022 on a brand with members', () => {
  it('links every existing member to each of its uplines at its depth', async () => {
    expect(await pairs()).toEqual([
      'alone>alone@0',
      'low>low@0',
      'mid>mid@0',
      'mid>low@1',
      'side>side@0',
      'top>top@0',
      'top>mid@1',
      'top>side@1',
      'top>low@2',
    ]);
  });

  it('keeps the tree for members added afterwards', async () => {
    const row = await handle.db
      .insertInto('members')
      .values({ merchant_id: merchantId, username: 'newer', password_hash: 'x', upline_id: ids.low as bigint })
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = await handle.db
      .selectFrom('team_links')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', row.id)
      .orderBy('depth')
      .execute();
    expect(links).toEqual([
      { ancestor_id: row.id, depth: 0 },
      { ancestor_id: ids.low, depth: 1 },
      { ancestor_id: ids.mid, depth: 2 },
      { ancestor_id: ids.top, depth: 3 },
    ]);
  });
});
