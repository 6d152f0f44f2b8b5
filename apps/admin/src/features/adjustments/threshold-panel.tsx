import { adminLedgerRoutes, type TAdjustmentSettings } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { formatAmount } from '../../shared/lib/money';
import { useMay } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { InlineMessage } from '../../shared/ui/states';

/** The brand's approval threshold: adjustments larger than it wait for a second colleague. The admin sets it (ADR 069). */
export function ThresholdPanel({ settings }: { settings: TAdjustmentSettings }) {
  const { t } = useTranslation('adjustments');
  const admin = useMay('operatorAdmin');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(settings.approvalThreshold);
  const save = useMutation({
    mutationFn: () =>
      callApi(adminLedgerRoutes.updateAdjustmentSettings, { body: { approvalThreshold: value.trim() } }),
    onSuccess: (next) => {
      queryClient.setQueryData(['adjustments', 'settings'], next);
      setValue(next.approvalThreshold);
    },
  });
  const issues = fieldIssues(save.error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Panel title={t('threshold.title')} description={t('threshold.description')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3 p-3">
        <div className="w-48">
          <Field
            label={t('threshold.label', { currency: settings.currency })}
            error={issues.approvalThreshold ?? (save.isError ? errorMessage(save.error) : undefined)}
            hint={t('threshold.hint')}
          >
            {(props) => (
              <Input
                {...props}
                value={value}
                readOnly={!admin}
                inputMode="decimal"
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
        </div>
        {admin ? (
          <div className="pt-5">
            <Button type="submit" disabled={save.isPending || value.trim() === settings.approvalThreshold}>
              {t('common:actions.save')}
            </Button>
          </div>
        ) : (
          <p className="basis-full text-xs text-ink-soft">{t('threshold.adminOnly')}</p>
        )}
        {save.isSuccess ? (
          <div className="basis-full">
            <InlineMessage tone="ok">
              {t('threshold.saved', {
                threshold: `${settings.currency} ${formatAmount(settings.approvalThreshold, settings.exponent)}`,
              })}
            </InlineMessage>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
