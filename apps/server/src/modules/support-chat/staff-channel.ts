import {
  adminRealtimePath,
  type StaffAccess,
  staffMay,
  type TAdminLiveTopic,
  type TAdminRealtimeServerMessage,
  type TOperatorRole,
  ZAdminRealtimeClientMessage,
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
/**
 * A dashboard hears at most one hint this often per brand: a draw's settlement moves thousands of balances at once,
 * and each hint makes every open dashboard read its figures again (ADR 071).
 */
export const DASHBOARD_HINT_EVERY_MS = 5_000;

/** The events after which a brand's dashboard may read differently (ADR 071). */
const dashboardMoves = new Set<RealtimeEvent['type']>(['balance', 'message', 'back_office', 'chat']);

/** Who may ask for each topic: the console's chat is `support`'s, the dashboard `reports`' (ADR 069). */
const topicAccess: Record<TAdminLiveTopic, StaffAccess> = { chat: 'support', dashboard: 'reports' };

interface StaffChannel {
  socket: WebSocket;
  merchantId: number;
  operatorId: bigint;
  token: string;
  topics: readonly TAdminLiveTopic[];
}

const mayHear = (role: TOperatorRole, topics: readonly TAdminLiveTopic[]) =>
  topics.every((topic) => staffMay(topicAccess[topic], role));

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
 * The back office's live channel (ADR 065, 071) at `/admin/api/ws`: the operator's session token and topics as the
 * first message, then, for `chat` (customer service and the admin), every chat event of the brand from whichever
 * process made it (the NOTIFY bus), and for `dashboard` (the roles that read reports) a hint when the brand's money
 * moved or a request started waiting. While a chat channel is open its operator counts as online for the player's
 * dialog; the presence row is refreshed every 20 s and the session checked again then, so a signed-out or locked
 * operator's channel closes. The channel lives here because the chat made it; the dashboard only listens.
 */
export async function registerStaffChannel(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const open = new Set<StaffChannel>();

  const hintDue = new Map<number, ReturnType<typeof setTimeout>>();
  /** One hint per brand per DASHBOARD_HINT_EVERY_MS, sent when the pause ends to the brand's dashboards open here. */
  const hintDashboards = (merchantId: number) => {
    if (hintDue.has(merchantId)) return;
    const listening = (c: StaffChannel) => c.merchantId === merchantId && c.topics.includes('dashboard');
    if (![...open].some(listening)) return;
    const timer = setTimeout(() => {
      hintDue.delete(merchantId);
      for (const channel of open) if (listening(channel)) send(channel.socket, { type: 'dashboard' });
    }, DASHBOARD_HINT_EVERY_MS);
    timer.unref();
    hintDue.set(merchantId, timer);
  };

  const unsubscribe = deps.events.subscribe((event: RealtimeEvent) => {
    // Money moved (a balance), a member was told something (a decision), a request waits, a chat changed: the
    // dashboard's figures or queues may have (ADR 071).
    if (dashboardMoves.has(event.type)) hintDashboards(event.merchantId);
    if (event.type !== 'chat') return;
    const message = forStaff(event);
    if (!message) return;
    for (const channel of open) {
      if (channel.merchantId === event.merchantId && channel.topics.includes('chat')) send(channel.socket, message);
    }
  });

  const stillSignedIn = async (channel: StaffChannel): Promise<boolean> => {
    const row = await app.sessionLookups.operator(deps.db, channel.merchantId, hashToken(channel.token));
    return (
      row !== undefined &&
      !row.revoked_at &&
      row.expires_at > deps.now() &&
      row.status === 'active' &&
      !row.must_change_password &&
      mayHear(row.role, channel.topics)
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
          if (channel.topics.includes('chat')) await markPresent(deps.db, channel, deps.now());
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'staff presence not refreshed'));
    }
  }, PRESENCE_EVERY_MS);
  refresh.unref();
  app.addHook('onClose', async () => {
    unsubscribe();
    clearInterval(refresh);
    for (const timer of hintDue.values()) clearTimeout(timer);
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
      let parsed: ReturnType<typeof ZAdminRealtimeClientMessage.safeParse>;
      try {
        parsed = ZAdminRealtimeClientMessage.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = ZAdminRealtimeClientMessage.safeParse(null);
      }
      if (!parsed.success) {
        send(socket, { type: 'denied', code: 'invalid_input' });
        return socket.close(4400, 'invalid');
      }
      try {
        const row = await app.sessionLookups.operator(deps.db, merchantId, hashToken(parsed.data.token));
        if (!row) throw new Error('token_expired');
        const topics: TAdminLiveTopic[] = [...new Set(parsed.data.topics ?? ['chat' as const])];
        const candidate = { socket, merchantId, operatorId: row.id, token: parsed.data.token, topics };
        if (!(await stillSignedIn(candidate))) {
          const forbidden = !mayHear(row.role, topics) && row.status === 'active';
          send(socket, { type: 'denied', code: forbidden ? 'forbidden' : 'token_expired' });
          return socket.close(4401, 'denied');
        }
        channel = candidate;
        open.add(channel);
        if (topics.includes('chat')) await markPresent(deps.db, channel, deps.now());
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
      // This process's last chat channel of the operator: they leave now rather than when the row expires.
      const chatting = (c: StaffChannel) =>
        c.merchantId === closing.merchantId && c.operatorId === closing.operatorId && c.topics.includes('chat');
      if (closing.topics.includes('chat') && ![...open].some(chatting)) {
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
