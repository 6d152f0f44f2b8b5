/**
 * The visitor key (ADR 065): 32 random base64url characters made once and kept in this browser, which is how a
 * visitor's chat is found again. A signed-in member does not send it.
 */
const STORAGE_KEY = 'gemilang.chatVisitorKey';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The key this browser already has, or null. */
export function storedVisitorKey(): string | null {
  const key = storage()?.getItem(STORAGE_KEY) ?? null;
  return key && /^[A-Za-z0-9_-]{32,64}$/.test(key) ? key : null;
}

export function visitorKey(): string {
  const found = storedVisitorKey();
  if (found) return found;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  const key = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  storage()?.setItem(STORAGE_KEY, key);
  return key;
}
