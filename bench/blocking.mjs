// The blocking benchmark: what holds a phone's main thread after the first paint, page by page, and why. Each
// page is loaded cold in Debian's Chromium as Lighthouse's phone (412 px, touch, its user agent) with a trace and
// a CPU profile; every task after the first paint longer than 12.5 ms counts its excess, which is what
// Lighthouse's total blocking time counts once it slows the CPU four times (a 50 ms task there), so four times
// the excess estimates that figure. The excess is summed by kind of work (React's uninterruptible renders, its
// slices, commits, other script, the browser's own style and layout) and by function. Function names mean
// something on an unminified build:
//   (cd apps/web && npx vite build --minify false) && npm run bench -- blocking
//   BENCH_BLOCKING_RUNS=<n>        loads per page (default 3); the median load's breakdown is shown
//   BENCH_BLOCKING_PAGES=<names>   only these pages of the Lighthouse list (e.g. "home,lottery lobby")
//   BENCH_BUILD=<dir>              another built tree, as for the Lighthouse benchmark
//   BENCH_BLOCKING_TASKS=1         also list the median load's long tasks one by one (when, how long, what)
//   BENCH_BLOCKING_SLOWDOWN=<n>    count as Lighthouse would at this CPU slowdown instead of 4 (a task over 50/n ms,
//                                  its excess times n): with the Lighthouse benchmark's BENCH_LIGHTHOUSE_CPU_SLOWDOWN
//   BENCH_COMPARE=<dir>            compare this build with another built tree (a copy of an earlier one): the
//                                  two are loaded in turn, load for load, so a machine that speeds up or slows
//                                  down in the meantime weighs on both alike; prints both medians and the
//                                  median of the differences between neighbouring loads
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { lighthousePages, signInThroughDialog, startServer } from './lighthouse.mjs';

const CHROMIUM = '/usr/bin/chromium';
const PORT = Number(process.env.BENCH_BLOCKING_PORT ?? 8194);
const RUNS = Number(process.env.BENCH_BLOCKING_RUNS ?? 3);
// Lighthouse's CPU slowdown being estimated (its default, 4, unless calibrating for a faster host).
const SLOWDOWN = Number(process.env.BENCH_BLOCKING_SLOWDOWN ?? 4);
// A task this long, slowed that many times, is Lighthouse's 50 ms long task (12.5 ms at 4x).
const LONG_MS = 50 / SLOWDOWN;
// The phone Lighthouse's mobile run emulates (its screen, pixel ratio, touch and user agent): the site draws
// what a phone gets (its bottom menu, its sheets), so the work is a phone's.
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
// How long a load is watched: the page's first reads, its shell and its popup are in by then.
const WATCH_MS = 9_000;

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
];

/** One cold load of `page` from the server at `origin` (signed in first where it says so), traced: its events. */
async function tracedLoad(browser, origin, page) {
  const context = await browser.newContext(phone);
  try {
    if (page.signedIn) await signInThroughDialog(context, origin);
    const tab = await context.newPage();
    await browser.startTracing(tab, { categories });
    await tab.goto(`${origin}${page.path}`);
    await tab.waitForTimeout(WATCH_MS);
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await context.close();
  }
}

/** The page's renderer main thread: the one that parsed our HTML. */
function mainThreadOf(events) {
  const pids = new Set(
    events
      .filter((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith('http://localhost:'))
      .map((e) => e.pid),
  );
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && pids.has(e.pid));
  if (!main) throw new Error('no renderer main thread in the trace');
  return { pid: main.pid, tid: main.tid };
}

/** The CPU profile's samples on that thread, each with its stack (innermost first) as labels. */
function samplesOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  let at = 0;
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile') at = e.args.data.startTime;
    if (e.name !== 'ProfileChunk') continue;
    const { cpuProfile, timeDeltas = [] } = e.args.data;
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((id, i) => {
      at += timeDeltas[i] ?? 0;
      samples.push({ at, id });
    });
  }
  for (const node of nodes.values()) for (const child of node.children ?? []) nodes.get(child).parent = node.id;
  const label = ({ callFrame }) =>
    `${callFrame.functionName || '(anonymous)'} ${(callFrame.url ?? '').split('/').pop()}:${callFrame.lineNumber}`;
  return samples.map(({ at, id }) => {
    const stack = [];
    for (let node = nodes.get(id); node; node = nodes.get(node.parent)) stack.push(label(node));
    return { at, stack };
  });
}

