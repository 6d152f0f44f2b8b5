/**
 * An agent's link carries the affiliate code as `?affiliateCode=` or `?code=`; a member's invite link its referral
 * code as `?referralCode=` (or the shorter `?ref=`, ADR 061).
 */
export function invitationFromUrl(): { affiliateCode: string; referralCode: string } {
  if (typeof location === 'undefined') return { affiliateCode: '', referralCode: '' };
  const params = new URLSearchParams(location.search);
  return {
    affiliateCode: (params.get('affiliateCode') ?? params.get('code') ?? '').trim().slice(0, 64),
    referralCode: (params.get('referralCode') ?? params.get('ref') ?? '').trim().slice(0, 64),
  };
}
