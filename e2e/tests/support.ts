import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config';

export { DEMO_PASSWORD };

/** The back-office API as the demo operator, for setting the scene and restoring it afterwards. */
export async function backOffice(request: APIRequestContext) {
  const signIn = await request.post('/admin/api/session', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const token: string = (await signIn.json()).value.token;
  const call = async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, data?: unknown) => {
    const res = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    expect(body.success, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
  return { call };
}

/**
 * Starts the page in a language without touching the switcher (the switcher has its own test), with the
 * once-a-session popup announcement already seen (it is modal, and has its own unit test).
 */
export async function startIn(page: Page, language: 'ms' | 'en' | 'zh') {
  await page.addInitScript(
    ({ lang, popupKey }) => {
      sessionStorage.setItem(popupKey, '1');
      if (!sessionStorage.getItem('e2e-lang-set')) {
        localStorage.setItem('lang', lang);
        sessionStorage.setItem('e2e-lang-set', '1');
      }
    },
    { lang: language, popupKey: POPUP_SEEN_KEY },
  );
}

/** Where the site remembers that this browser session has seen the popup announcement. */
const POPUP_SEEN_KEY = 'gemilang.popupShown';

/** Marks the popup as seen without choosing a language. */
export async function skipPopup(page: Page) {
  await page.addInitScript((popupKey) => sessionStorage.setItem(popupKey, '1'), POPUP_SEEN_KEY);
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}
