import type { FieldRule } from '@gemilang/contract';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useErrorText, useHintText, useRevalidateOnLanguageChange } from './form-errors';

/**
 * Everything a sign-in form says besides its labels: the sentence under each field (re-worded when the
 * language changes), the rule shown while a field has focus, and the refusal that is about no one field.
 */
export function useFormMessages<T extends FieldValues>(
  form: UseFormReturn<T>,
  rules: Readonly<Record<string, FieldRule>>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const errorText = useErrorText(form.formState.errors, rules);
  const hintText = useHintText(rules);
  useRevalidateOnLanguageChange(form);
  return { errorText, hintText, formError, setFormError };
}
