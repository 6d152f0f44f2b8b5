import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from '../db/connection';
import { migrate, migrationsDir } from '../db/migrate';

/**
 * An embedded database migrated up to (not including) migration `before`, for a test of what a later
 * migration does to rows written before it: insert them, then `migrateFrom(name)` runs the migrations from
 * `name` on (all of them, or only those up to `until`) and answers which ran. `close` removes everything.
 */
export async function databaseMigratedBefore(before: string) {
  const dir = mkdtempSync(join(tmpdir(), 'gemilang-migrations-'));
  const files = readdirSync(migrationsDir());
  for (const file of files.filter((f) => f < before)) cpSync(join(migrationsDir(), file), join(dir, file));
  const handle: DatabaseHandle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle, dir);
  return {
    handle,
    async migrateFrom(from: string, until?: string) {
      for (const file of files.filter((f) => f >= from && (until === undefined || f <= until))) {
        cpSync(join(migrationsDir(), file), join(dir, file));
      }
      return migrate(handle, dir);
    },
    async close() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
