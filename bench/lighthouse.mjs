// The Lighthouse benchmark: the built site, served by the built server on a fresh embedded database, audited
// as a phone on mobile data would load it (Lighthouse's mobile preset, default simulated throttling) in
// Debian's Chromium. Prints performance, accessibility and best practices with FCP, LCP, TBT and CLS per page.
//   npm run bench -- lighthouse        (needs a built tree)
//   BENCH_LIGHTHOUSE_RUNS=<n>          audits per page (default 3); the median run is shown, as Lighthouse advises
//   BENCH_BUILD=<dir>                  audits another built tree (a copy of an earlier build) instead of this one
//   BENCH_LIGHTHOUSE_REPORTS=<dir>     also writes each page's median report there (HTML and JSON), to see what costs
//   BENCH_LIGHTHOUSE_PAGES=<names>     only these pages, by name, comma-separated (e.g. "home,register dialog")
//   BENCH_LIGHTHOUSE_CPU_SLOWDOWN=<n>  Lighthouse's CPU slowdown instead of its default 4, to calibrate for this host
//                                      as Lighthouse's throttling guide says (4 is meant for a high-end desktop, CPU
//                                      index 1,500-2,000; on a host twice that fast, 8 emulates the same phone)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

const root = resolve(process.env.BENCH_BUILD ?? resolve(import.meta.dirname, '..'));
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 8193);
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = 'bench-pass-2026';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's own settings unless a calibrated CPU slowdown is asked for (the budgets hold at the default). */
const CPU_SLOWDOWN = process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN
  ? { throttling: { cpuSlowdownMultiplier: Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN) } }
  : {};
const BUDGET = { performance: 90, accessibility: 95 };

/** Debian's Chromium: the browser the end-to-end tests use too (never a browser download). */
const CHROMIUM = '/usr/bin/chromium';

/**
 * The pages a player meets first. Lottery and game lobbies join this list as they are built. `signedIn`
 * pages are audited with the demo member's session already in the browser (the member centre opens from
 * `?mc=<page id>`, see apps/web/src/app/member-centre/member-centre-link.tsx).
 */
export const lighthousePages = [
  { name: 'home', path: '/index' },
  { name: 'register dialog', path: '/register' },
  { name: 'member centre (signed in)', path: '/index?mc=securityCenter', signedIn: true },
  { name: 'lottery lobby', path: '/lottery' },
  { name: 'game lobby', path: '/rng' },
];

// How Chromium runs on these machines.
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built server (of `build`: `BENCH_BUILD`, or this tree) on a fresh embedded database in `dataDir`, seeded. */
export async function startServer(dataDir, port = PORT, build = root) {
  const child = spawn(process.execPath, [join(build, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Not production: the demo brand (on localhost) and its demo member are seeded only outside it.
      NODE_ENV: 'development',
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A fresh database is migrated and seeded first; on a busy shared machine that can take a while.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('server did not answer within 180 s');
}

/**
 * Signs the demo member in through the site's own login dialog, in the browser Lighthouse then uses: the
 * session lands in localStorage, which Lighthouse's storage reset leaves alone (it clears caches, service
 * workers and file systems), so the audited load is cold but signed in.
 */
async function signInDemoMember(chromePort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await signInThroughDialog(context, ORIGIN);
  } finally {
    // Disconnects; the browser Lighthouse drives stays up.
    await browser.close();
  }
}

/** The demo member's session in `context`'s storage, signed in through the site's login dialog at `origin`. */
export async function signInThroughDialog(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[autocomplete="username"]').fill('demo');
  const password = dialog.locator('input[autocomplete="current-password"]');
  await password.fill(PASSWORD);
  await password.press('Enter');
  await page.waitForFunction(() => localStorage.getItem('gemilang.session') !== null, null, { timeout: 30_000 });
  await page.close();
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const ms = (audit) => `${Math.round(audit.numericValue)} ms`;

/**
 * One cold load in a browser of its own, as Lighthouse's own command line does (a browser reused across
 * audits slows down until DevTools calls time out). A run that still fails that way is tried again.
 */
async function auditOnce(page, attempt = 1) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags });
  try {
    if (page.signedIn) await signInDemoMember(chrome.port);
    const result = await lighthouse(`${ORIGIN}${page.path}`, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...CPU_SLOWDOWN,
    });
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result;
    if (attempt >= 3) throw new Error(`${page.path}: ${error.message}`);
  } finally {
    chrome.kill();
  }
  return auditOnce(page, attempt + 1);
}

/** Several cold loads of one page; the machine is shared, so one run alone says little. */
async function audit(page) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await auditOnce(page));
  const median = computeMedianRun(results.map((r) => r.lhr));
  const { report } = results.find((r) => r.lhr === median) ?? results[0];
  const { categories, audits } = median;
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const file = page.name.replace(/\W+/g, '-').replace(/-$/, '');
    writeFileSync(join(reports, `${file}.html`), report);
    writeFileSync(join(reports, `${file}.json`), JSON.stringify(median));
  }
  return {
    page: page.name,
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    bestPractices: score(categories['best-practices']),
    fcp: ms(audits['first-contentful-paint']),
    lcp: ms(audits['largest-contentful-paint']),
    tbt: ms(audits['total-blocking-time']),
    cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
    requests: audits['network-requests'].details?.items?.length ?? 0,
    transferKb: `${(audits['total-byte-weight'].numericValue / 1024).toFixed(0)} KB`,
    // Lighthouse's reading of how fast this machine's CPU was during the run (higher is faster): the
    // blocking time it reports scales with it, so it belongs beside every figure.
    cpuIndex: Math.round(median.environment.benchmarkIndex),
  };
}

export async function lighthouseBench() {
  // Without the browser, chrome-launcher waits for a port that never opens: say so at once instead.
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Lighthouse needs Debian's Chromium at ${CHROMIUM} (apt-get install chromium)`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gemilang-lighthouse-'));
  const server = await startServer(dataDir);
  try {
    // One unmeasured load, so the first audit does not pay for the server's cold start.
    await fetch(`${ORIGIN}/index`).then((r) => r.text());
    const only = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const rows = [];
    for (const page of lighthousePages) if (!only || only.includes(page.name)) rows.push(await audit(page));
    const slowdown = CPU_SLOWDOWN.throttling ? `, CPU slowdown ${CPU_SLOWDOWN.throttling.cpuSlowdownMultiplier}` : '';
    console.log(
      `Lighthouse, mobile (simulated throttling${slowdown}), built site on a fresh database, median of ${RUNS} run(s):`,
    );
    console.table(rows);
    console.log(
      `load average at the end: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}`,
    );
    for (const row of rows) {
      const over = [];
      if (row.performance < BUDGET.performance) over.push(`performance ${row.performance} < ${BUDGET.performance}`);
      if (row.accessibility < BUDGET.accessibility)
        over.push(`accessibility ${row.accessibility} < ${BUDGET.accessibility}`);
      console.log(`${row.page}: ${over.length ? `over budget (${over.join(', ')})` : 'within budget'}`);
    }
    console.log(`budget: performance >= ${BUDGET.performance}, accessibility >= ${BUDGET.accessibility} on every page`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
