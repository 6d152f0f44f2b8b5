import { randomInt } from 'node:crypto';

// Read aloud or copied from a phone: no 0/O, 1/I/L that people confuse.
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const LOWER = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] as string;
}

/** A member's own referral code: 8 characters, capitals and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = UPPER + DIGITS;
  return Array.from({ length: 8 }, () => pick(alphabet)).join('');
}

/**
 * A 10-character temporary password with a capital, a small letter and a digit, so it passes the usual
 * password patterns (letters and digits both required) should the member type it back as-is.
 */
export function newTemporaryPassword(): string {
  const all = UPPER + LOWER + DIGITS;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), ...Array.from({ length: 7 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
