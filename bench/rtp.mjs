// The in-house slots' return to player, measured (issue 11; ADR 029): every slot of packages/games plays
// 10,000,000 paid spins at a fixed stake (one unit a line; a spin's free spins are part of its round) on
// random seeds, with no server and no database, and the measured return with its 99% confidence interval
// is printed beside the exact figure the package computes (slotReturn) and the published one (statedRtp).
// The bench fails when the exact return is outside the interval (by chance alone about one run in a
// hundred a slot: it is a 99% interval). Whether the measured return is within 0.5 percentage points of the
// published one (the issue's bar) is printed, not failed on: for Naga Fortune's spread (s.d. 6.4 stakes) a
// 10,000,000-spin mean has a standard error of 0.2 points, so a sound slot misses that bar about one run in
// a hundred, and at fewer spins far more often.
//   npm run bench -- rtp
//   BENCH_RTP_SPINS=1000000 npm run bench -- rtp          (spins a slot; default 10,000,000)
//   BENCH_RTP_WORKERS=1 npm run bench -- rtp              (worker threads; default the machine's cores)
//   BENCH_RTP_STREAM=fair npm run bench -- rtp            (play's HMAC stream per round instead of the
//                                                          simulation stream: about ten times slower)
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const root = resolve(import.meta.dirname, '..');
/** z of a two-sided 99% interval. */
const Z99 = 2.5758293035489;
/** Seeds change every chunk, so no one stream carries a whole run. */
const CHUNK = 250_000;
/** The issue's bar between the measured and the published return, in percentage points. */
const AGREE_PP = 0.5;

/** The games package's slots, engine and exact calculator, bundled from source (it ships TypeScript). */
async function bundleGames(dir) {
  const { build } = await import('esbuild');
  const out = join(dir, 'games-slots.mjs');
  await build({
    stdin: {
      contents: `
        export { SLOT_CONFIGS, spinSlot, slotReturn, statedRtpOf, roundStream } from './src/index';
        export { simulationStream } from './src/casino/fair/simulation-stream';`,
      resolveDir: resolve(root, 'packages/games'),
      loader: 'ts',
    },
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    logLevel: 'warning',
  });
  return out;
}

/** A worker: plays its share of one slot's spins, chunk by chunk on fresh random seeds, and sums the wins. */
async function playShare({ bundle, slotId, spins, stream }) {
  const games = await import(bundle);
  const config = games.SLOT_CONFIGS.find((c) => c.id === slotId);
  const lines = config.lines.length;
  const stake = BigInt(lines);
  let sum = 0;
  let sumSquares = 0;
  for (let done = 0; done < spins; ) {
    const n = Math.min(CHUNK, spins - done);
    const seed = randomInt(2 ** 32 - 1);
    const fast = stream === 'fair' ? null : games.simulationStream(seed);
    const serverSeed = randomBytes(32).toString('hex');
    for (let i = 0; i < n; i += 1) {
      const bytes = fast ?? games.roundStream({ serverSeed, clientSeed: 'bench', nonce: i });
      const x = Number(games.spinSlot(config, bytes, stake).totalWin) / lines;
      sum += x;
      sumSquares += x * x;
    }
    done += n;
  }
  return { sum, sumSquares };
}

if (!isMainThread && workerData?.rtpBench) {
  parentPort.postMessage(await playShare(workerData));
}

function runWorker(data) {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { ...data, rtpBench: true } });
    worker.once('message', resolvePromise);
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`worker exited with ${code}`)));
  });
}

const pct = (x, digits = 3) => `${(x * 100).toFixed(digits)}%`;

export async function rtpBench() {
  const spins = Number(process.env.BENCH_RTP_SPINS ?? 10_000_000);
  const workers = Math.max(1, Number(process.env.BENCH_RTP_WORKERS ?? availableParallelism()));
  const stream = process.env.BENCH_RTP_STREAM === 'fair' ? 'fair' : 'simulation';
  const dir = mkdtempSync(join(tmpdir(), 'gemilang-bench-rtp-'));
  let failed = false;
  try {
    const bundle = await bundleGames(dir);
    const games = await import(bundle);
    console.log(
      `slot return to player: ${spins.toLocaleString('en')} paid spins a slot, ${workers} worker(s), ${stream} stream, 99% interval`,
    );
    for (const config of games.SLOT_CONFIGS) {
      const exact = games.slotReturn(config);
      const exactRtp = Number((exact.rtp.num * 10n ** 12n) / exact.rtp.den) / 1e12;
      const started = performance.now();
      const shares = Array.from(
        { length: workers },
        (_, w) => Math.floor(spins / workers) + (w < spins % workers ? 1 : 0),
      );
      const parts = await Promise.all(
        shares.map((share) => runWorker({ bundle, slotId: config.id, spins: share, stream })),
      );
      const seconds = (performance.now() - started) / 1000;
      const sum = parts.reduce((s, p) => s + p.sum, 0);
      const sumSquares = parts.reduce((s, p) => s + p.sumSquares, 0);
      const mean = sum / spins;
      const variance = (sumSquares - spins * mean * mean) / (spins - 1);
      const half = Z99 * Math.sqrt(variance / spins);
      const inside = exactRtp >= mean - half && exactRtp <= mean + half;
      const agrees = Math.abs(mean * 100 - Number(config.statedRtp)) <= AGREE_PP;
      failed ||= !inside;
      console.log(
        `  ${config.name} (${config.id}): measured ${pct(mean)} ± ${pct(half)} [${pct(mean - half)}, ${pct(mean + half)}]` +
          ` · exact ${pct(exactRtp, 4)} · published ${config.statedRtp}% (statedRtpOf ${games.statedRtpOf(config)}%)` +
          ` · s.d. ${Math.sqrt(variance).toFixed(2)} stakes` +
          ` · ${Math.round(spins / seconds).toLocaleString('en')} spins/s in ${seconds.toFixed(1)} s` +
          ` · ${inside ? 'exact inside the interval' : 'FAIL: exact outside the interval'}` +
          ` · ${agrees ? `within ${AGREE_PP} pp of the published figure` : `more than ${AGREE_PP} pp from the published figure`}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (failed) {
    console.log('slot return to player: FAILED');
    process.exitCode = 1;
  }
}
