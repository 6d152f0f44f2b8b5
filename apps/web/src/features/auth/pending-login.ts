import type { TLoginValue } from '@gemilang/contract';
import { useSyncExternalStore } from 'react';

export type ChangeReason = 'firstTime' | 'expired';

export interface PendingLogin {
  value: TLoginValue;
  reason: ChangeReason;
}

/**
 * A sign-in that must change its password first. The token is held here, in memory only, and
 * not in the session: the shell shows the signed-in strip only once the change is done, and a reload
 * before that leaves the visitor signed out rather than half signed in.
 */
let pending: PendingLogin | null = null;
const listeners = new Set<() => void>();

export function setPendingLogin(next: PendingLogin | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

export function getPendingLogin(): PendingLogin | null {
  return pending;
}

export function usePendingLogin(): PendingLogin | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getPendingLogin,
    getPendingLogin,
  );
}
