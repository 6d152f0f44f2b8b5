/**
 * The game the member launched last, for /game to frame ("the launch URL is stored and the app
 * moves to /game"). Kept in sessionStorage so a reload of /game in the same tab shows the same game, and a
 * new tab does not inherit another tab's launch token.
 */
export interface LaunchedGame {
  url: string;
  name: string;
  code: string;
  vassalage: string;
  /** The lobby it was launched from, for the way back. */
  lobby?: string;
}

const KEY = 'gemilang.launchedGame';

export function storeLaunchedGame(game: LaunchedGame): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(game));
  } catch {
    // Private mode without storage: /game then says there is nothing to show.
  }
}

export function launchedGame(): LaunchedGame | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<LaunchedGame>) : null;
    return parsed && typeof parsed.url === 'string' && isFrameable(parsed.url) ? (parsed as LaunchedGame) : null;
  } catch {
    return null;
  }
}

/** Only this site's own paths or an https vendor address go into the frame (never javascript: or data:). */
export function isFrameable(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}
