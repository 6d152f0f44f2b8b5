import { afterEach, describe, expect, it } from 'vitest';
import { invitationFromUrl } from './invitation-from-url';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the codes a registration link carries', () => {
  it('reads a member invite link by either name of its referral code, and an agent link apart', () => {
    window.history.replaceState(null, '', '/register?referralCode=AB2CD3EF');
    expect(invitationFromUrl()).toEqual({ affiliateCode: '', referralCode: 'AB2CD3EF' });
    window.history.replaceState(null, '', '/register?ref=%20XY7ZW8QR%20');
    expect(invitationFromUrl()).toEqual({ affiliateCode: '', referralCode: 'XY7ZW8QR' });
    window.history.replaceState(null, '', '/register?affiliateCode=DEMO2026');
    expect(invitationFromUrl()).toEqual({ affiliateCode: 'DEMO2026', referralCode: '' });
  });
});
