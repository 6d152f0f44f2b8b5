import type { FieldRule } from '@gemilang/contract';
import { ApiError, checkField, isFieldIssue, lengthRange } from '@gemilang/contract/web';
import { type ChangeEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button';

type Errors<K extends string> = Partial<Record<K, string>>;

/**
 * The little form state these sections need: values, one message per field (cleared as the member edits
 * it), a message about no one field, and the submitting flag.
 */
export function useFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const bind = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        const value = event.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((e) => ({ ...e, [name]: undefined }));
      },
    }),
    [values, errors],
  );

  /** Runs the checks; when they pass, the work, with a server refusal put beside its field. */
  async function submit(
    checks: Errors<K>,
    work: () => Promise<void>,
    fieldOfCode: Partial<Record<string, K>> = {},
  ): Promise<void> {
    setFormError(null);
    const failing = Object.fromEntries(Object.entries(checks).filter(([, m]) => m)) as Errors<K>;
    if (Object.keys(failing).length > 0) {
      setErrors(failing);
      return;
    }
    setSubmitting(true);
    try {
      await work();
    } catch (error) {
      const placed = placeServerError(error, Object.keys(initial) as K[], fieldOfCode);
      setErrors(placed.fields);
      setFormError(placed.form);
    } finally {
      setSubmitting(false);
    }
  }

  /** Shows a refusal that came from outside submit (a code request), beside its field when it has one. */
  function fail(error: unknown, fieldOfCode: Partial<Record<string, K>> = {}) {
    const placed = placeServerError(error, Object.keys(initial) as K[], fieldOfCode);
    setErrors((e) => ({ ...e, ...placed.fields }));
    setFormError(placed.form);
  }

  return { values, setValues, errors, setErrors, formError, submitting, bind, submit, fail };
}

function placeServerError<K extends string>(
  error: unknown,
  fields: readonly K[],
  fieldOfCode: Partial<Record<string, K>>,
): { fields: Errors<K>; form: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, form: error instanceof Error ? error.message : String(error) };
  const placed: Errors<K> = {};
  if (error.code === 'invalid_input' && Array.isArray(error.details)) {
    let form: string | null = null;
    for (const raw of error.details) {
      if (!isFieldIssue(raw)) continue;
      const field = (fieldOfCode[raw.field] ?? raw.field) as K;
      if (fields.includes(field)) placed[field] = raw.message;
      else form ??= raw.message;
    }
    return { fields: placed, form: Object.keys(placed).length === 0 ? (form ?? error.message) : form };
  }
  const field = fieldOfCode[error.code];
  if (field) return { fields: { [field]: error.message } as Errors<K>, form: null };
  return { fields: {}, form: error.message };
}

/** A rule's message when a value breaks it (the same check the server makes), else undefined. */
export function useRuleCheck() {
  const { t } = useTranslation('patterns');
  return useCallback(
    (rule: FieldRule, value: string): string | undefined => {
      const problem = checkField(rule, value);
      if (!problem) return undefined;
      if (problem === 'required') return t('required');
      return t(`pattern.${rule.patternId}`, { range: lengthRange(rule) });
    },
    [t],
  );
}

/** The rule a field shows while it has focus: its pattern message with the length range. */
export function useRuleHint() {
  const { t } = useTranslation('patterns');
  return useCallback(
    (rule: FieldRule): string | undefined =>
      rule.patternId === 0 && rule.minLength <= 1
        ? undefined
        : t(`pattern.${rule.patternId}`, { range: lengthRange(rule) }),
    [t],
  );
}

/** The refusal about no one field, then the form's buttons. */
export function FormActions({
  error,
  submitting,
  label,
  onCancel,
}: {
  error: string | null;
  submitting: boolean;
  label: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('security');
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={submitting} className="flex-1 sm:flex-none">
          {label}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
