import websocket from '@fastify/websocket';
import { formatMinor, realtimePath, type TRealtimeServerMessage, ZRealtimeClientMessage } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from './app-error';
import { memberForToken } from './auth';
import type { RealtimeEvent } from './realtime';

const AUTH_WITHIN_MS = 10_000;
const PING_EVERY_MS = 30_000;

function send(socket: WebSocket, message: TRealtimeServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

interface Client {
  socket: WebSocket;
  exponent: number;
  currency: string;
}

/** Sets of signed-in sockets by a key (a member's, a brand's). */
class SocketIndex<K> {
  private readonly sets = new Map<K, Set<Client>>();
  get(key: K): ReadonlySet<Client> | undefined {
    return this.sets.get(key);
  }
  add(key: K, client: Client) {
    const set = this.sets.get(key) ?? new Set();
    set.add(client);
    this.sets.set(key, set);
  }
  delete(key: K, client: Client) {
    const set = this.sets.get(key);
    set?.delete(client);
    if (set?.size === 0) this.sets.delete(key);
  }
}

/**
 * The member's live channel (contract realtime.ts). One bus subscription per process fans events out: a
 * member event to the sockets of the member it is for, a brand event (a lottery draw) to every signed-in
 * socket of that brand. A socket hears nothing before its token is accepted; it is closed when its session
 * ends or stops answering.
 */
export async function registerRealtimeSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const byMember = new SocketIndex<string>();
  const byBrand = new SocketIndex<number>();
  const keyOf = (merchantId: number, memberId: bigint) => `${merchantId}:${memberId}`;

  const unsubscribe = app.deps.events.subscribe((event: RealtimeEvent) => {
    if (event.type === 'draw') {
      const { gameCode, drawNumber, status } = event;
      for (const client of byBrand.get(event.merchantId) ?? []) {
        send(client.socket, { type: 'draw', gameCode, drawNumber, status });
      }
      return;
    }
    for (const client of byMember.get(keyOf(event.merchantId, event.memberId)) ?? []) {
      if (event.type === 'balance' && event.balance !== undefined) {
        const sumBalance = formatMinor(BigInt(event.balance), client.exponent);
        send(client.socket, { type: 'balance', sumBalance, currency: client.currency });
      } else if (event.type === 'message' && event.messageId !== undefined) {
        send(client.socket, { type: 'message', id: event.messageId, kind: event.kind ?? '' });
      }
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  app.get(realtimePath, { websocket: true }, (socket, request) => {
    const merchant = request.merchant;
    let registered: { key: string; entry: Client } | null = null;
    let alive = true;
    const authTimer = setTimeout(() => socket.close(4401, 'auth'), AUTH_WITHIN_MS);
    const ping = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, PING_EVERY_MS);
    socket.on('pong', () => {
      alive = true;
    });

    socket.on('message', async (data) => {
      if (registered) return;
      clearTimeout(authTimer);
      const parsed = ZRealtimeClientMessage.safeParse(
        (() => {
          try {
            return JSON.parse(String(data));
          } catch {
            return null;
          }
        })(),
      );
      if (!parsed.success) {
        send(socket, { type: 'denied', code: 'invalid_input' });
        return socket.close(4400, 'invalid');
      }
      try {
        const member = await memberForToken(app.deps, merchant.id, parsed.data.token);
        const key = keyOf(merchant.id, member.id);
        const entry = { socket, exponent: merchant.currencyExponent, currency: merchant.currency };
        registered = { key, entry };
        byMember.add(key, entry);
        byBrand.add(merchant.id, entry);
        send(socket, { type: 'ready' });
      } catch (error) {
        send(socket, { type: 'denied', code: error instanceof AppError ? error.code : 'internal_error' });
        socket.close(4401, 'denied');
      }
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(ping);
      if (!registered) return;
      byMember.delete(registered.key, registered.entry);
      byBrand.delete(merchant.id, registered.entry);
    });
  });
}
