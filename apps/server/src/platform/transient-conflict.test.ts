import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { isTransientConflict } from './database-errors';
import { installErrorHandler } from './error-handler';

/**
 * A transaction PostgreSQL rolls back for colliding with another (a deadlock, a serialization failure) is
 * answered busy_try_again (503, Retry-After), not a 500: nothing of it stands and the caller's retry, with
 * its idempotency key, is safe. The deadlock here is a real one between two connections (PostgreSQL only;
 * the embedded database has one connection and cannot deadlock). Checked to fail: with the handler's branch
 * removed the reply is internal_error 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Two transactions each lock one row, then want the other's: PostgreSQL kills one of them. */
async function realDeadlock(): Promise<unknown> {
  const db = t.deps.db;
  await sql`CREATE TABLE IF NOT EXISTS deadlock_probe (id int PRIMARY KEY)`.execute(db);
  await sql`INSERT INTO deadlock_probe VALUES (1), (2) ON CONFLICT DO NOTHING`.execute(db);
  let firstHolds!: () => void;
  let secondHolds!: () => void;
  const first = new Promise<void>((r) => {
    firstHolds = r;
  });
  const second = new Promise<void>((r) => {
    secondHolds = r;
  });
  const lockBoth = (mine: number, theirs: number, holding: () => void, other: Promise<void>) =>
    db.transaction().execute(async (trx) => {
      await sql`SELECT id FROM deadlock_probe WHERE id = ${mine} FOR UPDATE`.execute(trx);
      holding();
      await other;
      await sql`SELECT id FROM deadlock_probe WHERE id = ${theirs} FOR UPDATE`.execute(trx);
    });
  const outcomes = await Promise.allSettled([lockBoth(1, 2, firstHolds, second), lockBoth(2, 1, secondHolds, first)]);
  const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
  expect(failed).toHaveLength(1);
  return failed[0]?.reason;
}

describe('a transaction that collided with another', () => {
  it.skipIf(process.env.TEST_DB !== 'postgres')('is how PostgreSQL reports a real deadlock', async () => {
    expect(isTransientConflict(await realDeadlock())).toBe(true);
  });

  it('is answered busy_try_again with Retry-After, in the caller’s language, never a 500', async () => {
    const app = Fastify();
    installErrorHandler(app);
    const collided = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const serialization = Object.assign(new Error('could not serialize access'), { code: '40001' });
    const other = Object.assign(new Error('syntax error'), { code: '42601' });
    app.get('/deadlock', async () => {
      throw collided;
    });
    app.get('/serialization', async () => {
      throw serialization;
    });
    app.get('/other', async () => {
      throw other;
    });
    const deadlock = await app.inject({ url: '/deadlock', headers: { language: 'ms' } });
    expect(deadlock.statusCode).toBe(503);
    expect(deadlock.headers['retry-after']).toBe('1');
    expect(deadlock.json()).toMatchObject({
      success: false,
      code: 'busy_try_again',
      message: expect.stringMatching(/cuba lagi/),
    });
    expect((await app.inject({ url: '/serialization' })).json().code).toBe('busy_try_again');
    const unexpected = await app.inject({ url: '/other' });
    expect(unexpected.statusCode).toBe(500);
    expect(unexpected.json().code).toBe('internal_error');
    await app.close();
  });
});
