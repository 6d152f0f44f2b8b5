import { readRealtimeServerMessage, realtimePath } from '@gemilang/contract/web';
import { emitRealtime } from './realtime-events';
import { getSession, subscribeSession } from './session';

/**
 * The member's live channel (contract realtime.ts): one WebSocket while a session exists, opened with the
 * session's token as its first message, reopened with growing pauses when it drops, closed on sign-out.
 * Features subscribe to what it pushes (balance changes, new messages) with `subscribeRealtime` from
 * realtime-events.ts; this connection code loads after the first paint.
 */
let socket: WebSocket | null = null;
let token: string | null = null;
let retry: ReturnType<typeof setTimeout> | null = null;
let attempts = 0;

function deliver(raw: unknown) {
  let data: unknown;
  try {
    data = JSON.parse(String(raw));
  } catch {
    return;
  }
  const message = readRealtimeServerMessage(data);
  if (!message) return;
  if (message.type === 'ready') attempts = 0;
  emitRealtime(message);
}

function close() {
  if (retry) clearTimeout(retry);
  retry = null;
  const open = socket;
  socket = null;
  open?.close();
}

function connect(forToken: string) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const next = new WebSocket(`${scheme}//${location.host}${realtimePath}`);
  socket = next;
  next.onopen = () => next.send(JSON.stringify({ type: 'auth', token: forToken }));
  next.onmessage = (event) => deliver(event.data);
  next.onclose = (event) => {
    if (socket !== next) return;
    socket = null;
    // 4401: the session is no longer valid; the next call to the API will clear it. Do not hammer.
    if (event.code === 4401 || token !== forToken) return;
    attempts += 1;
    const wait = Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5));
    retry = setTimeout(() => {
      retry = null;
      if (token === forToken) connect(forToken);
    }, wait);
  };
}

function follow() {
  const next = getSession()?.token ?? null;
  if (next === token) return;
  close();
  token = next;
  attempts = 0;
  if (next && typeof WebSocket !== 'undefined') connect(next);
}

let started = false;

/** Opens the channel for the current session and follows sign-in and sign-out; call once at start. */
export function startRealtime(): void {
  if (started) return;
  started = true;
  follow();
  subscribeSession(follow);
}

export { subscribeRealtime } from './realtime-events';
