import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';
import { runLotteryJob } from './lottery-job';
import { bettor, makeDraw, newKey, place } from './lottery-test-kit';

// Checked failing: with the publish in drawDueDraws skipped, the members received only `settled` and the
// test went red.

let t: TestApp;
let address: string;
beforeAll(async () => {
  t = await createTestApp();
  // A real socket on a real port, opened as the player site opens it.
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await createMerchant(t.deps, {
    code: 'otherlot',
    name: 'Other',
    hosts: ['otherlot.test'],
    currency: 'MYR',
    currencyExponent: 2,
  });
});
afterAll(() => t.close());

/** Opens the live channel with a member's token and collects every message the server pushes. */
async function openChannel(token: string) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/wps/ws`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  socket.send(JSON.stringify({ type: 'auth', token }));
  /** Waits until the draw messages of one draw number reach `count`, and returns them in arrival order. */
  const drawMessages = async (drawNumber: string, count: number) => {
    const mine = () => received.filter((m) => m.type === 'draw' && m.drawNumber === drawNumber);
    for (let i = 0; i < 100 && mine().length < count; i++) await new Promise((r) => setTimeout(r, 50));
    return mine();
  };
  return { socket, received, drawMessages };
}

describe('live lottery results', () => {
  it('tells every signed-in member of the brand when the job draws and settles a 1-minute 5D draw, and nobody of another brand', async () => {
    const player = await bettor(t, 'liveplay', 10_000n);
    const watcher = await bettor(t, 'livewatch', 0n);
    const draw = await makeDraw(t, '5D1', { cutoffInMs: 3_000, drawInMs: 3_000 });
    const placed = await place(t, player, {
      gameCode: '5D1',
      drawNumber: draw.drawNumber,
      idempotencyKey: newKey(),
      tickets: [{ betType: 'pos_number', selections: ['pos1:1'], stake: '1' }],
    });
    expect(placed.json()).toMatchObject({ success: true });
    const elsewhere = await makeDraw(t, '5D1', { brand: 'otherlot', cutoffInMs: -2_000, drawInMs: -1_000 });

    const playing = await openChannel(player.token);
    const watching = await openChannel(watcher.token);
    await new Promise((r) => setTimeout(r, 3_100));
    await runLotteryJob(t.deps);

    const expected = [
      { type: 'draw', gameCode: '5D1', drawNumber: draw.drawNumber, status: 'drawn' },
      { type: 'draw', gameCode: '5D1', drawNumber: draw.drawNumber, status: 'settled' },
    ];
    // The member who bet and the member who only watches the results both hear it, drawn before settled.
    expect(await playing.drawMessages(draw.drawNumber, 2)).toEqual(expected);
    expect(await watching.drawMessages(draw.drawNumber, 2)).toEqual(expected);
    // The other brand's draw was drawn and settled by the same run, but is not this brand's news.
    const other = await t.deps.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', elsewhere.id)
      .executeTakeFirstOrThrow();
    expect(other.status).toBe('settled');
    expect(playing.received.filter((m) => m.drawNumber === elsewhere.drawNumber)).toEqual([]);
    playing.socket.terminate();
    watching.socket.terminate();
  });
});
