/**
 * "Remember me" (a remembered last-user cookie for 24 hours). Only the username is kept. The product
 * also names a remembered-password cookie; we do not write one: a password in a cookie is readable by any
 * script on the page and travels with every request, and the browser's password manager (fed by the
 * inputs' autocomplete attributes) already offers the same comfort safely. See docs/adr.
 */
const COOKIE = 'gemilang_last_user';
const DAY_SECONDS = 24 * 60 * 60;

export function rememberedUser(): string {
  if (typeof document === 'undefined') return '';
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

export function rememberUser(username: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers our players use.
  document.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; Max-Age=${DAY_SECONDS}; Path=/; SameSite=Lax${secure}`
    : `${COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
