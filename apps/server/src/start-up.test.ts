import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, SERVER_DIR } from './test/built-server';

/**
 * The built server started as an operator starts it, with settings it cannot use: it must say what is
 * wrong, one line per setting, and stop, with no stack trace to read through.
 * Checked by breaking it: with main.ts printing the error object again (as before), the stack test goes
 * red; with DATABASE_URL accepting any text, the database line is missing; with SECRETS_KEY not required in
 * production, the production server started instead of refusing.
 */
let bundle = '';
let dataDir = '';
beforeAll(async () => {
  bundle = await bundleServer('start-up-test');
  dataDir = mkdtempSync(join(tmpdir(), 'gemilang-start-up-'));
}, 120_000);
afterAll(() => {
  if (bundle) rmSync(dirname(bundle), { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Starts the server with these settings; stops it once `until` is seen in its output, or when it exits. */
function start(env: Record<string, string>, until?: string): Promise<Run> {
  const child = spawn(process.execPath, [bundle], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  const seen = () => {
    if (until && (run.stdout + run.stderr).includes(until)) child.kill('SIGKILL');
  };
  child.stdout.on('data', (chunk) => {
    run.stdout += chunk;
    seen();
  });
  child.stderr.on('data', (chunk) => {
    run.stderr += chunk;
    seen();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      run.code = code;
      resolve(run);
    });
  });
}

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

describe('a start-up with settings the server cannot use', () => {
  it('prints one clear line per wrong setting and exits with 1, no stack trace', async () => {
    const run = await start({ PORT: 'abc', SESSION_TTL_HOURS: '-1', DATABASE_URL: 'nonsense' });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      'Gemilang cannot start: PORT is "abc" but must be a whole number from 1 to 65535',
      'Gemilang cannot start: DATABASE_URL must be a postgres:// or postgresql:// address',
      'Gemilang cannot start: SESSION_TTL_HOURS is "-1" but must be a whole number from 1 to 2160',
    ]);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(run.stdout).toBe('');
  });

  it('names a wrong choice and a proxy that is not an address, and never repeats a secret', async () => {
    const run = await start({
      NODE_ENV: 'staging',
      TRUSTED_PROXIES: '10.0.0.1, proxy.internal',
      METRICS_TOKEN: 'short-secret',
    });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      'Gemilang cannot start: NODE_ENV is "staging" but must be one of development, production, test',
      'Gemilang cannot start: TRUSTED_PROXIES has "proxy.internal", not an address or CIDR range',
      'Gemilang cannot start: METRICS_TOKEN must be 16 to 256 characters',
    ]);
    expect(run.stderr).not.toContain('short-secret');
  });

  it('refuses a production start without SECRETS_KEY, and never repeats a wrong one', async () => {
    const missing = await start({ NODE_ENV: 'production' });
    expect(missing.code).toBe(1);
    expect(lines(missing.stderr)).toEqual(['Gemilang cannot start: SECRETS_KEY must be set in production']);
    const short = await start({ SECRETS_KEY: 'c2hvcnQta2V5' });
    expect(short.code).toBe(1);
    expect(lines(short.stderr)).toEqual([
      'Gemilang cannot start: SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    ]);
    expect(short.stderr).not.toContain('c2hvcnQta2V5');
  });

  it("refuses the test runner's NODE_ENV, under which password hashes are cheap", async () => {
    const run = await start({ NODE_ENV: 'test' });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      'Gemilang cannot start: NODE_ENV is "test", which only the test runner may use: use development or production',
    ]);
  });
});

describe('a production start-up that trusts no proxy', () => {
  it('warns that cookies would go out without the Secure flag behind TLS', async () => {
    const run = await start(
      { NODE_ENV: 'production', PORT: '8169', LOG_LEVEL: 'warn', SECRETS_KEY: randomBytes(32).toString('base64') },
      'TRUSTED_PROXIES is not set',
    );
    const warning = lines(run.stdout)
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((entry) => entry.msg.includes('TRUSTED_PROXIES is not set'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('without the Secure flag');
  });
});

describe('a stop when the reader of the log has gone', () => {
  // Checked by breaking it: with main.ts exiting without flushBeforeExit (as before), the server logged
  // "closing" and kept running until the test killed it.
  it('exits within 10 s of SIGTERM after its standard output was closed by the reader', async () => {
    const child = spawn(process.execPath, [bundle], {
      cwd: SERVER_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '8171',
        DEMO_PASSWORD: 'stop-test-pass-2026',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) => {
      child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() }));
    });
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    let seen = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        if (seen.includes('is serving on')) resolve();
      });
      void exited.then(() => resolve());
    });
    expect(seen).toContain('is serving on');
    // The log shipper dies: nobody reads the pipe any more; then the supervisor asks the server to stop.
    child.stdout.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const sentAt = Date.now();
    child.kill('SIGTERM');
    const { code, signal, at } = await exited;
    clearTimeout(killer);
    expect(signal).toBeNull();
    expect(code).toBe(0);
    expect(at - sentAt).toBeLessThan(10_000);
  }, 120_000);
});
