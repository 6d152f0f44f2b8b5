import { type TWithdrawalSettings, type TWithdrawalSettingsInput, withdrawalRoutes } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { useMay } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { Panel } from '../../shared/ui/panel';
import { InlineMessage, Skeleton } from '../../shared/ui/states';

type Draft = Record<keyof TWithdrawalSettings, string>;

const fields: (keyof TWithdrawalSettings)[] = [
  'minAmount',
  'maxAmount',
  'dailyCount',
  'autoConfirmMinutes',
  'transferMinAmount',
  'transferMaxAmount',
];
const counts = new Set<keyof TWithdrawalSettings>(['dailyCount', 'autoConfirmMinutes']);

function draftOf(s: TWithdrawalSettings): Draft {
  return Object.fromEntries(fields.map((f) => [f, String(s[f])])) as Draft;
}

/**
 * The brand's withdrawal rules: limits per withdrawal and per day, the minutes after which paid money
 * counts as received (the confirmation window) and the transfer-to-upline limits. Staff read them; an admin changes them.
 */
export function WithdrawalSettingsPanel() {
  const { t } = useTranslation('withdrawals');
  const admin = useMay('operatorAdmin');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['withdrawals', 'settings'],
    queryFn: () => callApi(withdrawalRoutes.adminSettings),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (query.data) setDraft(draftOf(query.data));
  }, [query.data]);

  const save = useMutation({
    mutationFn: (body: TWithdrawalSettingsInput) => callApi(withdrawalRoutes.adminUpdateSettings, { body }),
    onSuccess: (value) => queryClient.setQueryData(['withdrawals', 'settings'], value),
  });
  const issues = fieldIssues(save.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    save.mutate({
      minAmount: draft.minAmount.trim(),
      maxAmount: draft.maxAmount.trim(),
      dailyCount: Number(draft.dailyCount),
      autoConfirmMinutes: Number(draft.autoConfirmMinutes),
      transferMinAmount: draft.transferMinAmount.trim(),
      transferMaxAmount: draft.transferMaxAmount.trim(),
    });
  };

  return (
    <Panel
      className="mt-3"
      title={t('settings.title')}
      description={t('settings.description')}
      labelledBy="withdrawal-settings"
    >
      {!draft ? (
        <Skeleton rows={2} />
      ) : (
        <form onSubmit={submit} aria-labelledby="withdrawal-settings" className="flex flex-col gap-3 p-3">
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {fields.map((f) => (
              <Field key={f} label={t(`settings.${f}`)} error={issues[f]}>
                {(props) => (
                  <Input
                    {...props}
                    inputMode={counts.has(f) ? 'numeric' : 'decimal'}
                    readOnly={!admin}
                    maxLength={40}
                    value={draft[f]}
                    onChange={(e) => setDraft((d) => (d ? { ...d, [f]: e.target.value } : d))}
                  />
                )}
              </Field>
            ))}
          </div>
          {admin ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" variant="primary" disabled={save.isPending}>
                {t('common:actions.save')}
              </Button>
              {save.isSuccess ? <InlineMessage tone="ok">{t('settings.saved')}</InlineMessage> : null}
              {save.isError ? (
                <InlineMessage tone="bad">
                  {Object.keys(issues).length > 0 ? t('common:errors.checkFields') : errorMessage(save.error)}
                </InlineMessage>
              ) : null}
            </div>
          ) : (
            <p className="text-xs text-ink-soft">{t('settings.adminOnly')}</p>
          )}
        </form>
      )}
    </Panel>
  );
}
