import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import server from './vitest.config';

// The money tests only, for mutation testing (npm run mutate, which starts Vitest from the repository
// root): the wallet, cashier (deposits, withdrawals, transfers) and reconciliation modules' tests. On PostgreSQL when DATABASE_URL is set:
// its races are real (PGlite runs one statement at a time, so a mutant in a lock or a guarded update
// survives there) and a file's fresh database is a template copy rather than a WASM load, which makes
// each mutant's run several times shorter. Stryker runs the tests that cover each mutant.
export default mergeConfig(
  server,
  defineConfig({
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      // The team's tests too: an agent's transfer down the team (transfers/transfer-downline.ts) is tested there.
      // And the files that alone exercise wallet code other modules call: the team's transaction details
      // (transaction-history.ts read for a set of members), the lottery's striped bets in play and bulk
      // settlement (member-stripes.ts, reserveEntryIds), a game round's striped house (houseAccountOf) and the
      // game wallets' check against the vendor account's balance (systemAccountBalance).
      include: [
        'src/modules/{wallet,cashier,deposits,withdrawals,transfers,reconciliation}/**/*.test.ts',
        'src/modules/team/team.test.ts',
        'src/modules/team/team-transactions.test.ts',
        'src/modules/lottery/bets-in-play-account.test.ts',
        'src/modules/games/seamless-wallet.test.ts',
        'src/modules/games/transfer/wallet-transfer.test.ts',
      ],
      // One test runner beside the mutation work on two cores: generous, so slowness is not a kill.
      testTimeout: 120_000,
      // A mutant that breaks a fixture fails the file; StrykerJS must read that as caught (see the reporter).
      reporters: ['default', './src/test/mutation-hook-failures.ts'],
      // The property test reruns for many mutants: fewer runs each time (npm run test:money runs more).
      env: { TEST_DB: process.env.DATABASE_URL ? 'postgres' : 'pglite', MONEY_RUNS: '3' },
    },
  }),
);
