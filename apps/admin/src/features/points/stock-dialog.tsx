import { pointsAdminRoutes, type TAdminPointItem } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Field, Input, TextArea } from '../../shared/ui/field';
import { FormDialog } from '../../shared/ui/form-dialog';
import { pointsKey, useLocalized } from './points-format';

/** A signed whole number of units: "+20", "-3", "15". */
const signedWhole = /^[+-]?\d{1,7}$/;

/**
 * Adds to or takes off a total stock, with the reason the audit log keeps: a delivery arrived, a unit was found
 * broken. The server refuses taking off more than is left.
 */
export function StockDialog({ item, onClose }: { item: TAdminPointItem; onClose: () => void }) {
  const { t } = useTranslation('points');
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      callApi(pointsAdminRoutes.changeStock, {
        params: { id: item.id },
        body: { change: Number(change.trim()), reason: reason.trim() },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pointsKey });
      onClose();
    },
  });
  const issues = { ...fieldIssues(save.error), ...local };
  const submit = () => {
    save.reset();
    const problems: Record<string, string> = {};
    if (!signedWhole.test(change.trim()) || Number(change.trim()) === 0) problems.change = t('stock.changeInvalid');
    if (!reason.trim()) problems.reason = t('common:errors.required');
    setLocal(problems);
    if (Object.keys(problems).length === 0) save.mutate();
  };
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('stock.title', { name: localized(item.name) })}
      description={t('stock.description', { left: item.left ?? 0 })}
      onSubmit={submit}
      error={save.isError && Object.keys(fieldIssues(save.error)).length === 0 ? errorMessage(save.error) : null}
      submitLabel={t('stock.submit')}
      pending={save.isPending}
    >
      <Field label={t('stock.change')} hint={t('stock.changeHint')} error={issues.change}>
        {(field) => <Input {...field} inputMode="numeric" value={change} onChange={(e) => setChange(e.target.value)} />}
      </Field>
      <Field label={t('stock.reason')} hint={t('common:reason.hint')} error={issues.reason}>
        {(field) => (
          <TextArea {...field} rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </Field>
    </FormDialog>
  );
}
