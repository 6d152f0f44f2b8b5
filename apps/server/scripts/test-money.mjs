// npm run test:money [-- --runs N] [--seed S] [--shrink]: the money proofs (wallet, cashier and
// reconciliation tests, with the money property test for N runs from seed S), on PostgreSQL when
// DATABASE_URL is set (where the races and the crash test run), else on PGlite. Prints the seed.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' }, shrink: { type: 'boolean' } },
  allowPositionals: true,
});
const seed = values.seed ?? String(Date.now() % 2_147_483_647);
const runs = values.runs ?? '10';
if (!/^\d+$/.test(seed) || !/^\d+$/.test(runs)) {
  console.error('usage: npm run test:money -- [--runs N] [--seed S] [--shrink]');
  process.exit(2);
}
const project = process.env.DATABASE_URL ? 'server-postgres' : 'server';
console.log(`money proofs on ${project}: ${runs} property runs, seed ${seed}`);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    project,
    'apps/server/src/modules/wallet',
    'apps/server/src/modules/cashier',
    'apps/server/src/modules/deposits',
    'apps/server/src/modules/withdrawals',
    'apps/server/src/modules/transfers',
    'apps/server/src/modules/reconciliation',
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, MONEY_RUNS: runs, MONEY_SEED: seed, ...(values.shrink ? { MONEY_SHRINK: '1' } : {}) },
  },
);
console.log(`money proofs: seed ${seed} (npm run test:money -- --runs ${runs} --seed ${seed} to run them again)`);
process.exit(result.status ?? 1);
