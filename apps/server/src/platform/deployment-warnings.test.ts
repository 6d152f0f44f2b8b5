import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { warnAboutDeployment } from './deployment-warnings';

// Checked by breaking it: with the NODE_ENV test removed the development case goes red; with the
// TRUSTED_PROXIES test removed the proxied case goes red; with the warning gone the first case goes red.

function capture() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) };
}

describe('the start-up warning about proxies', () => {
  it('warns a production server that trusts no proxy that its cookies will not be Secure behind TLS', () => {
    const { lines, log } = capture();
    warnAboutDeployment(testConfig({ NODE_ENV: 'production', TRUSTED_PROXIES: [] }), log);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe(40);
    expect(lines[0]?.msg).toContain('TRUSTED_PROXIES is not set');
    expect(lines[0]?.msg).toContain('without the Secure flag');
  });

  it('says nothing when the proxy is listed', () => {
    const { lines, log } = capture();
    warnAboutDeployment(testConfig({ NODE_ENV: 'production', TRUSTED_PROXIES: ['10.0.0.0/8'] }), log);
    expect(lines).toEqual([]);
  });

  it('says nothing outside production, where the site is usually served on localhost', () => {
    const { lines, log } = capture();
    warnAboutDeployment(testConfig({ NODE_ENV: 'development', TRUSTED_PROXIES: [] }), log);
    expect(lines).toEqual([]);
  });
});
