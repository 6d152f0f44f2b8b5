import type { TRegisterSettings } from '@gemilang/contract';
import { Smartphone } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/text-field';
import { DialingCodeSelect } from './dialing-code-select';
import type { FieldProps } from './field-props';

/** A required mobile number with the dialling-code picker inside it when the brand lists countries. */
export function MobileNumberField({
  settings,
  dialingCode,
  registration,
  hint,
  error,
}: FieldProps & { settings: TRegisterSettings | undefined; dialingCode: UseFormRegisterReturn }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.mobileNum')}
      hideLabel
      required
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      icon={<Smartphone size={18} />}
      prefix={
        settings?.countries.length ? (
          <DialingCodeSelect countries={settings.countries} registration={dialingCode} />
        ) : null
      }
      hint={hint}
      error={error}
      {...registration}
    />
  );
}
