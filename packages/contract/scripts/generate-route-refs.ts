import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeRefsSource } from './route-refs-source';

/**
 * Writes src/route-refs.ts, the zod-free route tables the player site's browser code imports, from the
 * contract's route definitions (docs/architecture.md, Budgets: the first script carries no zod). Run by the
 * player site's build; the file is committed so type checks and tests read it on a fresh clone, and
 * route-refs.test.ts fails when it is stale. `--check` only says whether it is current.
 *   npm run generate:route-refs -w @gemilang/contract [-- --check]
 */
const target = join(import.meta.dirname, '../src/route-refs.ts');
const written = routeRefsSource();
const current = readFileSync(target, 'utf8');

if (process.argv.includes('--check')) {
  if (current !== written) {
    console.error('packages/contract/src/route-refs.ts is stale: npm run generate:route-refs -w @gemilang/contract');
    process.exit(1);
  }
} else if (current !== written) {
  writeFileSync(target, written);
  console.log('packages/contract/src/route-refs.ts written from the route definitions');
}
