import type { FieldRule } from '@gemilang/contract';
import { isFieldIssue, lengthRange } from '@gemilang/contract/web';
import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';

/**
 * Field errors hold a problem key ('required', 'length', 'pattern', 'mismatch', 'agree', 'invitation')
 * rather than a sentence, and the sentence is made at render time from the field's rule, so a language
 * switch re-words every visible error at once. Errors the server sent keep its words (type 'server').
 */
export type Problem = 'required' | 'length' | 'pattern' | 'mismatch' | 'agree' | 'invitation';

export function useErrorText(errors: FieldErrors, rules: Readonly<Record<string, FieldRule>>) {
  const { t } = useTranslation(['patterns', 'auth']);
  return (name: string): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    const message = typeof error.message === 'string' ? error.message : '';
    if (error.type === 'server') return message;
    const rule = rules[name];
    switch (message as Problem) {
      case 'required':
        return t('patterns:required');
      case 'mismatch':
        return t('patterns:mismatch');
      case 'agree':
        return t('auth:register.agreeRequired');
      case 'invitation':
        return t('auth:invitation_code_error');
      case 'length':
      case 'pattern':
        return rule ? t(`patterns:pattern.${rule.patternId}`, { range: lengthRange(rule) }) : t('patterns:required');
      default:
        return message || t('patterns:required');
    }
  };
}

/** The rule a field shows while it has focus: its pattern message with the length range. */
export function useHintText(rules: Readonly<Record<string, FieldRule>>) {
  const { t } = useTranslation('patterns');
  return (name: string): string | undefined => {
    const rule = rules[name];
    if (!rule || (rule.patternId === 0 && rule.minLength <= 1)) return undefined;
    return t(`pattern.${rule.patternId}`, { range: lengthRange(rule) });
  };
}

/** The validator is re-applied when the language changes (errors from the server are kept). */
export function useRevalidateOnLanguageChange<T extends FieldValues>(form: UseFormReturn<T>) {
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    const errors = form.formState.errors as FieldErrors;
    const names = Object.keys(errors).filter((name) => errors[name]?.type !== 'server');
    if (names.length > 0) void form.trigger(names as Parameters<typeof form.trigger>[0]);
  }, [i18n.language, form]);
}

/** Which field a refusal code is about, when it is about one. */
const fieldOfCode: Record<string, string> = {
  username_taken: 'username',
  account_not_found: 'username',
  mobile_taken: 'mobileNum',
  invalid_phone: 'mobileNum',
  email_taken: 'email',
  email_mismatch: 'email',
  invitation_code_error: 'affiliateCode',
  captcha_required: 'captcha',
  captcha_wrong: 'captcha',
  verification_code_wrong: 'verificationCode',
  verification_code_expired: 'verificationCode',
  passwords_mismatch: 'confirmPassword',
  password_rule: 'password',
  invalid_payee_name: 'payeeName',
  wrong_old_password: 'oldPassword',
  same_password: 'newPassword',
};

/**
 * Puts a refusal next to the field it is about (invalid_input details, or a code that names a field), and
 * returns what is left for the form-level message. `aliases` maps server field names to form names.
 */
export function applyServerError(
  error: unknown,
  fields: readonly string[],
  setError: (name: string, error: { type: string; message: string }) => void,
  aliases: Record<string, string> = {},
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const known = (name: string) => {
    const mapped = aliases[name] ?? name;
    return fields.includes(mapped) ? mapped : null;
  };
  if (error.code === 'invalid_input' && Array.isArray(error.details)) {
    let leftOver: string | null = null;
    for (const raw of error.details) {
      if (!isFieldIssue(raw)) continue;
      const field = known(raw.field);
      if (field) setError(field, { type: 'server', message: raw.message });
      else leftOver ??= raw.message;
    }
    return leftOver;
  }
  const field = fieldOfCode[error.code] ? known(fieldOfCode[error.code] as string) : null;
  if (field) {
    setError(field, { type: 'server', message: error.message });
    return null;
  }
  return error.message;
}
