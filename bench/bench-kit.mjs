// What the benchmarks that start the built server on PostgreSQL share: the PostgreSQL they measure, scratch
// databases on it, and waiting for the server to answer.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import pg from 'pg';

export const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The address of another database on the same PostgreSQL. */
export function urlFor(database) {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (CREATE or DROP DATABASE, say) on its own connection. */
export async function admin(statement) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The benchmark's brand, laid out as the server lays out a new one (`createMerchant` and `loadConfig` from the
 * benchmark's own bundle of the server, `m`), with the settings the server reads outside production: the brand's
 * in-house vendor secret is sealed with them.
 */
export function createBenchBrand(m, db) {
  const config = m.loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', JOBS: 'off' });
  return m.createMerchant({ db, config }, { code: 'bench', name: 'Bench', hosts: ['bench.example'] });
}

/** Resolves once the server on this port answers /healthz; throws if it exits or stays silent 60 s. */
export async function waitForServer(child, port) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not answer within 60 s');
}

const TICKS_PER_SECOND = 100;

function statFields(pid) {
  // Fields after the command name (which may hold spaces), from the state on: utime, stime, cutime and
  // cstime are the 12th to the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
}

/** CPU time (user + system) a process has used so far, in milliseconds; 0 once it is gone. */
export function cpuMsOf(pid) {
  try {
    const fields = statFields(pid);
    return ((fields[11] + fields[12]) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds PostgreSQL has used so far on this machine: every live postgres process's own, plus what
 * the postmaster collected from backends that have ended (a client's connections close before a reading
 * after it). Two readings around a run give what the database spent on it; only meaningful when it serves
 * nothing else meanwhile, as on the bench machine.
 */
export function postgresCpu() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = statFields(pid);
      total += fields[11] + fields[12];
      const parent = readFileSync(`/proc/${fields[1]}/comm`, 'utf8').trim();
      if (parent !== 'postgres') total += fields[13] + fields[14];
    } catch {}
  }
  return (total * 1000) / TICKS_PER_SECOND;
}

/**
 * Some of the server's own modules, bundled from source as the server build bundles them (npm dependencies
 * stay in node_modules), for a bench that calls a use case itself: `exports` is the entry's source, with
 * paths from apps/server.
 */
export async function bundleServer(name, exports) {
  const root = resolve(import.meta.dirname, '..');
  const out = resolve(root, `apps/server/dist/bench/${name}.mjs`);
  mkdirSync(resolve(out, '..'), { recursive: true });
  const pkg = (await import(resolve(root, 'apps/server/package.json'), { with: { type: 'json' } })).default;
  await build({
    stdin: { contents: exports, resolveDir: resolve(root, 'apps/server'), loader: 'ts' },
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: Object.keys(pkg.dependencies).filter((dependency) => !dependency.startsWith('@gemilang/')),
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  return import(out);
}
