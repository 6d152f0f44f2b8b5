import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type AfterCommitErrorHandler, withAfterCommit } from './after-commit';
import type { Database } from './schema';

/** The database or an open transaction: what every query function takes, so callers choose the transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The embedded engine, when that is what runs (tests dump it to start each file from a template). */
  pglite?: PGlite;
  close(): Promise<void>;
}

// int8 is money and ids: never let it become a float. `date` stays the calendar day it is.
const INT8 = 20;
const DATE = 1082;
pg.types.setTypeParser(INT8, (v) => BigInt(v));
pg.types.setTypeParser(DATE, (v) => v);

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data folder dump to start from (tests start each file from a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Told when a statement held back until commit fails after the commit (ADR 034); the server logs it. */
  onAfterCommitError?: AfterCommitErrorHandler;
}

const reportToStderr: AfterCommitErrorHandler = (error, sql) => {
  process.stderr.write(`after-commit statement failed (${sql.slice(0, 80)}): ${String(error)}\n`);
};

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const onError = options.onAfterCommitError ?? reportToStderr;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: withAfterCommit(new PostgresDialect({ pool }), onError) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [types.INT8]: (v: string) => BigInt(v), [types.DATE]: (v: string) => v },
  });
  const db = new Kysely<Database>({ dialect: withAfterCommit(new PGliteDialect(client), onError) });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
