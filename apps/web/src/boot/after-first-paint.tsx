import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted what is on screen now and has a moment to spare (ADR 041): the
 * parts of a page nobody reads in its first second (the footer, the side bar, a popup, the live channel)
 * then neither lengthen the first paint nor start their downloads beside it. A frame first, so the paint
 * happens before; then an idle moment where the browser offers one (Safari does not: a timer stands in),
 * with a deadline so a page that is never idle still gets them. Returns a cancel for an effect's cleanup.
 */
export function whenPainted(run: () => void): () => void {
  let cancelled = false;
  let waiting = true;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterFrame = () => {
    if (cancelled || !waiting) return;
    waiting = false;
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: 1_500 });
    else timer = setTimeout(run, 0);
  };
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
  // A background tab draws no frames: this timer lets it go on all the same.
  const noFrame = setTimeout(afterFrame, frame === undefined ? 0 : 500);
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(noFrame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * Whether the page has had its first paint: a part mounted later (the account menu after a sign-in, a
 * dialog's menu) has nothing to wait for, and shows at once.
 */
let pagePainted = false;

/**
 * False on the first render, true once the first paint is on screen (see whenPainted). The change is a
 * transition, so React renders what it reveals in slices the browser can interrupt, not in one long task.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(pagePainted);
  useEffect(
    () =>
      painted
        ? undefined
        : whenPainted(() => {
            pagePainted = true;
            startTransition(() => setPainted(true));
          }),
    [painted],
  );
  return painted;
}

/**
 * Like usePainted, but for this mount: false on its first render even long after the page's first paint,
 * true once what it drew is on screen. For a part that is heavy each time it appears (a lobby's full grid).
 */
export function useNextPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenPainted(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/** Renders `children` only after the first paint (`fallback`, e.g. a box holding their place, before). */
export function AfterFirstPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return usePainted() ? children : fallback;
}

/**
 * Renders `children` only once what was drawn with them is on screen (`fallback` before): for a part below the
 * fold that mounts with a heavy one (the lottery's results, under its desk), so the two are drawn, styled and
 * laid out in tasks of their own instead of one long one.
 */
export function AfterNextPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useNextPaint() ? children : fallback;
}
