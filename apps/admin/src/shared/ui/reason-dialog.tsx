import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { Field, TextArea } from './field';

/**
 * A confirmation that asks why (lock, unlock, reset a password): the reason goes to the audit log, so the
 * confirm button stays disabled until one is written.
 */
export function ReasonDialog({
  reason,
  onReasonChange,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmDialog>, 'children' | 'canConfirm'> & {
  reason: string;
  onReasonChange: (reason: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog {...dialog} canConfirm={reason.trim() !== ''}>
      <Field label={t('common:reason.label')} hint={t('common:reason.hint')}>
        {(props) => (
          <TextArea
            {...props}
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => onReasonChange(e.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
