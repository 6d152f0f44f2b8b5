import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../api/client';
import { Button } from './button';
import { InlineMessage } from './states';

/**
 * The row under a settings form: its submit button, then `children` (e.g. a count of unsaved changes),
 * then what the last save did. With `fieldErrors`, a refused input reads "check the marked fields", since
 * the form shows each problem next to its field.
 */
export function SaveBar({
  mutation,
  savedLabel,
  hideSaved = false,
  fieldErrors = false,
  children,
}: {
  mutation: { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };
  savedLabel: string;
  /** Keeps the confirmation back, e.g. once the draft has changed again since the save. */
  hideSaved?: boolean;
  fieldErrors?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { error } = mutation;
  const invalid = fieldErrors && error instanceof ApiError && error.code === 'invalid_input';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" variant="primary" disabled={mutation.isPending}>
        <Save aria-hidden className="size-4" />
        {t('common:actions.save')}
      </Button>
      {children}
      {mutation.isSuccess && !hideSaved ? <InlineMessage tone="ok">{savedLabel}</InlineMessage> : null}
      {mutation.isError ? (
        <InlineMessage tone="bad">{invalid ? t('common:errors.checkFields') : errorMessage(error)}</InlineMessage>
      ) : null}
    </div>
  );
}
