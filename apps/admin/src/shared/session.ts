import { type StaffAccess, staffMay, type TOperatorRole } from '@gemilang/contract';
import { useSyncExternalStore } from 'react';

/**
 * The operator's session: the bearer token and who signed in. Kept in sessionStorage so closing the
 * tab ends it on this machine (back-office machines are often shared); the server's expiry still rules.
 */
export interface OperatorSession {
  token: string;
  username: string;
  displayName: string;
  role: TOperatorRole;
  /** The server keeps a dev outbox this operator may read (admin role, never in production). */
  devOutbox?: boolean;
  /** The password was set by an administrator: nothing but changing it until it is (the server enforces it). */
  mustChangePassword?: boolean;
}

const key = 'gemilang.admin.session';
const listeners = new Set<() => void>();
let cached: OperatorSession | null | undefined;

function read(): OperatorSession | null {
  if (cached !== undefined) return cached;
  try {
    const raw = sessionStorage.getItem(key);
    cached = raw ? (JSON.parse(raw) as OperatorSession) : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function getSession(): OperatorSession | null {
  return read();
}

export function setSession(session: OperatorSession | null): void {
  cached = session;
  if (session) sessionStorage.setItem(key, JSON.stringify(session));
  else sessionStorage.removeItem(key);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the signed-in operator may use what `access` guards: the roles' table the server enforces (ADR 069). */
export function useMay(access: StaffAccess): boolean {
  return staffMay(access, useSession()?.role);
}
