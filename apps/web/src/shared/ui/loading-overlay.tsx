import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

// A counter rather than a flag: two overlapping pieces of work (a game launch and a balance refresh) each
// show and hide once, and the overlay stays until both are done.
let pending = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function showLoading(): void {
  pending += 1;
  emit();
}

export function hideLoading(): void {
  pending = Math.max(0, pending - 1);
  emit();
}

/** Shows the overlay while `work` runs, whatever its outcome. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  showLoading();
  try {
    return await work();
  } finally {
    hideLoading();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const count = () => pending;

/** Mount once (the shell does): the site's loading overlay, above every dialog. */
export function LoadingOverlayHost() {
  const { t } = useTranslation('dialogs');
  const shown = useSyncExternalStore(subscribe, count, count) > 0;
  if (!shown || typeof document === 'undefined') return null;
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[70] grid place-items-center bg-night/60 backdrop-blur-[2px] transition-opacity duration-150 starting:opacity-0"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface px-8 py-6 text-gold shadow-2xl">
        <Spinner size={36} />
        <span className="text-ink-soft text-sm">{t('loading')}</span>
      </div>
    </div>,
    document.body,
  );
}
