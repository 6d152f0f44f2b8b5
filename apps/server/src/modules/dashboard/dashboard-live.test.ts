import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { addOperator, signIn } from '../admin/admin-test-kit';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';
import { DASHBOARD_HINT_EVERY_MS } from '../support-chat/staff-channel';

/**
 * The dashboard updated live (ADR 071): a page of a role that reads reports opens the back office's live channel for
 * the `dashboard` topic and hears one hint when a member's request starts waiting, however many arrive in the pause;
 * it does not count as a chat agent online; a role asks only for the topics its rules allow.
 * Checked to fail: without the hint after a feedback is sent (send-feedback.ts), finance heard nothing; with every
 * event sending a hint at once (no pause), three requests gave three hints.
 */
let t: TestApp;
let address: string;
let finance: string;
let cs: string;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const merchantId = await merchantIdOf(t);
  await addOperator(t, merchantId, 'fin.live', 'finance');
  await addOperator(t, merchantId, 'cs.live', 'cs');
  finance = await signIn(t, 'fin.live');
  cs = await signIn(t, 'cs.live');
  await makeMember(t, { username: 'dashlive', password: 'Secret123' });
  member = await tokenFor(t, 'dashlive');
}, 60_000);
afterAll(() => t.close());

async function channel(token: string, topics: string[]) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/admin/api/ws`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  socket.send(JSON.stringify({ type: 'auth', token, topics }));
  const next = async (match: (m: Record<string, unknown>) => boolean, withinMs = 5_000) => {
    for (let waited = 0; waited < withinMs; waited += 25) {
      const found = received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`not heard; got ${JSON.stringify(received)}`);
  };
  return { socket, received, next };
}

const feedback = (content: string) =>
  t.call({ method: 'PUT', url: '/wps/feedback', token: member, payload: { type: 'deposit', content, contact: '' } });

describe('the dashboard on the live channel', () => {
  it('hears one hint for requests that start waiting, and is no chat agent', async () => {
    const desk = await channel(finance, ['dashboard']);
    await desk.next((m) => m.type === 'ready');
    expect((await t.call({ method: 'GET', url: '/wps/support-chat/status' })).json().value.staffOnline).toBe(false);

    for (const text of ['One', 'Two', 'Three']) expect((await feedback(`Deposit late ${text}`)).statusCode).toBe(200);
    await desk.next((m) => m.type === 'dashboard', DASHBOARD_HINT_EVERY_MS + 3_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(desk.received.filter((m) => m.type === 'dashboard')).toHaveLength(1);
    expect(desk.received.some((m) => String(m.type).startsWith('chat'))).toBe(false);
    desk.socket.close();
  }, 20_000);

  it('refuses a topic outside the role: finance the chat, customer service the dashboard', async () => {
    for (const [token, topics] of [
      [finance, ['chat']],
      [cs, ['dashboard']],
      [finance, ['dashboard', 'chat']],
    ] as const) {
      const refused = await channel(token, [...topics]);
      expect(await refused.next((m) => m.type === 'denied')).toEqual({ type: 'denied', code: 'forbidden' });
      refused.socket.close();
    }
  });

  it('refuses a topic it does not know', async () => {
    const odd = await channel(finance, ['gossip']);
    expect(await odd.next((m) => m.type === 'denied')).toEqual({ type: 'denied', code: 'invalid_input' });
    odd.socket.close();
  });
});
