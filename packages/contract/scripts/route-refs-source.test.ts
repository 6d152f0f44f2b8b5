import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { routeRefsSource } from './route-refs-source';

// The committed src/route-refs.ts is what the generator writes from today's route definitions: a route the
// player site calls, added, changed or removed in the contract without a build or
// `npm run generate:route-refs -w @gemilang/contract`, fails here.
it('the committed zod-free route tables are the ones the generator writes from the contract', () => {
  const committed = readFileSync(join(import.meta.dirname, '../src/route-refs.ts'), 'utf8');
  expect(committed).toBe(routeRefsSource());
});
