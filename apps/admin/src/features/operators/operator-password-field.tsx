import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Field, Input } from '../../shared/ui/field';

/** The server's rule for a password an admin sets for an operator (8 to 128 characters, contract admin.ts). */
const MIN_LENGTH = 8;

/** The message when a password an admin sets breaks the rule, checked before the form is sent; else undefined. */
export function operatorPasswordProblem(t: TFunction, password: string): string | undefined {
  return password.length < MIN_LENGTH ? t('operators:create.passwordRule') : undefined;
}

/**
 * The password an admin sets for an operator (a new operator's first one, or a reset), with the rule shown
 * beneath it; the operator replaces it at the next sign-in.
 */
export function OperatorPasswordField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('operators');
  return (
    <Field label={label} error={error} hint={t('create.passwordRule')}>
      {(props) => (
        <Input
          {...props}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
