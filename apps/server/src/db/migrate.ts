import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from './connection';
import type { Database } from './schema';

/** Where the numbered .sql files are: beside this file in source, copied next to the bundle when built. */
export function migrationsDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  return join(here, 'migrations');
}

// Any fixed number: every process that migrates takes the same lock, so two starting together take turns.
const MIGRATION_LOCK = 7_310_001;

function pendingFiles(dir: string, applied: Set<string>): string[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}-[a-z0-9-]+\.sql$/.test(f) && !applied.has(f))
    .sort();
}

const createLedgerTable = sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`;

async function appliedNames(db: Kysely<Database>): Promise<Set<string>> {
  const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(db);
  return new Set(done.rows.map((r) => r.name));
}

/**
 * Applies the numbered plain-SQL migrations not yet applied, each in its own transaction, in file order.
 * On PostgreSQL an advisory lock makes it safe for several processes starting together; PGlite has one
 * connection, so nothing can interleave there.
 */
export async function migrate(handle: DatabaseHandle, dir = migrationsDir()): Promise<string[]> {
  const { db, pglite } = handle;
  if (pglite) {
    await createLedgerTable.execute(db);
    const ran: string[] = [];
    for (const file of pendingFiles(dir, await appliedNames(db))) {
      const body = readFileSync(join(dir, file), 'utf8');
      // PGlite's extended-protocol query takes one statement; exec takes a script.
      await pglite.transaction(async (tx) => {
        await tx.exec(body);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      });
      ran.push(file);
    }
    return ran;
  }
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      await createLedgerTable.execute(conn);
      const ran: string[] = [];
      for (const file of pendingFiles(dir, await appliedNames(conn))) {
        const body = readFileSync(join(dir, file), 'utf8');
        await conn.transaction().execute(async (trx) => {
          await sql.raw(body).execute(trx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${file})`.execute(trx);
        });
        ran.push(file);
      }
      return ran;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}
