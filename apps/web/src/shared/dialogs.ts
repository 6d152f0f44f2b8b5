import { useSyncExternalStore } from 'react';

/**
 * Which site-wide dialog is open. Features open dialogs by name (the header's login button, a game that
 * needs sign-in, the footer's help links) and the shell mounts the dialog components that read this.
 * Only one of these dialogs is open at a time; opening another replaces it.
 */
export type DialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'forcedPasswordChange'
  | 'announcements'
  | 'help'
  /** props.page: one of the member centre's page ids (app/member-centre/pages.ts); more props go to it. */
  | 'memberCentre'
  /** props.page: one of the agent centre's page ids (app/agent-centre/page-ids.ts). */
  | 'agentCentre'
  /** The customer-service chat room (ADR 065). */
  | 'supportChat';

export interface DialogState {
  name: DialogName | null;
  /** Extra input: the register tab, the help topic anchor, the announcement to show first… */
  props: Record<string, string>;
}

let state: DialogState = { name: null, props: {} };
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function openDialog(name: DialogName, props: Record<string, string> = {}): void {
  state = { name, props };
  emit();
}

export function closeDialog(): void {
  state = { name: null, props: {} };
  emit();
}

export function getDialog(): DialogState {
  return state;
}

export function useDialog(): DialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDialog,
    getDialog,
  );
}
