import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface Country {
  countryCode: string;
  countryDialingCode: string;
}

/** The dialling-code picker that sits inside a mobile-number field. */
export function DialingCodeSelect({
  countries,
  registration,
}: {
  countries: readonly Country[];
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('auth');
  return (
    <select
      aria-label={t('fields.countryDialingCode')}
      className="-ml-1 shrink-0 cursor-pointer rounded-md border-line border-r bg-transparent py-2 pr-1 text-ink text-sm tabular outline-none focus-visible:outline-2 focus-visible:outline-gold"
      {...registration}
    >
      {countries.map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode} className="bg-surface">
          +{country.countryDialingCode} {country.countryCode}
        </option>
      ))}
    </select>
  );
}
