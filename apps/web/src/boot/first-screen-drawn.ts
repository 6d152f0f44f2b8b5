/**
 * How a page tells the hand-over from index.html's static first paint (boot/static-paint-hand-over.ts, ADR 043) that its
 * own first screen is drawn. A game lobby's static first screen covers React's page until then, so its cards
 * do not vanish while the lobby's reads are still on their way and come back when they answer. A page with
 * no static first screen of its own calls it all the same: nobody listens then.
 */
let listener: (() => void) | null = null;

export function onFirstScreenDrawn(listen: (() => void) | null): void {
  listener = listen;
}

export function firstScreenDrawn(): void {
  listener?.();
}
