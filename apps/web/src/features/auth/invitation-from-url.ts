/** An agent's link carries the affiliate code as `?affiliateCode=` or `?code=`, and a referral as `?referralCode=`. */
export function invitationFromUrl(): { affiliateCode: string; referralCode: string } {
  if (typeof location === 'undefined') return { affiliateCode: '', referralCode: '' };
  const params = new URLSearchParams(location.search);
  return {
    affiliateCode: (params.get('affiliateCode') ?? params.get('code') ?? '').trim().slice(0, 64),
    referralCode: (params.get('referralCode') ?? '').trim().slice(0, 64),
  };
}
