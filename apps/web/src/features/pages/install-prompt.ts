import { useSyncExternalStore } from 'react';

/** Chrome's install offer (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

/**
 * Browsers that can install the site as an app (Chrome and Edge on Android and desktop) offer it once,
 * early, possibly before the download page is open; main.tsx calls this at start so the offer is kept
 * for the page's Install button.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

export function useInstallOffer(): (() => Promise<void>) | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
  if (!current) return null;
  return async () => {
    await current.prompt();
    await current.userChoice;
    offer = null;
    emit();
  };
}
