/**
 * The play token the page holds (ADR 048). The frame's address carries a one-time code, which the session
 * call exchanges once for the play token; the token is kept in this tab's sessionStorage under the game and
 * the code it came from, so a reload of the frame (the same address, its code spent) opens the game again
 * with the token, and another tab or a new launch never inherits it. It never goes into an address.
 */
const KEY = 'gemilang.playToken';

interface Held {
  game: string;
  code: string;
  token: string;
}

/** The token a reload of this game's address already holds, if any. */
export function heldToken(game: string, code: string): string | null {
  try {
    const held = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Held> | null;
    return held && held.game === game && held.code === code && typeof held.token === 'string' ? held.token : null;
  } catch {
    return null;
  }
}

export function holdToken(game: string, code: string, token: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ game, code, token } satisfies Held));
  } catch {
    // Private mode without storage: a reload then asks for a new launch.
  }
}