// React's scheduler and work loop: in every stack of a render, so they say nothing about which render.
const plumbing =
  /^\(|^(performWorkUntilDeadline|perform\w*OnRoot\w*|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|completeUnitOfWork|completeRoot\w*|completeWork|renderWithHooks|update\w*Component|updateForwardRef|flushSync\w*|flushSpawnedWork|processRootSchedule\w*|commit\w*|recursively\w*|flush\w*Effects|batchedUpdates\$?\d*|dispatch\w*Event\w*|runWithFiberInDEV) /;

/** What a long task was doing, from its samples' stacks and, for the browser's own work, its trace events. */
function kindOf(stacks, nested) {
  const any = (pattern) => stacks.some((stack) => stack.some((frame) => pattern.test(frame)));
  if (any(/^renderRootSync /)) return 'React render, uninterruptible (an update outside a transition)';
  if (any(/^commitRoot /)) return 'React commit';
  if (any(/^workLoopConcurrent\w* /)) return 'React render slice (one unit longer than a slice)';
  if (any(/^flushPassiveEffects /)) return 'React effects';
  const script = stacks.filter((stack) => stack.length && !stack[0].startsWith('(')).length;
  if (script > stacks.length / 3) return 'other script';
  const browser = [...nested].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'idle samples';
  return `browser: ${browser}`;
}

/** Blocking (as Lighthouse would count it at its CPU slowdown) of one load, by kind and by function. */
function blockingOf(events) {
  const { pid, tid } = mainThreadOf(events);
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = onThread.filter(
    (e) => e.name === 'RunTask' && e.dur > LONG_MS * 1000 && (!firstPaint || e.ts + e.dur >= firstPaint.ts),
  );
  const samples = samplesOf(events, pid);
  const byKind = new Map();
  const byFunction = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const listed = [];
  let total = 0;
  for (const task of tasks) {
    const excess = task.dur / 1000 - LONG_MS;
    total += excess;
    const inside = samples.filter((s) => s.at >= task.ts && s.at <= task.ts + task.dur).map((s) => s.stack);
    const nested = new Map();
    for (const e of onThread) {
      if (e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur && !/RunTask|ThreadController/.test(e.name)) {
        add(nested, e.name, e.dur / 1000);
      }
    }
    const kind = kindOf(inside, nested);
    add(byKind, kind, excess);
    listed.push({ at: (task.ts - (firstPaint?.ts ?? task.ts)) / 1000, ms: task.dur / 1000, kind, inside });
    // Each sample carries an equal share of the task's excess, to every function on its stack once.
    for (const stack of inside) {
      for (const frame of new Set(stack)) if (!plumbing.test(frame)) add(byFunction, frame, excess / inside.length);
    }
  }
  return { blocking: SLOWDOWN * total, tasks: tasks.length, byKind, byFunction, listed };
}

/** One long task on a line: when after the first paint, how long (unthrottled), its kind, its busiest functions. */
function describeTask({ at, ms, kind, inside }) {
  const counts = new Map();
  for (const stack of inside) {
    for (const frame of new Set(stack)) if (!plumbing.test(frame)) counts.set(frame, (counts.get(frame) ?? 0) + 1);
  }
  const busiest = [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([frame, n]) => `${frame} (${Math.round((100 * n) / inside.length)}%)`);
  return `    +${String(Math.round(at)).padStart(5)} ms  ${ms.toFixed(1).padStart(6)} ms  ${kind}: ${busiest.join(', ')}`;
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, ms]) => `    ${String(Math.round(SLOWDOWN * ms)).padStart(5)} ms  ${what}`)
    .join('\n');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A server of its own for `build` (undefined: BENCH_BUILD or this tree) on `port`, and how to stop it. */
async function serve(build, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'gemilang-blocking-'));
  const server = await startServer(dataDir, port, build);
  const origin = `http://localhost:${port}`;
  await fetch(`${origin}/index`).then((r) => r.text());
  return {
    origin,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each page's loads on one build: the median load's breakdown. */
async function describeBuild(browser, origin, pages) {
  console.log(
    `Blocking after the first paint, as Lighthouse's phone, unthrottled, ${RUNS} cold load(s) a page: tasks over ` +
      `${LONG_MS} ms, their excess times ${SLOWDOWN} (what Lighthouse counts at ${SLOWDOWN}x), median load:`,
  );
  for (const page of pages) {
    const loads = [];
    for (let i = 0; i < RUNS; i++) loads.push(blockingOf(await tracedLoad(browser, origin, page)));
    loads.sort((a, b) => a.blocking - b.blocking);
    const middle = loads[Math.floor(loads.length / 2)];
    const all = loads.map((load) => Math.round(load.blocking)).join(', ');
    console.log(`\n${page.name}: ${Math.round(middle.blocking)} ms in ${middle.tasks} tasks (loads: ${all})`);
    console.log(`  by kind:\n${top(middle.byKind, 6)}`);
    console.log(`  by function:\n${top(middle.byFunction, 12)}`);
    if (process.env.BENCH_BLOCKING_TASKS) console.log(`  tasks:\n${middle.listed.map(describeTask).join('\n')}`);
  }
}

/** Each page loaded on this build and on `other` in turn, load for load: both medians and the paired difference. */
async function compareBuilds(browser, here, other, pages) {
  console.log(
    `Blocking after the first paint (as above), this build against ${process.env.BENCH_COMPARE}, ${RUNS} load(s) ` +
      'each, in turn:',
  );
  for (const page of pages) {
    const mine = [];
    const theirs = [];
    for (let i = 0; i < RUNS; i++) {
      // Which goes first alternates, so neither always meets the browser warmer.
      const order = i % 2 === 0 ? [here, other] : [other, here];
      for (const server of order) {
        const { blocking } = blockingOf(await tracedLoad(browser, server.origin, page));
        (server === here ? mine : theirs).push(blocking);
      }
    }
    const differences = mine.map((ms, i) => ms - (theirs[i] ?? 0));
    const round = (values) => values.map((ms) => Math.round(ms)).join(', ');
    console.log(
      `${page.name}: this build ${Math.round(median(mine))} ms (${round(mine)}), the other ` +
        `${Math.round(median(theirs))} ms (${round(theirs)}); difference, median of pairs: ` +
        `${Math.round(median(differences))} ms`,
    );
  }
}

export async function blockingBench() {
  if (!existsSync(CHROMIUM)) throw new Error(`the blocking benchmark needs Debian's Chromium at ${CHROMIUM}`);
  const only = process.env.BENCH_BLOCKING_PAGES?.split(',').map((name) => name.trim());
  const pages = lighthousePages.filter((page) => !only || only.includes(page.name));
  const compare = process.env.BENCH_COMPARE;
  const here = await serve(undefined, PORT);
  const other = compare ? await serve(resolve(compare), PORT + 1) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    if (other) await compareBuilds(browser, here, other, pages);
    else await describeBuild(browser, here.origin, pages);
  } finally {
    await browser.close();
    await here.stop();
    await other?.stop();
  }
}
