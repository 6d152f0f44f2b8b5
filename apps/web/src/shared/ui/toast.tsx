import { X } from 'lucide-react';
import { Portal, Toast } from 'radix-ui';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/**
 * Small notices in a corner (a deposit credited, a withdrawal approved) that leave on their own. Radix's
 * toast announces each one politely to screen readers, pauses while hovered or focused, and can be swiped
 * away; `showToast` may be called from anywhere, a single `Toaster` shows them.
 */
export type ToastTone = 'success' | 'danger' | 'info';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  tone: ToastTone;
}

const MAX_SHOWN = 4;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showToast(toast: Omit<ToastItem, 'id' | 'tone'> & { tone?: ToastTone }): number {
  const id = nextId++;
  const item: ToastItem = { tone: 'info', ...toast, id };
  items = [...items, item].slice(-MAX_SHOWN);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}

const toneBar: Record<ToastTone, string> = {
  success: 'border-l-success',
  danger: 'border-l-danger',
  info: 'border-l-gold',
};

export function Toaster({
  closeLabel,
  regionLabel,
  duration = 6000,
  icon,
}: {
  /** The close button's accessible name, in the page's language. */
  closeLabel: string;
  /** The name of the notifications region (Radix adds the hotkey that focuses it). */
  regionLabel: string;
  duration?: number;
  icon?: (tone: ToastTone) => ReactNode;
}) {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={duration} swipeDirection="right" label={regionLabel}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={[
            'pointer-events-auto flex items-start gap-3 rounded-xl border border-line border-l-4 bg-raised p-3 pr-2 shadow-xl shadow-black/40',
            'data-[state=open]:animate-[route-fade-in_180ms_ease-out]',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:hidden',
            toneBar[toast.tone],
          ].join(' ')}
        >
          {icon ? <span className="mt-0.5 shrink-0">{icon(toast.tone)}</span> : null}
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold text-ink text-sm tabular-nums">{toast.title}</Toast.Title>
            {toast.description ? (
              <Toast.Description className="mt-0.5 text-ink-soft text-xs">{toast.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={closeLabel}
            className="grid size-8 shrink-0 place-items-center rounded-md text-ink-soft hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
          >
            <X size={16} aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On <body>, beside the dialogs, not in the page's root: a toast stays readable and can be closed while a
          modal makes the page inert (inert-page.ts). */}
      <Portal.Root asChild container={document.body}>
        <Toast.Viewport className="pointer-events-none fixed top-3 right-3 left-3 z-[60] m-0 flex list-none flex-col gap-2 p-0 outline-none sm:left-auto sm:w-96" />
      </Portal.Root>
    </Toast.Provider>
  );
}
