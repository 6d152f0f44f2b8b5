import { encryptBody } from '@gemilang/contract/web';
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
 * A new operator's first act: replacing the password the administrator handed over (until then the back
 * office allows nothing else).
 */
export async function ownPassword(request: APIRequestContext, username: string, given: string, own: string) {
  const signIn = await request.post('/admin/api/session', { data: { username, password: given } });
  const token: string = (await signIn.json()).value.token;
  const res = await request.post('/admin/api/me/password', {
    data: { currentPassword: given, newPassword: own },
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await res.json()).success).toBe(true);
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

const captchaRule = { field: 'captcha', acceptedPattern: '*', patternId: 6, minLength: 4, maxLength: 4 } as const;

/**
 * A member of the test's own, registered through the API (the encrypted call the register dialog makes),
 * so a test that moves money or changes a password leaves the demo accounts as they were and passes alone,
 * in any order and on retry. The captcha, a picture a person reads, is off only while registering.
 */
export async function newMember(
  request: APIRequestContext,
  prefix = 'e2e',
): Promise<{ username: string; password: string }> {
  const username = uniqueName(prefix);
  const password = 'Secret2026';
  const office = await backOffice(request);
  await office.call('PUT', '/admin/api/register-settings', {
    fields: [{ ...captchaRule, enabled: false, required: false }],
    minAge: 18,
  });
  try {
    const publicKey = (await (await request.get('/wps/system/publicKey')).json()).value;
    const body = await encryptBody(publicKey, {
      username,
      password,
      confirmPassword: password,
      agreeTerms: true,
      login: false,
    });
    const res = await request.put('/wps/member/register', { data: body });
    const reply = await res.json();
    expect(reply.success, `register ${username}: ${JSON.stringify(reply)}`).toBe(true);
  } finally {
    await office.call('PUT', '/admin/api/register-settings', {
      fields: [{ ...captchaRule, enabled: true, required: true }],
      minAge: 18,
    });
  }
  return { username, password };
}

/** A member's session token from the sign-in call the header's form makes (encrypted, as the browser sends it). */
export async function signInByApi(request: APIRequestContext, username: string, password: string): Promise<string> {
  const publicKey = (await (await request.get('/wps/system/publicKey')).json()).value;
  const res = await request.post('/wps/session/login', { data: await encryptBody(publicKey, { username, password }) });
  const reply = await res.json();
  expect(reply.success, JSON.stringify(reply)).toBe(true);
  return reply.value.token;
}

/** Signs a member in from the header's form on the home page, in English. */
export async function signInFromHeader(page: Page, username: string, password: string) {
  await startIn(page, 'en');
  await page.goto('/index');
  const header = page.getByRole('form', { name: 'Log in' });
  await header.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await header.getByLabel('Password', { exact: true }).fill(password);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible();
}

/** A member of the test's own (see newMember) whose wallet the back office credited with this amount. */
export async function newMemberWithMoney(
  request: APIRequestContext,
  prefix: string,
  amount: string,
): Promise<{ username: string; password: string }> {
  const member = await newMember(request, prefix);
  const office = await backOffice(request);
  await office.call('POST', '/admin/api/adjustments', {
    username: member.username,
    amount,
    reason: 'e2e stake',
    idempotencyKey: uniqueName(prefix),
  });
  return member;
}
