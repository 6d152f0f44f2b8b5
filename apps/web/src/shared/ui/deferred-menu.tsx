import type { ReactNode } from 'react';

/**
 * Menus (Radix DropdownMenu) load their code just after the page shows, to keep it off the first
 * paint's script budget. Until then a look-alike trigger stands in; a press on it is remembered, and
 * the real menu opens as soon as it arrives, so no press is lost.
 */
const pressed = new Set<string>();

/** Whether the stand-in for menu `id` was pressed (pure, so a double render in StrictMode agrees). */
export function pendingOpen(id: string): boolean {
  return pressed.has(id);
}

/** Called by the real menu once mounted (it has read `pendingOpen`), so a later mount starts closed. */
export function settleOpen(id: string): void {
  pressed.delete(id);
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
