import { systemRoutes } from '@gemilang/contract/web';
import { useSyncExternalStore } from 'react';
import { ApiError, callApi } from '../../shared/api/client';

/**
 * One captcha for the whole page. The server binds the latest captcha to the browser's cookie, so two
 * forms showing two different images (the header bar and the login dialog) would make one of them wrong;
 * here every captcha field shows the same image and a refresh updates all of them. A new image is asked
 * at most once a second, later requests within that second are folded into one.
 */
interface CaptchaState {
  image: string | null;
  failed: boolean;
  /** The server's words for a refusal (too many pictures from this address, say), in the visitor's language. */
  message?: string;
}

let state: CaptchaState = { image: null, failed: false };
let lastRequestAt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: CaptchaState) {
  state = next;
  for (const listener of listeners) listener();
}

function toDataUrl(png: string): string {
  return png.startsWith('data:') ? png : `data:image/png;base64,${png}`;
}

async function load() {
  timer = undefined;
  lastRequestAt = Date.now();
  try {
    set({ image: toDataUrl(await callApi(systemRoutes.captcha)), failed: false });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'captcha_too_soon') refreshCaptcha();
    else set({ image: state.image, failed: true, message: error instanceof ApiError ? error.message : undefined });
  }
}

export function refreshCaptcha(): void {
  if (timer !== undefined) return;
  const wait = Math.max(0, lastRequestAt + 1000 - Date.now());
  timer = setTimeout(() => void load(), wait);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export function useCaptcha(): CaptchaState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests start each case with no captcha and no refresh pending. */
export function resetCaptcha(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  lastRequestAt = 0;
  state = { image: null, failed: false };
}
