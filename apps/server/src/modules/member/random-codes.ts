import { randomInt } from 'node:crypto';

// Read aloud or copied from a phone: no 0/O, 1/I/L that people confuse.
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)] as string;
}

/** A member's own referral code: 8 characters, capitals and digits without look-alikes. */
export function newReferralCode(): string {
  const alphabet = UPPER + DIGITS;
  return Array.from({ length: 8 }, () => pick(alphabet)).join('');
}
