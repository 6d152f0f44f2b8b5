import { onFirstScreenDrawn } from './first-screen-drawn';

/** The headline line the static paint showed, and in which language (see firstPaintHeadline). */
let headline: { language: string; text: string } | null = null;

/** The longest a lobby's static first screen covers React's page, if the lobby never says it is drawn. */
const COVER_MS = 5_000;
/** The longest the hand-over waits for the lobby's first pictures to be decoded once it is drawn. */
const DECODE_MS = 1_000;

/**
 * Hands the page over from index.html's static first paint (ADR 043) to React. The static header and welcome
 * stay on screen while React shows only its waiting splash (hidden under them by index.html's style), and
 * go in the same frame as React draws anything else: the shell, the reload offer, the maintenance page, the
 * splash's retry. A mutation observer sees that draw before the browser paints it, wherever it comes from,
 * so no path can leave the static paint over the real page. It keeps the headline line the static paint
 * showed, for the marquee.
 *
 * A game lobby's static first screen (its hot games' cards) stays a little longer: when React draws the
 * shell on that lobby, the static paint covers it until the lobby says its first screen is drawn and its
 * first pictures are decoded (the same pictures, in the same places), so the cards never vanish and come
 * back. It goes at once if React draws anything else (another address, a page without the shell), and after
 * COVER_MS whatever happens.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const staticPaint = document.getElementById('first-paint');
  const page = document.documentElement.dataset;
  headline = staticPaint && page.firstPaint ? shownHeadline(staticPaint, page.firstPaintLang) : null;
  if (!staticPaint || !page.firstPaint) {
    staticPaint?.remove();
    return;
  }
  const lane = page.firstPaintLobby;
  const lobby = lane ? staticPaint.querySelector(`[data-lobby="${lane}"]`) : null;
  const onLobby = () => window.location.pathname.replace(/\/+$/, '').toLowerCase() === `/${lane}`;
  const waiting = () =>
    root.childElementCount === 1 && root.firstElementChild?.matches('#boot, [data-splash="waiting"]') === true;
  let cover: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    observer.disconnect();
    clearTimeout(cover);
    onFirstScreenDrawn(null);
    staticPaint.remove();
    delete page.firstPaint;
    delete page.firstPaintWords;
    delete page.firstPaintLang;
    delete page.firstPaintLobby;
    delete page.firstPaintCover;
  };
  const observer = new MutationObserver(() => {
    if (waiting()) return;
    if (lobby && onLobby() && root.querySelector('#main')) {
      if (page.firstPaintCover === undefined) {
        page.firstPaintCover = '';
        cover = setTimeout(finish, COVER_MS);
      }
      return;
    }
    finish();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-splash'] });
  if (lobby) onFirstScreenDrawn(() => void picturesDecoded(root).then(finish));
}

/**
 * Resolves once the first screen's pictures (the ones asked for at once, GameArt's `firstScreen`) are decoded,
 * so the frame that lifts the cover already shows them; or after DECODE_MS, or at once where nothing decodes.
 */
function picturesDecoded(root: HTMLElement): Promise<unknown> {
  const pictures = [...root.querySelectorAll<HTMLImageElement>('#main img[loading="eager"]')];
  const decoded = pictures.map((picture) =>
    typeof picture.decode === 'function' ? picture.decode().catch(() => undefined) : undefined,
  );
  return Promise.race([Promise.all(decoded), new Promise((resolve) => setTimeout(resolve, DECODE_MS))]);
}

/** The headline strip's line the server wrote into the static paint in the visitor's language, if any. */
function shownHeadline(staticPaint: HTMLElement, language: string | undefined): typeof headline {
  const text = staticPaint.querySelector(`[data-headline="${language}"] [data-headline-text]`)?.textContent ?? '';
  return language && text.trim() ? { language, text } : null;
}

/**
 * The headline line the static first paint showed in this language, or null. The marquee draws it while
 * the announcements are still on their way, so the strip's words do not vanish when React takes over and
 * come back when the call answers (and the largest paint of a lobby stays the static one).
 */
export function firstPaintHeadline(language: string): string | null {
  return headline?.language === language ? headline.text : null;
}
