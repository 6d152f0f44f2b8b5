import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { builtInOutbound } from './built-in-outbound';

let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
});
afterAll(() => t.close());

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, sink) };
}

const outboxRows = () => t.deps.db.selectFrom('outbox_messages').select('body').execute();

describe('the built-in SMS and e-mail providers', () => {
  it('keep messages in the dev outbox on a development server', async () => {
    const { log } = capture();
    const outbound = builtInOutbound(testConfig({ NODE_ENV: 'development' }), t.deps.db, log);
    await outbound.sms.send({ merchantId, to: '60123000111', body: 'Your sign-in code is 918273.' });
    expect((await outboxRows()).map((r) => r.body)).toEqual(['Your sign-in code is 918273.']);
  });

  it('keep nothing on a production server, and warn in the log without the message', async () => {
    const { lines, log } = capture();
    const outbound = builtInOutbound(testConfig({ NODE_ENV: 'production' }), t.deps.db, log);
    await outbound.sms.send({ merchantId, to: '60123000222', body: 'Your sign-in code is 564738.' });
    await outbound.email.send({ merchantId, to: 'x@example.com', subject: 'Temporary password', body: 'Ab3dEf7hJk' });
    expect(await outboxRows()).toHaveLength(1);
    expect(lines).toHaveLength(3);
    const [startup, sms, email] = lines.map((l) => JSON.parse(l));
    expect(startup.msg).toMatch(/no SMS or e-mail gateway/);
    expect(sms).toMatchObject({ level: 40, channel: 'sms', to: '60*******22' });
    expect(lines.join('')).not.toMatch(/564738|Ab3dEf7hJk|60123000222|x@example\.com/);
    expect(email).toMatchObject({ channel: 'email', to: 'x***@example.com' });
  });
});
