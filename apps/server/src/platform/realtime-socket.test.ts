import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { openDatabase } from '../db/connection';
import { tokenFor } from '../modules/member/member-test-kit';
import { fundMember } from '../modules/wallet/wallet-test-kit';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { publishMemberEvent } from './realtime';

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  // A real socket on a real port: the channel is exercised as a browser would open it.
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Opens the live channel as a page would, and collects what the server pushes. */
async function openChannel(token: string) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/wps/ws`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const received: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)));
    for (const wake of waiters.splice(0)) wake();
  });
  const next = async (type: string) => {
    for (let i = 0; i < 100; i++) {
      const found = received.find((m) => m.type === type);
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    throw new Error(`no ${type} message; got ${JSON.stringify(received)}`);
  };
  socket.send(JSON.stringify({ type: 'auth', token }));
  return { socket, next };
}

describe('live channel', () => {
  it('pushes the new balance to the signed-in member when money moves', async () => {
    const channel = await openChannel(await tokenFor(t, 'demo'));
    expect(await channel.next('ready')).toEqual({ type: 'ready' });
    await fundMember(t, 'demo', 2550n);
    expect(await channel.next('balance')).toEqual({ type: 'balance', sumBalance: '525.50', currency: 'MYR' });
    channel.socket.terminate();
  });

  it('refuses a token that opens no session, and sends nothing of other members', async () => {
    const denied = await openChannel('x'.repeat(43));
    expect(await denied.next('denied')).toEqual({ type: 'denied', code: 'token_expired' });

    const demo = await openChannel(await tokenFor(t, 'demo'));
    await demo.next('ready');
    await fundMember(t, 'demoagent', 100n);
    await fundMember(t, 'demo', 1n);
    // Only the demo member's own change arrives.
    expect(await demo.next('balance')).toMatchObject({ type: 'balance', sumBalance: '525.51' });
    demo.socket.terminate();
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'delivers an event published by another server process on the same database',
    async () => {
      const channel = await openChannel(await tokenFor(t, 'demo'));
      await channel.next('ready');
      const other = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 1 });
      const member = await t.deps.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'demo')
        .executeTakeFirstOrThrow();
      await publishMemberEvent(other.db, {
        merchantId: await merchantIdOf(t),
        memberId: member.id,
        type: 'balance',
        balance: '123456',
      });
      await other.close();
      expect(await channel.next('balance')).toEqual({ type: 'balance', sumBalance: '1234.56', currency: 'MYR' });
      channel.socket.terminate();
    },
  );
});
