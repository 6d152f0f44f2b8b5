/** The headline line the static paint showed, and in which language (see firstPaintHeadline). */
let headline: { language: string; text: string } | null = null;

/**
 * Hands the page over from index.html's static first paint (ADR 043) to React. The static header and welcome
 * stay on screen while React shows only its waiting splash (hidden under them by index.html's style), and
 * go in the same frame as React draws anything else: the shell, the reload offer, the maintenance page, the
 * splash's retry. A mutation observer sees that draw before the browser paints it, wherever it comes from,
 * so no path can leave the static paint over the real page. It keeps the headline line the static paint
 * showed, for the marquee.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const staticPaint = document.getElementById('first-paint');
  const page = document.documentElement.dataset;
  headline = staticPaint && page.firstPaint ? shownHeadline(staticPaint, page.firstPaintLang) : null;
  if (!staticPaint || !page.firstPaint) {
    staticPaint?.remove();
    return;
  }
  const waiting = () =>
    root.childElementCount === 1 && root.firstElementChild?.matches('#boot, [data-splash="waiting"]') === true;
  const observer = new MutationObserver(() => {
    if (waiting()) return;
    observer.disconnect();
    staticPaint.remove();
    delete page.firstPaint;
    delete page.firstPaintWords;
    delete page.firstPaintLang;
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-splash'] });
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
