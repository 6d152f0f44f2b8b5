import type { TRealtimeServerMessage } from '@gemilang/contract';

/**
 * What the member's live channel pushes, for any screen that wants it. Kept apart from the connection
 * (realtime.ts), which loads after the first paint: subscribing costs the home page nothing.
 */
type Listener = (message: TRealtimeServerMessage) => void;

const listeners = new Set<Listener>();

export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitRealtime(message: TRealtimeServerMessage): void {
  for (const listener of listeners) listener(message);
}
