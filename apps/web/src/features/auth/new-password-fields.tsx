import type { FieldRule } from '@gemilang/contract';
import { Lock } from 'lucide-react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/text-field';
import { checkWith } from './rule-validate';

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * A new password and its confirmation (forced change, reset by phone). The new one follows the password
 * rule; the confirmation is only required and must equal it as typed, and is re-checked when the first
 * one changes so a stale "mismatch" goes away.
 */
export function NewPasswordFields({
  rule,
  register,
  errorText,
  hintText,
}: {
  rule: FieldRule;
  register: UseFormRegister<NewPasswordValues>;
  errorText: (name: string) => string | undefined;
  hintText: (name: string) => string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        hideLabel
        required
        type="password"
        autoComplete="new-password"
        icon={<Lock size={18} />}
        hint={hintText('newPassword')}
        error={errorText('newPassword')}
        {...register('newPassword', { validate: checkWith(rule), deps: ['confirmPassword'] })}
      />
      <TextField
        label={t('fields.confirmPassword')}
        hideLabel
        required
        type="password"
        autoComplete="new-password"
        icon={<Lock size={18} />}
        error={errorText('confirmPassword')}
        {...register('confirmPassword', {
          validate: (value, values) => (value.trim() === '' ? 'required' : value === values.newPassword || 'mismatch'),
        })}
      />
    </>
  );
}
