import { useEffect } from 'react';

/** Modals open now; the page is inert while there is at least one (a notice can open over a dialog). */
let openModals = 0;

/**
 * While a modal dialog is open, the page behind it (index.html's #root; the dialogs are drawn in their own
 * place on <body>) is inert: nothing in it can be focused, clicked or read by a screen reader.
 *
 * Radix traps focus in the dialog and hides the rest with aria-hidden, but it marks the nodes it finds as the
 * dialog opens, keeping any live region (`aria-live`) and the path to it readable: the page's parts drawn
 * later, or beside a live region, stayed reachable by a screen reader, and focusable controls sat inside
 * aria-hidden parts (axe's "aria-hidden-focus"). `inert` on the page's one root covers all of it, whenever
 * its parts are drawn.
 */
export function useInertPage(open: boolean) {
  useEffect(() => {
    const page = document.getElementById('root');
    if (!open || !page) return;
    openModals += 1;
    page.inert = true;
    return () => {
      openModals -= 1;
      if (openModals === 0) page.inert = false;
    };
  }, [open]);
}
