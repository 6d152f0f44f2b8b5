import { User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/text-field';
import type { FieldProps } from './field-props';

/** A required username, typed as is: no capitalising or spell-checking on phones. */
export function UsernameField({ registration, hint, error }: FieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.username')}
      hideLabel
      required
      icon={<User size={18} />}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      hint={hint}
      error={error}
      {...registration}
    />
  );
}
