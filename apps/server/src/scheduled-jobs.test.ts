import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from './scheduled-jobs';

const SRC = import.meta.dirname;

/** Every TypeScript source file under the server's src, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const REGISTERS_A_JOB = /\bregisterJobs?\s*\(/;

describe('scheduled jobs', () => {
  it('lists every job the server runs, each with its schedule', () => {
    expect(SCHEDULED_JOBS.map((job) => [job.name, job.everyMs])).toEqual([
      ['throttle-hits-prune', 600_000],
      ['deposit-settle-stale', 60_000],
      ['withdrawal-auto-confirm', 30_000],
      ['agent-wages-and-dividends', 60_000],
      ['lottery-draws', 5_000],
      ['casino-rounds-finish-stale', 30_000],
      ['vendor-transfers-resolve-stale', 30_000],
      ['bonus-grants-expire', 60_000],
      ['rewards-pay-due', 30_000],
      ['rebates-compute', 60_000],
      ['missions-complete', 60_000],
      ['race-boards-publish', 30_000],
      ['races-pay', 60_000],
      ['vip-levels', 60_000],
      ['referral-shares', 300_000],
      ['support-chats-prune', 3_600_000],
    ]);
  });

  it('is registered only by the app: no route file, and no other file, registers a job', () => {
    const registering = sourceFiles(SRC)
      .filter((file) => REGISTERS_A_JOB.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file))
      .sort();
    expect(registering.filter((file) => file.endsWith('routes.ts'))).toEqual([]);
    // platform/jobs.ts defines registerJob and registerJobs; app.ts calls registerJobs with the list.
    expect(registering).toEqual(['app.ts', 'platform/jobs.ts']);
  });
});
