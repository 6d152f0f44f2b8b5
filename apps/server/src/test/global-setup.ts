import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { databaseUrlFor } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate: string;
  }
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it (docs/architecture.md, Tests: each
 * file on a fresh database). PGlite: a data-folder dump. PostgreSQL: CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  // The project's test.env reaches the workers, not this process: read it from the project.
  if (project.config.env?.TEST_DB === 'postgres') {
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const name = `gemilang_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(url, name), poolSize: 1 });
    await migrate(handle);
    await handle.close();
    project.provide('pgTemplate', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const dump = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  if (!dump) throw new Error('PGlite dump failed');
  const dir = mkdtempSync(join(tmpdir(), 'gemilang-test-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
