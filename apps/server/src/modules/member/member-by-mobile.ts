import type { Db } from '../../db/connection';
import type { MemberStatus } from '../../db/schema';
import type { MerchantContext } from '../../platform/context';

export interface MobileMember {
  id: bigint;
  username: string;
  type: number;
  status: MemberStatus;
}

/** `+60` and `60` are the same dialling code; stored and compared without the plus. */
export function normalizeDialingCode(raw: string): string {
  return raw.trim().replace(/^\+/, '').replace(/^0+/, '');
}

/** A national number without its trunk zero: Malaysians type 012…, the E.164 form is 60 12…. */
export function normalizeMobile(raw: string): string {
  return raw.trim().replace(/^0+/, '');
}

/** E.164 without the plus: where an SMS goes, and the key its codes and throttles are kept under. */
export function smsDestination(dialingCode: string, mobile: string): string {
  return `${normalizeDialingCode(dialingCode)}${normalizeMobile(mobile)}`;
}

/** The brand's default country's dialling code (merchants.settings), used when a form sends none. */
export function defaultDialingCode(merchant: MerchantContext): string {
  const settings = merchant.settings as {
    defaultCountryCode?: unknown;
    countries?: { countryCode?: unknown; countryDialingCode?: unknown }[];
  };
  const countries = Array.isArray(settings.countries) ? settings.countries : [];
  const found = countries.find((c) => c.countryCode === settings.defaultCountryCode) ?? countries[0];
  return typeof found?.countryDialingCode === 'string' ? normalizeDialingCode(found.countryDialingCode) : '60';
}

/**
 * The member of the caller's brand with this mobile number, matched however it was typed when it was
 * stored (with or without the plus and the trunk zero).
 */
export async function memberByMobile(
  db: Db,
  merchantId: number,
  dialingCode: string,
  mobile: string,
): Promise<MobileMember | undefined> {
  const dial = normalizeDialingCode(dialingCode);
  const national = normalizeMobile(mobile);
  if (!dial || !national) return undefined;
  return db
    .selectFrom('members')
    .select(['id', 'username', 'type', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('country_dialing_code', 'in', [dial, `+${dial}`])
    .where('mobile_num', 'in', [national, `0${national}`])
    .orderBy('id')
    .executeTakeFirst();
}
