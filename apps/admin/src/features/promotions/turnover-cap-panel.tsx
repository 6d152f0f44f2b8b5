import { promotionsAdminRoutes } from '@gemilang/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { NumberInput } from '../../shared/ui/number-input';
import { Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';

/**
 * The brand's cap on an offer's turnover multiple: the admin's to set (a compliance limit, ADR 058), shown on
 * the offers page to administrators only.
 */
export function TurnoverCapPanel({ current }: { current: number }) {
  const { t } = useTranslation('promotions');
  const queryClient = useQueryClient();
  const [value, setValue] = useState(current);
  const save = useMutation({
    mutationFn: () => callApi(promotionsAdminRoutes.updateSettings, { body: { maxTurnoverMultiple: value } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['promotions', 'offers'] }),
  });
  return (
    <Panel title={t('cap.title')} description={t('cap.description')} className="mt-3">
      <form
        noValidate
        className="flex flex-wrap items-end gap-3 p-3"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <div className="w-48">
          <NumberInput
            label={t('cap.label')}
            min={0}
            max={50}
            value={value}
            onChange={setValue}
            error={fieldIssues(save.error).maxTurnoverMultiple}
          />
        </div>
        <SaveBar mutation={save} savedLabel={t('cap.saved')} fieldErrors />
      </form>
    </Panel>
  );
}
