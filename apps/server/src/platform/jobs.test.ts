import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import type { Deps } from './context';
import { registerJob } from './jobs';

function appWith(jobs: 'on' | 'off') {
  const app = Fastify();
  app.decorate('deps', { config: testConfig({ JOBS: jobs }) } as Deps);
  return app;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs', () => {
  it('runs a job again and again once the app is ready, never two runs at once, and stops on close', async () => {
    const app = appWith('on');
    let runs = 0;
    let inFlight = 0;
    let overlapped = false;
    registerJob(app, {
      name: 'tick',
      everyMs: 5,
      run: async () => {
        inFlight += 1;
        if (inFlight > 1) overlapped = true;
        runs += 1;
        await wait(15);
        inFlight -= 1;
      },
    });
    await wait(30);
    expect(runs).toBe(0);
    await app.ready();
    await wait(120);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(overlapped).toBe(false);
    await app.close();
    const atClose = runs;
    expect(inFlight).toBe(0);
    await wait(60);
    expect(runs).toBe(atClose);
  });

  it('keeps running after a failed run, and does nothing with JOBS=off', async () => {
    const on = appWith('on');
    let runs = 0;
    registerJob(on, {
      name: 'flaky',
      everyMs: 5,
      run: async () => {
        runs += 1;
        throw new Error('boom');
      },
    });
    await on.ready();
    await wait(80);
    await on.close();
    expect(runs).toBeGreaterThanOrEqual(2);

    const off = appWith('off');
    let offRuns = 0;
    registerJob(off, {
      name: 'idle',
      everyMs: 5,
      run: async () => {
        offRuns += 1;
      },
    });
    await off.ready();
    await wait(40);
    await off.close();
    expect(offRuns).toBe(0);
  });
});
