// Mutation testing of the money code (npm run mutate; not in CI: hours on two cores). Stryker changes one
// thing at a time in the wallet and cashier modules (deposits, withdrawals, transfers and what they share) (a guard, a comparison, a branch) and runs the tests
// that cover it; a change no test notices is a surviving mutant, i.e. a missing proof. Narrow a run with
// `npm run mutate -- --mutate apps/server/src/modules/wallet/ledger.ts`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'apps/server/vitest.mutate.config.ts', related: false },
  mutate: [
    'apps/server/src/modules/{wallet,cashier,deposits,withdrawals,transfers}/**/*.ts',
    '!apps/server/src/modules/**/*.test.ts',
    '!apps/server/src/modules/**/*-test-kit.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  // Added to 1.5 times the covering tests' own time: a mutant that loops (a recursion whose base case is gone) is
  // a timeout, counted as caught, and waiting a minute for each one cost more than the rest of its run.
  timeoutMS: 20_000,
  // The first full run of the money tests, on one core beside everything else.
  dryRunTimeoutMinutes: 30,
  // SQL text and messages: a changed string is noticed by the database or a snapshot, not by a guard.
  mutator: { excludedMutations: ['StringLiteral'] },
  ignoreStatic: true,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
