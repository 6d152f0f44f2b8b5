// The clock server's time, for the specs that need a day to pass (agent-wages.spec.ts, loyalty.spec.ts): a second
// server (playwright.config.ts, port E2E_PORT + 1) runs under Debian's libfaketime, which adds the offset written in
// a file to every wall-clock read of the process: JavaScript's Date and, since PGlite runs in the same process, the
// database's now() (ADR 037). A spec moves that server on by rewriting the file; the monotonic clock stays real, so
// the jobs' timers fire as usual and their next run sees the day just ended. The browsers' clocks are set to the
// server's, so the pages pick the same days. The server code has no test clock of its own.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, expect } from '@playwright/test';
import { CLOCK_PORT } from '../playwright.config';
import { skipPopup } from './support';

export const clockServerURL = `http://localhost:${CLOCK_PORT}`;

export const DAY_SECONDS = 24 * 60 * 60;
/** The demo brand's zone, Asia/Kuala_Lumpur: +08:00 all year. */
export const BRAND_OFFSET_MS = 8 * 60 * 60 * 1000;

/** libfaketime's offset file of the clock server (server-env.mjs): "+<seconds>". */
const clockFile = join(process.env.GEMILANG_E2E_CLOCK ?? '', 'clock');

/** Moves the clock server on: the file is replaced whole, so no read of it ever sees half a number. */
function moveServerClock(seconds: number) {
  const offset = Number(readFileSync(clockFile, 'utf8').trim());
  writeFileSync(`${clockFile}.next`, `+${offset + seconds}\n`);
  renameSync(`${clockFile}.next`, clockFile);
}

/** The clock server's time, from its Date header (a second's precision is plenty). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const res = await request.get('/healthz');
  return new Date(res.headers().date ?? '');
}

/** Moves the clock server on and waits until it says so: Node keeps its Date header for up to a second. */
export async function moveServerClockOn(request: APIRequestContext, seconds: number) {
  const before = await serverNow(request);
  moveServerClock(seconds);
  await expect
    .poll(async () => (await serverNow(request)).getTime() - before.getTime())
    .toBeGreaterThanOrEqual(seconds * 1000);
}

/** Sets a browser's clock to the server's, so its "today" (the records' default days) is the server's. */
export async function followServerClock(context: BrowserContext, request: APIRequestContext) {
  await context.clock.setSystemTime(await serverNow(request));
}

/**
 * A browser of its own for the day after, signed in as `context` is (its storage), its clock set to the
 * server's before any page runs: moving the clock of pages already open a day on left the site's
 * after-the-first-paint timers (the account menu's code) unfired.
 */
export async function nextDayContext(browser: Browser, context: BrowserContext, request: APIRequestContext) {
  const next = await browser.newContext({
    baseURL: clockServerURL,
    viewport: { width: 1366, height: 800 },
    storageState: await context.storageState(),
  });
  await followServerClock(next, request);
  const page = await next.newPage();
  // The same player, who saw the once-a-session popup yesterday: a browser state carries no session storage, and
  // a popup arriving after the first reload would stand over the account menu the test opens.
  await skipPopup(page);
  await page.goto('/index');
  return page;
}
