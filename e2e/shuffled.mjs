// Runs the end-to-end specs one file at a time, in an order shuffled from a printed seed, each file twice in
// a row, all against ONE server and database (and one clock server for agent-wages.spec.ts): a spec that
// leans on another's order or leftovers, or that cannot pass on a retry over its own first run's leftovers, fails here (issue 8).
//   npm run test:e2e:shuffled                 (needs a built tree; Debian's chromium)
//   npm run test:e2e:shuffled -- --seed 1234  (repeat an order)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CLOCK_PORT, clockServerEnv, makeClockDir, PORT, serverEnv } from './server-env.mjs';

const here = import.meta.dirname;
const seedAt = process.argv.indexOf('--seed');
const seed = seedAt > 0 ? Number(process.argv[seedAt + 1]) : Math.floor(Math.random() * 2 ** 31);

/** mulberry32: a small seeded source, so an order that failed can be run again. */
function seeded(state) {
  let s = state >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(seed);
const specs = readdirSync(join(here, 'tests')).filter((f) => f.endsWith('.spec.ts'));
for (let i = specs.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [specs[i], specs[j]] = [specs[j], specs[i]];
}
console.log(`shuffled end-to-end run, seed ${seed}: ${specs.join(', ')} (each twice)`);

const dataDir = mkdtempSync(join(tmpdir(), 'gemilang-e2e-shuffled-'));
const clockDir = makeClockDir();
const start = (env) =>
  spawn(process.execPath, [resolve(here, '../apps/server/dist/main.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const servers = [
  { port: PORT, process: start(serverEnv(dataDir)) },
  { port: CLOCK_PORT, process: start(clockServerEnv(clockDir)) },
];
const failed = [];
try {
  const deadline = Date.now() + 180_000;
  for (const { port, process: server } of servers) {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server on ${port} exited with ${server.exitCode}`);
      if (Date.now() > deadline) throw new Error(`the server on ${port} did not answer within 180 s`);
      try {
        if ((await fetch(`http://localhost:${port}/healthz`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  for (const spec of specs) {
    for (const round of ['first', 'again']) {
      // Each run keeps its own failure screenshots.
      const output = `test-results/shuffled-${spec.replace('.spec.ts', '')}-${round}`;
      const run = spawnSync('npx', ['playwright', 'test', '--retries', '0', '--output', output, `tests/${spec}`], {
        cwd: here,
        stdio: 'inherit',
        env: { ...process.env, E2E_SHARED_SERVER: '1', GEMILANG_E2E_DATA: dataDir, GEMILANG_E2E_CLOCK: clockDir },
      });
      if (run.status !== 0) failed.push(`${spec} (${round})`);
    }
  }
} finally {
  for (const { process: server } of servers) {
    if (server.exitCode !== null) continue;
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  for (const dir of [dataDir, clockDir]) rmSync(dir, { recursive: true, force: true });
}
if (failed.length > 0) {
  console.log(`seed ${seed}: failed ${failed.join(', ')}`);
  process.exitCode = 1;
} else {
  console.log(`seed ${seed}: every spec passed, in this order, twice each, on one database`);
}
