import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { usePainted } from './after-first-paint';

/**
 * Menus (Radix DropdownMenu) load their code just after the page shows, to keep it off the first
 * paint's script budget and its downloads off the first paint's line (ADR 043: on a phone the language
 * menu's 40 KB were fetched and run before the banner was drawn). Until then a look-alike trigger stands in; a press on it is remembered, and
 * the real menu opens as soon as it arrives, so no press is lost.
 */
const pressed = new Set<string>();

/** Whether the stand-in for menu `id` was pressed (pure, so a double render in StrictMode agrees). */
export function pendingOpen(id: string): boolean {
  return pressed.has(id);
}

/** Forgets the press once the real menu is on screen and has read it, so a later mount starts closed. */
function settleOpen(id: string): void {
  pressed.delete(id);
}

/**
 * The real menu's open state (for its Radix `open` and `onOpenChange`): open from the start if its stand-in was
 * pressed, and opened once on screen if the press came while the menu was being drawn. An arriving menu is
 * drawn in slices (ADR 043): its first render can read "not pressed", the press land on the stand-in still on
 * screen, and the menu then appear closed with the press forgotten (a tap just after the page showed did
 * nothing).
 */
export function useDeferredMenuOpen(id: string) {
  const [open, setOpen] = useState(() => pendingOpen(id));
  useEffect(() => {
    if (pendingOpen(id)) setOpen(true);
    settleOpen(id);
  }, [id]);
  return [open, setOpen] as const;
}

export function MenuPlaceholder({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      className={className}
      // Radix opens its menus on pointerdown; remember the press from then, not from the click, so a menu
      // that arrives between the two still opens. onClick covers the keyboard.
      onPointerDown={() => pressed.add(id)}
      onClick={() => pressed.add(id)}
    >
      {children}
    </button>
  );
}

/**
 * A menu whose code (a lazy component in `children`) is asked for only once the page is painted (ADR 043);
 * `placeholder`, a MenuPlaceholder with the same name, stands in before and while it arrives.
 */
export function DeferredMenu({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return usePainted() ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
