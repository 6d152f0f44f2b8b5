import { useSyncExternalStore } from 'react';

/**
 * The lottery page's toggle for the head navigation: a player following a draw can fold the
 * header's navigation bar away for more of the board, and bring it back. Other pages always show it.
 */
let hidden = false;
const listeners = new Set<() => void>();

export function setHeadNavHidden(next: boolean): void {
  if (next === hidden) return;
  hidden = next;
  for (const l of listeners) l();
}

export function useHeadNavHidden(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => hidden,
    () => false,
  );
}
