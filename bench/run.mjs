// Benchmarks (not tests): figures to compare before and after a change. Run after `npm run build`.
//   npm run bench            all
//   npm run bench -- bundle  one of: bundle, startup, wallet, api, seamless, reconcile, settle, place, team, rebates, lighthouse, blocking, rtp
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiBench } from './api.mjs';
import { blockingBench } from './blocking.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { placeBench } from './place.mjs';
import { rebatesBench } from './rebates.mjs';
import { reconcileBench } from './reconcile.mjs';
import { rtpBench } from './rtp.mjs';
import { seamlessBench } from './seamless.mjs';
import { settleBench } from './settle.mjs';
import { teamBench } from './team.mjs';
import { walletBench } from './wallet.mjs';

const root = resolve(import.meta.dirname, '..');
const only = process.argv[2];

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The home page's initial JavaScript (the entry script and every module it preloads, gzipped) and the
 * requests its HTML starts before any script runs: the page, scripts, stylesheets and preloads.
 */
function bundle() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  const size = (files) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length, 0);
  const js = size([...new Set(scripts)]);
  const css = size([...new Set(styles)]);
  const requests = 1 + new Set([...scripts, ...styles, ...preloads]).size;
  console.log(`home page initial JavaScript: ${kb(js)} gzipped in ${new Set(scripts).size} file(s) (budget 120 KB)`);
  console.log(`home page initial CSS: ${kb(css)} gzipped`);
  console.log(`home page initial requests (page, scripts, stylesheets, preloads): ${requests}`);
}

function waitForFirstAnswer(port, started, child) {
  return new Promise((resolvePromise, reject) => {
    const deadline = started + 60_000;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`server exited with ${child.exitCode}`));
      try {
        const res = await fetch(`http://127.0.0.1:${port}/wps/system/status`, { headers: { host: 'localhost' } });
        if (res.ok) return resolvePromise(performance.now() - started);
      } catch {}
      if (performance.now() > deadline) return reject(new Error('no answer within 60 s'));
      setTimeout(poll, 20);
    };
    void poll();
  });
}

async function startOnce(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_PASSWORD: 'bench-pass-2026',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    return await waitForFirstAnswer(port, started, child);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** `npm start` on a built tree to the first answered request: first start (migrate and seed) and a restart. */
async function startup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gemilang-bench-'));
  try {
    const first = await startOnce(dataDir, 8191);
    const again = await startOnce(dataDir, 8191);
    console.log(`start to first answer, fresh data folder: ${(first / 1000).toFixed(2)} s`);
    console.log(`start to first answer, existing data folder: ${(again / 1000).toFixed(2)} s (budget 5 s)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === 'bundle') bundle();
if (!only || only === 'startup') await startup();
if (!only || only === 'wallet') await walletBench();
if (!only || only === 'api') await apiBench();
if (!only || only === 'seamless') await seamlessBench();
if (!only || only === 'reconcile') await reconcileBench();
if (!only || only === 'settle') await settleBench();
if (!only || only === 'place') await placeBench();
if (!only || only === 'team') await teamBench();
if (!only || only === 'rebates') await rebatesBench();
if (!only || only === 'lighthouse') await lighthouseBench();
if (!only || only === 'blocking') await blockingBench();
if (!only || only === 'rtp') await rtpBench();
