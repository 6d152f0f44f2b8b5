import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AFTER_COMMIT_MARKER } from './after-commit';
import { openDatabase } from './connection';
import type { Database } from './schema';

/**
 * Statements marked to run after commit (ADR 034: balance events) are held while their transaction runs, sent
 * once it commits, and dropped when it, or the savepoint before them, rolls back. Checked by breaking it:
 * with the marker ignored (held statements sent at once) the first test goes red (the row is visible inside
 * the transaction); with held statements sent on rollback too, the second goes red.
 */
let t: TestApp;
let db: Kysely<Database>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.deps.db;
  await sql`CREATE TABLE after_commit_probe (label text NOT NULL)`.execute(db);
});
afterAll(() => t.close());

const held = (label: string) => sql`${sql.raw(AFTER_COMMIT_MARKER)} INSERT INTO after_commit_probe VALUES (${label})`;
const labels = async (database = db) =>
  (await sql<{ label: string }>`SELECT label FROM after_commit_probe ORDER BY label`.execute(database)).rows.map(
    (r) => r.label,
  );

describe('statements held until commit', () => {
  it('sends a held statement only once its transaction has committed, before the commit returns', async () => {
    const seenInside = await db.transaction().execute(async (trx) => {
      await held('committed').execute(trx);
      return labels(trx);
    });
    expect(seenInside).toEqual([]);
    expect(await labels()).toContain('committed');
  });

  it('drops a held statement when its transaction rolls back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await held('rolled back').execute(trx);
        throw new Error('the use case refuses');
      }),
    ).rejects.toThrow('the use case refuses');
    expect(await labels()).not.toContain('rolled back');
    // The connection went back to the pool clean: the next transaction on it sends only its own.
    await db.transaction().execute(async (trx) => {
      await held('next').execute(trx);
    });
    expect(await labels()).toContain('next');
    expect(await labels()).not.toContain('rolled back');
  });

  it('drops what was held after a savepoint rolled back to, and keeps what was held before it', async () => {
    const trx = await db.startTransaction().execute();
    await held('before savepoint').execute(trx);
    if (t.kind === 'pglite') {
      // The embedded database's driver has no savepoints: refused plainly, nothing held is sent.
      await expect(trx.savepoint('inner').execute()).rejects.toThrow('savepoints are not supported');
      await trx.rollback().execute();
      expect(await labels()).not.toContain('before savepoint');
      return;
    }
    const inner = await trx.savepoint('inner').execute();
    await held('after savepoint').execute(inner);
    const rolledBack = await inner.rollbackToSavepoint('inner').execute();
    await rolledBack.commit().execute();
    const after = await labels();
    expect(after).toContain('before savepoint');
    expect(after).not.toContain('after savepoint');
  });

  it('runs a marked statement at once outside a transaction', async () => {
    await held('no transaction').execute(db);
    expect(await labels()).toContain('no transaction');
  });
});

describe('a held statement that fails after the commit', () => {
  it('is reported, and the commit it followed stands', async () => {
    const failures: string[] = [];
    const own = await openDatabase({ onAfterCommitError: (_error, text) => failures.push(text) });
    try {
      await sql`CREATE TABLE kept (n int)`.execute(own.db);
      await own.db.transaction().execute(async (trx) => {
        await sql`INSERT INTO kept VALUES (1)`.execute(trx);
        await sql`${sql.raw(AFTER_COMMIT_MARKER)} INSERT INTO no_such_table VALUES (1)`.execute(trx);
      });
      const kept = await sql<{ n: number }>`SELECT n FROM kept`.execute(own.db);
      expect(kept.rows).toEqual([{ n: 1 }]);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('no_such_table');
    } finally {
      await own.close();
    }
  });
});
