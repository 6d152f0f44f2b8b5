import {
  adminRealtimePath,
  type TAdminLiveTopic,
  type TAdminRealtimeServerMessage,
  ZAdminRealtimeServerMessage,
} from '@gemilang/contract';
import { useEffect, useRef, useState } from 'react';
import { getSession } from './session';

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * The back office's live channel (ADR 065, 071) while a page that needs it is open: one WebSocket opened with the
 * operator's token and the page's topics as its first message, reopened with growing pauses when it drops. Staff count
 * as online to players while a `chat` channel is open, so it lives with the console page, not the whole back office;
 * the dashboard asks for `dashboard` only. Each event goes to `onEvent`.
 */
export function useBackOfficeLive(
  topic: TAdminLiveTopic,
  onEvent: (message: TAdminRealtimeServerMessage) => void,
): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const token = getSession()?.token;
    if (!token || typeof WebSocket === 'undefined') {
      setState('offline');
      return;
    }
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let stopped = false;

    const connect = () => {
      const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
      const next = new WebSocket(`${scheme}//${location.host}${adminRealtimePath}`);
      socket = next;
      setState('connecting');
      next.onopen = () => next.send(JSON.stringify({ type: 'auth', token, topics: [topic] }));
      next.onmessage = (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parsed = ZAdminRealtimeServerMessage.safeParse(data);
        if (!parsed.success) return;
        if (parsed.data.type === 'ready') {
          attempts = 0;
          setState('live');
        }
        handler.current(parsed.data);
      };
      next.onclose = (event) => {
        if (stopped || socket !== next) return;
        socket = null;
        setState('offline');
        // 4401: the session ended; the next call to the API sends the operator to sign in. Do not hammer.
        if (event.code === 4401) return;
        attempts += 1;
        retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** Math.min(attempts, 5)));
      };
    };
    connect();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket?.close();
    };
  }, [topic]);

  return state;
}
