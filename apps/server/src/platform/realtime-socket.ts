import websocket from '@fastify/websocket';
import { formatMinor, realtimePath, type TRealtimeServerMessage, ZRealtimeClientMessage } from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { AppError } from './app-error';
import { memberForToken } from './auth';
import type { RealtimeEvent } from './realtime';

const AUTH_WITHIN_MS = 10_000;
const PING_EVERY_MS = 30_000;
/** setTimeout's ceiling (about 24.8 days); a session lasting longer is closed by its other ends. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface OpenChannel {
  socket: WebSocket;
  exponent: number;
  currency: string;
  sessionId: bigint;
}

/** Adds to / removes from a set of open channels kept under a key (a member's, a brand's). */
function addTo<K>(index: Map<K, Set<OpenChannel>>, key: K, entry: OpenChannel) {
  const set = index.get(key) ?? new Set();
  set.add(entry);
  index.set(key, set);
}
function removeFrom<K>(index: Map<K, Set<OpenChannel>>, key: K, entry: OpenChannel) {
  const set = index.get(key);
  set?.delete(entry);
  if (set?.size === 0) index.delete(key);
}

function send(socket: WebSocket, message: TRealtimeServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** Tells the page its session is over and closes with 4401, after which the site does not reconnect. */
function endChannel(socket: WebSocket) {
  send(socket, { type: 'denied', code: 'token_expired' });
  socket.close(4401, 'session ended');
}

/**
 * The member's live channel (contract realtime.ts). One bus subscription per process fans events out: a
 * member event to the sockets of the member it is for, a brand event (a lottery draw, a race's new board) to every
 * signed-in socket of that brand. A socket hears nothing before its token is accepted. A socket is closed when its session ends, on whichever process
 * it ended (sign-out, a password change or reset, a lock: the session_ended event), when the session
 * expires (a timer), or when it stops answering pings.
 */
export async function registerRealtimeSocket(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const sockets = new Map<string, Set<OpenChannel>>();
  const byBrand = new Map<number, Set<OpenChannel>>();
  const keyOf = (merchantId: number, memberId: bigint) => `${merchantId}:${memberId}`;

  const unsubscribe = app.deps.events.subscribe((event: RealtimeEvent) => {
    if (event.type === 'draw') {
      const { gameCode, drawNumber, status } = event;
      for (const client of byBrand.get(event.merchantId) ?? []) {
        send(client.socket, { type: 'draw', gameCode, drawNumber, status });
      }
      return;
    }
    if (event.type === 'race') {
      const clients = [...(byBrand.get(event.merchantId) ?? [])];
      // One brand, one currency: the rows are written once for every socket of the brand.
      const exponent = clients[0]?.exponent ?? 0;
      const top = event.top.map((row) => ({
        rank: row.rank,
        name: row.name,
        validBets: formatMinor(BigInt(row.validBets), exponent),
        prize: formatMinor(BigInt(row.prize), exponent),
      }));
      for (const client of clients)
        send(client.socket, { type: 'race', raceId: event.raceId, top, entrants: event.entrants });
      return;
    }
    // The back office's own hint (ADR 071): no member's page hears it.
    if (event.type === 'back_office') return;
    if (event.type === 'chat') {
      if (event.memberId === null) return;
      // The member hears every message and state change of their chat, and staff's typing and reading.
      if (event.by === 'player' && (event.event === 'typing' || event.event === 'read')) return;
      if (event.event === 'offline') return;
      const { conversationId, message, upTo, state } = event;
      for (const client of sockets.get(keyOf(event.merchantId, event.memberId)) ?? []) {
        send(client.socket, {
          type: 'chat',
          conversationId,
          event: event.event,
          ...(message ? { message } : {}),
          ...(upTo ? { upTo } : {}),
          ...(state ? { state } : {}),
        });
      }
      return;
    }
    const open = sockets.get(keyOf(event.merchantId, event.memberId));
    if (!open) return;
    for (const client of open) {
      if (event.type === 'session_ended') {
        if (event.sessionId === undefined || event.sessionId === `${client.sessionId}`) endChannel(client.socket);
      } else if (event.type === 'balance' && event.balance !== undefined) {
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
    let registered: { key: string; entry: OpenChannel } | null = null;
    let expiry: NodeJS.Timeout | undefined;
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
        const member = await memberForToken(app.deps, app.sessionLookups, merchant.id, parsed.data.token);
        if (member.passwordChangeRequired) throw new AppError('password_change_required');
        const key = keyOf(merchant.id, member.id);
        const entry = {
          socket,
          exponent: merchant.currencyExponent,
          currency: merchant.currency,
          sessionId: member.sessionId,
        };
        const left = member.sessionExpiresAt.getTime() - app.deps.now().getTime();
        expiry = setTimeout(() => endChannel(socket), Math.min(Math.max(left, 0), LONGEST_TIMER_MS));
        registered = { key, entry };
        addTo(sockets, key, entry);
        addTo(byBrand, merchant.id, entry);
        // The session may have ended while it was being read; from here on its end reaches this socket.
        await memberForToken(app.deps, app.sessionLookups, merchant.id, parsed.data.token);
        send(socket, { type: 'ready' });
      } catch (error) {
        send(socket, { type: 'denied', code: error instanceof AppError ? error.code : 'internal_error' });
        socket.close(4401, 'denied');
      }
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      clearTimeout(expiry);
      clearInterval(ping);
      if (!registered) return;
      removeFrom(sockets, registered.key, registered.entry);
      removeFrom(byBrand, merchant.id, registered.entry);
    });
  });
}
