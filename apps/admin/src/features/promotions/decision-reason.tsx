import { maxPromotionReason } from '@gemilang/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { Field, TextArea } from '../../shared/ui/field';

/**
 * A confirmation that asks why, within the promotions' limit of 200 characters (a rejection the member reads,
 * a forfeit): the confirm button waits for a reason.
 */
export function DecisionReasonDialog({
  reason,
  onReasonChange,
  hint,
  ...dialog
}: Omit<ComponentProps<typeof ConfirmDialog>, 'children' | 'canConfirm'> & {
  reason: string;
  onReasonChange: (reason: string) => void;
  hint: string;
}) {
  const { t } = useTranslation('promotions');
  return (
    <ConfirmDialog {...dialog} canConfirm={reason.trim() !== ''}>
      <Field
        label={t('common:reason.label')}
        hint={`${hint} ${t('reasonLength', { n: reason.length, max: maxPromotionReason })}`}
      >
        {(props) => (
          <TextArea
            {...props}
            rows={3}
            maxLength={maxPromotionReason}
            value={reason}
            onChange={(e) => onReasonChange(e.target.value)}
          />
        )}
      </Field>
    </ConfirmDialog>
  );
}
