/**
 * Hands the page over from index.html's static first paint (ADR 043) to React. The static header and welcome
 * stay on screen while React shows only its waiting splash (hidden under them by index.html's style), and
 * go in the same frame as React draws anything else: the shell, the reload offer, the maintenance page, the
 * splash's retry. A mutation observer sees that draw before the browser paints it, wherever it comes from,
 * so no path can leave the static paint over the real page.
 */
export function handOverFirstPaint(root: HTMLElement): void {
  const staticPaint = document.getElementById('first-paint');
  if (!staticPaint || !document.documentElement.dataset.firstPaint) {
    staticPaint?.remove();
    return;
  }
  const waiting = () =>
    root.childElementCount === 1 && root.firstElementChild?.matches('#boot, [data-splash="waiting"]') === true;
  const observer = new MutationObserver(() => {
    if (waiting()) return;
    observer.disconnect();
    staticPaint.remove();
    delete document.documentElement.dataset.firstPaint;
    delete document.documentElement.dataset.firstPaintWords;
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-splash'] });
}
