import { matchesPattern } from './register-patterns';

/**
 * How a visitor who leaves a message while nobody is online can be answered (ADR 070): they have no account to
 * receive a platform message, so they give a phone number or an e-mail address, which staff use outside the site.
 * Zod-free, so the player site's form checks it the same way as the server before sending.
 */
export const supportChatContactKinds = ['phone', 'email'] as const;
export type TSupportChatContactKind = (typeof supportChatContactKinds)[number];

/** The longest contact (an e-mail address's limit). */
export const supportChatMaxContact = 254;

/**
 * The contact as it is kept, with its kind, or null when it is neither: a phone number is 8 to 15 digits with an
 * optional leading +, written with or without spaces, dashes, dots or brackets (kept as the + and digits only); an
 * e-mail address has the registration form's e-mail shape (register-patterns.ts, pattern 3).
 */
export function supportChatContact(raw: string): { kind: TSupportChatContactKind; value: string } | null {
  const value = raw.trim();
  if (value === '' || value.length > supportChatMaxContact) return null;
  if (value.includes('@')) return matchesPattern(3, value) ? { kind: 'email', value } : null;
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  return { kind: 'phone', value: `${value.startsWith('+') ? '+' : ''}${digits}` };
}
