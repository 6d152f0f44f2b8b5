/**
 * What the site shows of a phone number: enough to recognise it (the first two and last two digits), not
 * enough to copy it from a shared screen.
 */
export function maskMobile(dialingCode: string | null, mobile: string | null): string {
  if (!mobile) return '';
  const full = `${dialingCode ?? ''}${mobile}`;
  if (full.length <= 4) return '*'.repeat(full.length);
  return `${full.slice(0, 2)}${'*'.repeat(full.length - 4)}${full.slice(-2)}`;
}

/** d***@example.com: the first letter of the mailbox and the whole domain. */
export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
