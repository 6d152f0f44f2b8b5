import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createSecondApp, createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { chatMember, playerCall, staffCall } from './support-chat-test-kit';

/**
 * The chat across two server processes on one PostgreSQL (ADR 065): a member on one, staff on the other. Each live
 * channel hears what the other process committed, through the NOTIFY bus. PostgreSQL only (run with DATABASE_URL).
 *
 * Checked to fail: with realtime-socket.ts not forwarding chat events to the member's sockets, the member's socket
 * never heard staff's reply (no chat message; got only ready).
 */
const onPostgres = process.env.TEST_DB === 'postgres';

let t: TestApp;
let second: Awaited<ReturnType<typeof createSecondApp>>;
let memberAddress: string;
let staffAddress: string;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  second = await createSecondApp(t);
  memberAddress = await t.app.listen({ port: 0, host: '127.0.0.1' });
  staffAddress = await second.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await second.close();
  await t.close();
});

/** Opens a live channel as a page would and collects what the server pushes. */
async function channel(address: string, path: string, token: string) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}${path}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  socket.send(JSON.stringify({ type: 'auth', token }));
  const next = async (match: (m: Record<string, unknown>) => boolean) => {
    for (let i = 0; i < 200; i++) {
      const found = received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`not heard; got ${JSON.stringify(received)}`);
  };
  return { socket, next };
}

describe('the chat across two processes', () => {
  it.skipIf(!onPostgres)(
    'staff on one process answer a member on the other, and each live channel hears the other side',
    async () => {
      const m = await chatMember(t);
      const staff = await signIn(t);
      const member = await channel(memberAddress, '/wps/ws', m.token);
      await member.next((x) => x.type === 'ready');
      const desk = await channel(staffAddress, '/admin/api/ws', staff);
      await desk.next((x) => x.type === 'ready');
      // Staff count as online for the member's dialog, whichever process their channel is on.
      expect((await t.call({ method: 'GET', url: '/wps/support-chat/status' })).json().value.staffOnline).toBe(true);

      const sent = (await playerCall(t, 'send', m, { text: 'Hello from process one' })).json().value;
      const heard = await desk.next((x) => x.type === 'chat_message');
      expect(heard).toMatchObject({ conversationId: sent.conversationId, message: { text: 'Hello from process one' } });

      await playerCall(t, 'typing', m);
      await desk.next((x) => x.type === 'chat_typing');

      const reply = await staffCall(second, staff, 'POST', `conversations/${sent.conversationId}/reply`, {
        text: 'Hello from process two',
      });
      expect(reply.statusCode).toBe(200);
      const answer = await member.next(
        (x) => x.type === 'chat' && (x.message as { author?: string } | undefined)?.author === 'operator',
      );
      expect(answer).toMatchObject({
        conversationId: sent.conversationId,
        message: { author: 'operator', text: 'Hello from process two', authorName: 'admin' },
      });
      expect(await member.next((x) => x.type === 'chat' && x.state === 'open')).toMatchObject({ event: 'state' });

      await playerCall(t, 'read', m, { upTo: reply.json().value.id });
      expect(await desk.next((x) => x.type === 'chat_read')).toMatchObject({ upTo: reply.json().value.id });

      member.socket.close();
      desk.socket.close();
    },
    60_000,
  );
});
