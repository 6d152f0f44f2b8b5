import {
  ApiError,
  depositRoutes,
  type TAdminDepositMethod,
  type TAdminDepositMethods,
  type TDepositKind,
  type TDepositMethodInput,
} from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage, fieldIssues } from '../../shared/api/client';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView, RowButton } from '../../shared/ui/data-table';
import { Drawer } from '../../shared/ui/drawer';
import { Field, Input, Select, Switch, TextArea } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, InlineMessage } from '../../shared/ui/states';
import { groupDigits } from './deposit-labels';

const languages = ['ms', 'en', 'zh'] as const;
type Lang = (typeof languages)[number];

type Editing = { mode: 'create' } | { mode: 'edit'; method: TAdminDepositMethod };

function localName(method: TAdminDepositMethod, language: string): string {
  const lang = (languages as readonly string[]).includes(language) ? (language as Lang) : 'en';
  return method.name[lang] || method.name.en || method.name.ms;
}

/**
 * The brand's deposit methods (administrators only): receiving bank accounts and online gateways, their
 * limits in the brand's currency, order and on/off. Every change is audited on the server.
 */
export function DepositMethodsPage() {
  const { t, i18n } = useTranslation('deposits');
  const query = useQuery({
    queryKey: ['deposits', 'methods'],
    queryFn: () => callApi(depositRoutes.adminMethods),
  });
  const [editing, setEditing] = useState<Editing | null>(null);

  return (
    <div>
      <PageHeader
        title={t('methods.title')}
        description={t('methods.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ mode: 'create' })} disabled={!query.data}>
            <Plus aria-hidden className="size-4" />
            {t('methods.add')}
          </Button>
        }
      />
      <Panel>
        <QueryView
          query={query}
          isEmpty={(d) => d.methods.length === 0}
          empty={<EmptyState title={t('methods.emptyTitle')} hint={t('methods.emptyHint')} />}
        >
          {(data) => (
            <DataTable
              caption={t('methods.title')}
              rows={data.methods}
              rowKey={(m) => m.id}
              onRowClick={(m) => setEditing({ mode: 'edit', method: m })}
              columns={[
                { id: 'sort', header: t('methods.columns.sort'), className: 'tabular w-12', cell: (m) => m.sort },
                {
                  id: 'name',
                  header: t('methods.columns.name'),
                  cell: (m) => (
                    <RowButton onClick={() => setEditing({ mode: 'edit', method: m })}>
                      {localName(m, i18n.language)}
                    </RowButton>
                  ),
                },
                { id: 'kind', header: t('methods.columns.kind'), cell: (m) => t(`kinds.${m.kind}`) },
                {
                  id: 'target',
                  header: t('methods.columns.target'),
                  className: 'hidden md:table-cell',
                  cell: (m) =>
                    m.kind === 'bank_transfer' ? `${m.bankName} · ${m.accountNumber} · ${m.accountName}` : m.provider,
                },
                {
                  id: 'limits',
                  header: t('methods.columns.limits'),
                  className: 'tabular whitespace-nowrap',
                  cell: (m) => `${data.currency} ${groupDigits(m.min)} – ${groupDigits(m.max)}`,
                },
                {
                  id: 'enabled',
                  header: t('methods.columns.enabled'),
                  cell: (m) => (
                    <Badge tone={m.enabled ? 'ok' : 'neutral'}>{m.enabled ? t('methods.on') : t('methods.off')}</Badge>
                  ),
                },
                {
                  id: 'edit',
                  header: t('common:table.actions'),
                  className: 'w-px text-right',
                  cell: (m) => (
                    <Button
                      size="sm"
                      aria-label={t('methods.editNamed', { name: localName(m, i18n.language) })}
                      onClick={(e) => {
                        e.stopPropagation();
                        setEditing({ mode: 'edit', method: m });
                      }}
                    >
                      <Pencil aria-hidden className="size-3.5" />
                      {t('methods.edit')}
                    </Button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      <Drawer
        open={editing !== null && query.data !== undefined}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={editing?.mode === 'edit' ? t('methods.editTitle') : t('methods.addTitle')}
      >
        {editing && query.data ? (
          <MethodForm
            key={editing.mode === 'edit' ? editing.method.id : 'new'}
            settings={query.data}
            method={editing.mode === 'edit' ? editing.method : null}
            onSaved={() => setEditing(null)}
          />
        ) : null}
      </Drawer>
    </div>
  );
}

type Draft = {
  kind: TDepositKind;
  provider: string;
  name: Record<Lang, string>;
  min: string;
  max: string;
  enabled: boolean;
  sort: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  instructions: Record<Lang, string>;
};

function draftOf(method: TAdminDepositMethod | null, providers: string[]): Draft {
  if (!method) {
    return {
      kind: 'bank_transfer',
      provider: providers[0] ?? '',
      name: { ms: '', en: '', zh: '' },
      min: '',
      max: '',
      enabled: true,
      sort: '0',
      bankName: '',
      accountName: '',
      accountNumber: '',
      instructions: { ms: '', en: '', zh: '' },
    };
  }
  return { ...method, sort: String(method.sort), name: { ...method.name }, instructions: { ...method.instructions } };
}

/** The server's refusal by field: invalid_input lists its fields; an amount error names the limit it is about. */
function problemsOf(error: unknown): Record<string, string> {
  const issues = fieldIssues(error);
  if (error instanceof ApiError && error.code.startsWith('amount_') && Array.isArray(error.details)) {
    const field = (error.details[0] as { field?: unknown } | undefined)?.field;
    if (typeof field === 'string') issues[field] = error.message;
  }
  return issues;
}

function MethodForm({
  settings,
  method,
  onSaved,
}: {
  settings: TAdminDepositMethods;
  method: TAdminDepositMethod | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('deposits');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(method, settings.providers));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation({
    mutationFn: (body: TDepositMethodInput) =>
      method
        ? callApi(depositRoutes.adminUpdateMethod, { params: { id: method.id }, body })
        : callApi(depositRoutes.adminCreateMethod, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['deposits', 'methods'] });
      onSaved();
    },
  });
  const problems = save.isError ? problemsOf(save.error) : {};
  const bank = draft.kind === 'bank_transfer';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...draft, min: draft.min.trim(), max: draft.max.trim(), sort: Number(draft.sort) || 0 });
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('methods.fields.kind')}>
          {(props) => (
            <Select
              {...props}
              value={draft.kind}
              disabled={method !== null}
              onChange={(e) => set('kind', e.target.value as TDepositKind)}
            >
              <option value="bank_transfer">{t('kinds.bank_transfer')}</option>
              <option value="online">{t('kinds.online')}</option>
            </Select>
          )}
        </Field>
        {bank ? null : (
          <Field label={t('methods.fields.provider')} error={problems.provider}>
            {(props) => (
              <Select {...props} value={draft.provider} onChange={(e) => set('provider', e.target.value)}>
                {settings.providers.map((p) => (
                  <option key={p} value={p}>
                    {p}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-xs font-semibold text-ink">{t('methods.fields.name')}</legend>
        {languages.map((lang) => (
          <Field key={lang} label={t(`methods.languages.${lang}`)} error={problems[`name.${lang}`]}>
            {(props) => (
              <Input
                {...props}
                maxLength={64}
                value={draft.name[lang]}
                onChange={(e) => set('name', { ...draft.name, [lang]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <div className="grid grid-cols-3 gap-3">
        <Field label={t('methods.fields.min', { currency: settings.currency })} error={problems.min}>
          {(props) => (
            <Input
              {...props}
              inputMode="decimal"
              className="tabular"
              value={draft.min}
              onChange={(e) => set('min', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('methods.fields.max', { currency: settings.currency })} error={problems.max}>
          {(props) => (
            <Input
              {...props}
              inputMode="decimal"
              className="tabular"
              value={draft.max}
              onChange={(e) => set('max', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('methods.fields.sort')} error={problems.sort}>
          {(props) => (
            <Input
              {...props}
              type="number"
              min={0}
              max={10000}
              value={draft.sort}
              onChange={(e) => set('sort', e.target.value)}
            />
          )}
        </Field>
      </div>
      {bank ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-xs font-semibold text-ink">{t('methods.fields.receiving')}</legend>
          <Field label={t('methods.fields.bankName')} error={problems.bankName}>
            {(props) => (
              <Input
                {...props}
                maxLength={64}
                value={draft.bankName}
                onChange={(e) => set('bankName', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('methods.fields.accountName')} error={problems.accountName}>
            {(props) => (
              <Input
                {...props}
                maxLength={64}
                value={draft.accountName}
                onChange={(e) => set('accountName', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('methods.fields.accountNumber')} error={problems.accountNumber}>
            {(props) => (
              <Input
                {...props}
                maxLength={34}
                className="tabular"
                value={draft.accountNumber}
                onChange={(e) => set('accountNumber', e.target.value)}
              />
            )}
          </Field>
        </fieldset>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-xs font-semibold text-ink">{t('methods.fields.instructions')}</legend>
        {languages.map((lang) => (
          <Field key={lang} label={t(`methods.languages.${lang}`)} error={problems[`instructions.${lang}`]}>
            {(props) => (
              <TextArea
                {...props}
                rows={2}
                maxLength={1000}
                value={draft.instructions[lang]}
                onChange={(e) => set('instructions', { ...draft.instructions, [lang]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <Switch label={t('methods.fields.enabled')} checked={draft.enabled} onCheckedChange={(v) => set('enabled', v)} />
      {save.isError ? (
        <InlineMessage tone="bad">
          {Object.keys(problems).length > 0 ? t('common:errors.checkFields') : errorMessage(save.error)}
        </InlineMessage>
      ) : null}
      <div className="flex justify-end gap-2 border-t border-line pt-3">
        <Button type="submit" variant="primary" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('common:actions.save')}
        </Button>
      </div>
    </form>
  );
}
