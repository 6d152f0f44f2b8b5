import { useSyncExternalStore } from 'react';

/** The session values, kept in localStorage so a reload keeps the player signed in. */
export interface Session {
  token: string;
  account: string;
  merchant: string;
  /** Numeric user type: 4 trial; 1, 2, 41, 42 agents. */
  isAgent: number;
  customerId: string;
  memberLabel: string[];
  /** This session is the member's first sign-in ever: the home page greets a new member, not "welcome back". */
  firstSignIn?: boolean;
}

const KEY = 'gemilang.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Session) : null;
    // The token is dropped when no account is stored with it.
    return parsed?.token && parsed.account ? parsed : null;
  } catch {
    return null;
  }
}

let current: Session | null = typeof localStorage === 'undefined' ? null : read();

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session | null): void {
  current = session;
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const l of listeners) l();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export const AGENT_TYPES = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;
