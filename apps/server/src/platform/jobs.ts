import type { FastifyInstance } from 'fastify';
import type { Deps } from './context';

/**
 * Background work on a timer. Which jobs run, and how often, is listed in one place, `scheduled-jobs.ts`,
 * which the app registers (docs/architecture.md, "Background work"). A job starts when the app is ready and stops when it closes; with `JOBS=off` (the tests' default) nothing runs on its own and
 * a test calls the job's use case itself, after moving the test clock.
 *
 * Every copy of the server runs the same jobs, so a job must claim its rows (`FOR UPDATE SKIP LOCKED` or
 * an advisory lock, docs/architecture.md, Background work): two processes never do the same work. Runs of one job never overlap in a
 * process: the next run is scheduled only when the previous one has finished.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

interface Runner {
  jobs: Job[];
  timers: Map<string, ReturnType<typeof setTimeout>>;
  running: Set<Promise<unknown>>;
  stopped: boolean;
}

const runners = new WeakMap<FastifyInstance, Runner>();

function schedule(app: FastifyInstance, runner: Runner, job: Job): void {
  if (runner.stopped) return;
  const timer = setTimeout(() => {
    const run = job
      .run()
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => {
        runner.running.delete(run);
        schedule(app, runner, job);
      });
    runner.running.add(run);
  }, job.everyMs);
  // A pending timer must not keep a closing process alive.
  timer.unref();
  runner.timers.set(job.name, timer);
}

function runnerOf(app: FastifyInstance): Runner {
  const existing = runners.get(app);
  if (existing) return existing;
  const created: Runner = { jobs: [], timers: new Map(), running: new Set(), stopped: false };
  runners.set(app, created);
  app.addHook('onReady', async () => {
    if (app.deps.config.JOBS !== 'on') return;
    for (const job of created.jobs) schedule(app, created, job);
  });
  app.addHook('onClose', async () => {
    created.stopped = true;
    for (const timer of created.timers.values()) clearTimeout(timer);
    created.timers.clear();
    // Let a run under way finish before the database closes under it.
    await Promise.allSettled([...created.running]);
  });
  return created;
}

/** Registers a job on the app; call while the app is being built (before ready). */
export function registerJob(app: FastifyInstance, job: Job): void {
  runnerOf(app).jobs.push(job);
}

/** A job as the registry lists it: the module's exported job function, given the app's deps on each run. */
export interface ScheduledJob {
  name: string;
  everyMs: number;
  run: (deps: Deps) => Promise<unknown>;
}

/** Registers every job of the list on the app, in its order; call while the app is being built. */
export function registerJobs(app: FastifyInstance, jobs: readonly ScheduledJob[]): void {
  for (const job of jobs) registerJob(app, { name: job.name, everyMs: job.everyMs, run: () => job.run(app.deps) });
}
