import { adminRoutes, patternIds, type TAdminRegisterRule, type TAdminRegisterSettings } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldIssues } from '../../shared/api/client';
import { QueryView } from '../../shared/ui/data-table';
import { Checkbox, Field, Input, Select } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { EmptyState } from '../../shared/ui/states';

type NumberKey = 'minLength' | 'maxLength';

/** A number input that keeps what the operator typed until it is a number (so "" can be cleared and retyped). */
function toInt(raw: string): number {
  const n = Number.parseInt(raw, 10);
  return Number.isNaN(n) ? 0 : n;
}

function RulesForm({ settings }: { settings: TAdminRegisterSettings }) {
  const { t } = useTranslation('registerSettings');
  const queryClient = useQueryClient();
  const [rules, setRules] = useState<TAdminRegisterRule[]>(settings.fields);
  const [minAge, setMinAge] = useState(String(settings.minAge));

  const save = useMutation({
    mutationFn: () => callApi(adminRoutes.updateRegisterSettings, { body: { fields: rules, minAge: toInt(minAge) } }),
    onSuccess: (value) => {
      queryClient.setQueryData(['register-settings'], value);
      setRules(value.fields);
      setMinAge(String(value.minAge));
    },
  });
  const issues = fieldIssues(save.error);
  const issueOf = (field: string, key: string) => issues[`fields.${field}.${key}`];

  const patch = (field: string, change: Partial<TAdminRegisterRule>) =>
    setRules((all) => all.map((r) => (r.field === field ? { ...r, ...change } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={t('rules.title')} labelledBy="rules-title" description={t('rules.description')}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[860px] border-collapse text-left text-[13px]">
            <caption className="sr-only">{t('rules.title')}</caption>
            <thead>
              <tr>
                {(
                  ['field', 'enabled', 'required', 'minLength', 'maxLength', 'pattern', 'acceptedPattern'] as const
                ).map((h) => (
                  <th
                    key={h}
                    scope="col"
                    className="sticky top-0 z-10 border-b border-line bg-sunken px-2 py-1.5 text-[11px] font-semibold tracking-wide text-ink-soft uppercase"
                  >
                    {t(`columns.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => {
                const name = t(`fields.${rule.field}`);
                const locked = rule.field === 'password';
                const rowIssues = ['field', 'enabled', 'required'].map((k) => issueOf(rule.field, k)).filter(Boolean);
                return (
                  <tr
                    key={rule.field}
                    className={`border-b border-line align-top ${rule.enabled ? '' : 'bg-sunken/50'}`}
                  >
                    <th scope="row" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                      {name}
                      <span className="block font-mono text-[11px] font-normal text-ink-faint">{rule.field}</span>
                      {locked ? (
                        <span className="block text-[11px] font-normal text-ink-soft">{t('rules.passwordLocked')}</span>
                      ) : null}
                      {rowIssues.map((m) => (
                        <span key={m} className="block text-xs font-normal text-bad">
                          {m}
                        </span>
                      ))}
                    </th>
                    <td className="px-2 py-1.5">
                      <Checkbox
                        hideLabel
                        label={t('rules.enabledFor', { field: name })}
                        checked={rule.enabled}
                        disabled={locked}
                        onChange={(enabled) => patch(rule.field, { enabled })}
                      />
                    </td>
                    <td className="px-2 py-1.5">
                      <Checkbox
                        hideLabel
                        label={t('rules.requiredFor', { field: name })}
                        checked={rule.required}
                        disabled={locked}
                        onChange={(required) => patch(rule.field, { required })}
                      />
                    </td>
                    {(['minLength', 'maxLength'] as NumberKey[]).map((key) => (
                      <td key={key} className="w-20 px-2 py-1.5">
                        <Input
                          type="number"
                          inputMode="numeric"
                          min={0}
                          max={255}
                          aria-label={t(`rules.${key}For`, { field: name })}
                          aria-invalid={issueOf(rule.field, key) ? true : undefined}
                          value={rule[key]}
                          onChange={(e) => patch(rule.field, { [key]: toInt(e.target.value) })}
                          className="tabular"
                        />
                        {issueOf(rule.field, key) ? (
                          <span className="mt-0.5 block text-xs text-bad">{issueOf(rule.field, key)}</span>
                        ) : null}
                      </td>
                    ))}
                    <td className="min-w-56 px-2 py-1.5">
                      <Select
                        aria-label={t('rules.patternFor', { field: name })}
                        aria-invalid={issueOf(rule.field, 'patternId') ? true : undefined}
                        value={rule.patternId}
                        onChange={(e) => patch(rule.field, { patternId: toInt(e.target.value) })}
                      >
                        {patternIds.map((id) => (
                          <option key={id} value={id}>
                            {id} · {t(`patterns.${id}`)}
                          </option>
                        ))}
                      </Select>
                      {issueOf(rule.field, 'patternId') ? (
                        <span className="mt-0.5 block text-xs text-bad">{issueOf(rule.field, 'patternId')}</span>
                      ) : null}
                    </td>
                    <td className="min-w-40 px-2 py-1.5">
                      <Input
                        aria-label={t('rules.acceptedFor', { field: name })}
                        aria-invalid={issueOf(rule.field, 'acceptedPattern') ? true : undefined}
                        value={rule.acceptedPattern}
                        maxLength={200}
                        spellCheck={false}
                        className="font-mono"
                        onChange={(e) => patch(rule.field, { acceptedPattern: e.target.value })}
                      />
                      {issueOf(rule.field, 'acceptedPattern') ? (
                        <span className="mt-0.5 block text-xs text-bad">{issueOf(rule.field, 'acceptedPattern')}</span>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="px-3 py-2 text-xs text-ink-soft">{t('rules.acceptedHint')}</p>
      </Panel>

      <Panel title={t('age.title')} labelledBy="age-title" description={t('age.description')}>
        <div className="w-40 p-3">
          <Field label={t('age.label')} error={issues.minAge}>
            {(props) => (
              <Input
                {...props}
                type="number"
                inputMode="numeric"
                min={18}
                max={99}
                value={minAge}
                onChange={(e) => setMinAge(e.target.value)}
                className="tabular"
              />
            )}
          </Field>
        </div>
      </Panel>

      <SaveBar mutation={save} savedLabel={t('saved')} fieldErrors />
    </form>
  );
}

export function RegisterSettingsPage() {
  const { t } = useTranslation('registerSettings');
  const query = useQuery({ queryKey: ['register-settings'], queryFn: () => callApi(adminRoutes.registerSettings) });
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <QueryView
        query={query}
        isEmpty={(s) => s.fields.length === 0}
        empty={
          <Panel>
            <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />
          </Panel>
        }
      >
        {(settings) => <RulesForm settings={settings} />}
      </QueryView>
    </div>
  );
}
