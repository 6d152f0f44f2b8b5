import {
  adminRealtimePath,
  staffMay,
  type TAdminRealtimeServerMessage,
  ZRealtimeClientMessage,
} from '@gemilang/contract';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Db } from '../../db/connection';
import type { ChatEvent, RealtimeEvent } from '../../platform/realtime';
import { hashToken } from '../../platform/tokens';

const AUTH_WITHIN_MS = 10_000;
/** Each open channel refreshes its operator's presence this often (chat-view.ts counts a minute). */
const PRESENCE_EVERY_MS = 20_000;
const PING_EVERY_MS = 30_000;

interface StaffChannel {
  socket: WebSocket;
  merchantId: number;
  operatorId: bigint;
  token: string;
}

function send(socket: WebSocket, message: TAdminRealtimeServerMessage) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** What the console hears of a chat event: every message and state change, and the player's typing and reading. */
function forStaff(event: ChatEvent): TAdminRealtimeServerMessage | null {
  const { conversationId } = event;
  if (event.event === 'message' && event.message)
    return { type: 'chat_message', conversationId, message: event.message };
  if (event.event === 'offline' && event.upTo) return { type: 'chat_offline', id: event.upTo };
  if (event.event === 'state' && event.state && event.queue) {
    return {
      type: 'chat_conversation',
      conversationId,
      queue: event.queue,
      state: event.state,
      assignedTo: event.assignedTo ?? null,
    };
  }
  if (event.by === 'staff') return null;
  if (event.event === 'typing') return { type: 'chat_typing', conversationId };
  if (event.event === 'read' && event.upTo) return { type: 'chat_read', conversationId, upTo: event.upTo };
  return null;
}

async function markPresent(db: Db, channel: StaffChannel, now: Date) {
  await db
    .insertInto('support_staff_presence')
    .values({ merchant_id: channel.merchantId, operator_id: channel.operatorId, seen_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'operator_id']).doUpdateSet({ seen_at: now }))
    .execute();
}

/**
 * The back office's live channel (ADR 065) at `/admin/api/ws`: the operator's session token as the first message
 * (admin and customer service only), then every chat event of the brand, from whichever process made it (the
 * NOTIFY bus). While it is open its operator counts as online for the player's dialog; the presence row is
 * refreshed every 20 s and the session checked again then, so a signed-out or locked operator's channel closes.
 */
export async function registerStaffChannel(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const open = new Set<StaffChannel>();

  const unsubscribe = deps.events.subscribe((event: RealtimeEvent) => {
    if (event.type !== 'chat') return;
    const message = forStaff(event);
    if (!message) return;
    for (const channel of open) if (channel.merchantId === event.merchantId) send(channel.socket, message);
  });

  const stillSignedIn = async (channel: StaffChannel): Promise<boolean> => {
    const row = await app.sessionLookups.operator(deps.db, channel.merchantId, hashToken(channel.token));
    const role = row?.role;
    return (
      row !== undefined &&
      !row.revoked_at &&
      row.expires_at > deps.now() &&
      row.status === 'active' &&
      !row.must_change_password &&
      staffMay('support', role)
    );
  };

  const refresh = setInterval(() => {
    for (const channel of open) {
      void stillSignedIn(channel)
        .then(async (ok) => {
          if (!ok) {
            send(channel.socket, { type: 'denied', code: 'token_expired' });
            channel.socket.close(4401, 'session ended');
            return;
          }
          await markPresent(deps.db, channel, deps.now());
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'staff presence not refreshed'));
    }
  }, PRESENCE_EVERY_MS);
  refresh.unref();
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(refresh);
  });

  app.get(adminRealtimePath, { websocket: true }, (socket, request) => {
    const merchantId = request.merchant.id;
    let channel: StaffChannel | null = null;
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
      if (channel) return;
      clearTimeout(authTimer);
      let parsed: ReturnType<typeof ZRealtimeClientMessage.safeParse>;
      try {
        parsed = ZRealtimeClientMessage.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = ZRealtimeClientMessage.safeParse(null);
      }
      if (!parsed.success) {
        send(socket, { type: 'denied', code: 'invalid_input' });
        return socket.close(4400, 'invalid');
      }
      try {
        const row = await app.sessionLookups.operator(deps.db, merchantId, hashToken(parsed.data.token));
        if (!row) throw new Error('token_expired');
        const candidate = { socket, merchantId, operatorId: row.id, token: parsed.data.token };
        if (!(await stillSignedIn(candidate))) {
          const forbidden = !staffMay('support', row.role) && row.status === 'active';
          send(socket, { type: 'denied', code: forbidden ? 'forbidden' : 'token_expired' });
          return socket.close(4401, 'denied');
        }
        channel = candidate;
        open.add(channel);
        await markPresent(deps.db, channel, deps.now());
        send(socket, { type: 'ready' });
      } catch {
        send(socket, { type: 'denied', code: 'token_expired' });
        socket.close(4401, 'denied');
      }
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(ping);
      if (!channel) return;
      const closing = channel;
      open.delete(closing);
      // This process's last channel of the operator: they leave now rather than when the row expires.
      if (![...open].some((c) => c.merchantId === closing.merchantId && c.operatorId === closing.operatorId)) {
        void deps.db
          .deleteFrom('support_staff_presence')
          .where('merchant_id', '=', closing.merchantId)
          .where('operator_id', '=', closing.operatorId)
          .execute()
          .catch(() => undefined);
      }
    });
  });
}
