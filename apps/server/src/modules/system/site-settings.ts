import { z } from 'zod';
import { defaultCountries } from './merchant-defaults';

/**
 * The parts of `merchants.settings` (free JSON the back office writes) that the system calls read. Each key
 * is read on its own and each list item on its own, so one bad entry costs that entry, not the whole
 * answer, and nothing an operator stores can make a call fail.
 *
 * {
 *   countries: [{ countryCode: 'MY', countryDialingCode: '60' }], defaultCountryCode: 'MY',
 *   domainSpeeds: { 'play.example.com': 1 },
 *   resources: [{ resourceType: 'ANDROID', url: 'https://…', qrCodeUrl: 'https://…' }],
 *   customerService: [{ type: 3, url: 'https://chat…' }],   // plain here; encoded on the way out
 *   imageCDNs: ['https://img.example.com'], launchGameCDNs: ['https://launch.example.com'],
 * }
 */
const ZCountry = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  countryDialingCode: z.string().regex(/^[0-9]{1,4}$/),
});
const ZHttpUrl = z
  .string()
  .max(2048)
  .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v));
const ZResource = z.object({
  resourceType: z.string().min(1).max(32),
  url: ZHttpUrl,
  qrCodeUrl: z.union([ZHttpUrl, z.literal('')]).default(''),
});
const ZCustomerService = z.object({ type: z.number().int().min(0).max(99), url: ZHttpUrl });

function listOf<T extends z.ZodType>(item: T, value: unknown, max = 50): z.output<T>[] {
  if (!Array.isArray(value)) return [];
  const out: z.output<T>[] = [];
  for (const entry of value.slice(0, max)) {
    const parsed = item.safeParse(entry);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

export type TCountry = z.output<typeof ZCountry>;

/**
 * Dialling codes offered on the forms. A brand always has some (createMerchant lays them out); should the
 * list be missing or emptied, the defaults a new brand starts with are offered rather than none, since
 * mobile registration cannot work without one.
 */
export function countriesOf(settings: Record<string, unknown>): { countries: TCountry[]; defaultCountryCode: string } {
  const listed = listOf(ZCountry, settings.countries, 300);
  const countries = listed.length > 0 ? listed : defaultCountries;
  const wanted = settings.defaultCountryCode;
  const defaultCountryCode = countries.some((c) => c.countryCode === wanted)
    ? (wanted as string)
    : (countries[0]?.countryCode ?? '');
  return { countries, defaultCountryCode };
}

export function domainSpeedOf(settings: Record<string, unknown>, host: string): number {
  const speeds = settings.domainSpeeds;
  if (!speeds || typeof speeds !== 'object' || Array.isArray(speeds)) return 0;
  const speed = (speeds as Record<string, unknown>)[host];
  return typeof speed === 'number' && Number.isInteger(speed) && speed >= 0 ? speed : 0;
}

export function resourcesOf(settings: Record<string, unknown>) {
  return listOf(ZResource, settings.resources);
}

export function customerServiceOf(settings: Record<string, unknown>) {
  return listOf(ZCustomerService, settings.customerService, 10);
}

export function cdnListOf(settings: Record<string, unknown>, key: 'imageCDNs' | 'launchGameCDNs'): string[] {
  return listOf(ZHttpUrl, settings[key], 20);
}
