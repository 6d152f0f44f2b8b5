import { adminRoutes, featureModuleIds, type TFeatureModule } from '@gemilang/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Badge } from '../../shared/ui/badge';
import { QueryView } from '../../shared/ui/data-table';
import { Switch } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { SaveBar } from '../../shared/ui/save-bar';
import { EmptyState } from '../../shared/ui/states';

/** In the site's own order (FEATURE_MODULES in the contract), whatever order the server lists them in. */
function ordered(modules: TFeatureModule[]): TFeatureModule[] {
  return [...modules].sort((a, b) => featureModuleIds.indexOf(a.modId) - featureModuleIds.indexOf(b.modId));
}

function ModulesForm({ modules }: { modules: TFeatureModule[] }) {
  const { t } = useTranslation('featureModules');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => ordered(modules));
  const save = useMutation({
    mutationFn: () => callApi(adminRoutes.updateFeatureModules, { body: { modules: draft } }),
    onSuccess: (value) => {
      queryClient.setQueryData(['feature-modules'], value);
      setDraft(ordered(value.modules));
    },
  });
  const saved = new Map(modules.map((m) => [m.modId, m.enabled]));
  const changed = draft.filter((m) => saved.get(m.modId) !== m.enabled).length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <Panel title={t('listTitle')} labelledBy="modules-title" description={t('listDescription')}>
        <ul className="divide-y divide-line">
          {draft.map((m) => (
            <li key={m.modId} className="flex flex-wrap items-start gap-x-4 gap-y-1 px-3 py-2.5">
              <div className="w-full min-w-0 flex-1 sm:w-auto">
                <div className="flex flex-wrap items-center gap-2">
                  <Switch
                    label={t(`modules.${m.modId}.name`)}
                    checked={m.enabled}
                    describedBy={`module-${m.modId}-desc`}
                    onCheckedChange={(enabled) =>
                      setDraft((all) => all.map((x) => (x.modId === m.modId ? { ...x, enabled } : x)))
                    }
                  />
                  <code className="rounded bg-sunken px-1 text-[11px] text-ink-soft">{m.modId}</code>
                  {saved.get(m.modId) !== m.enabled ? <Badge tone="warn">{t('unsaved')}</Badge> : null}
                </div>
                <p id={`module-${m.modId}-desc`} className="mt-1 pl-11 text-xs text-ink-soft">
                  {t(`modules.${m.modId}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Panel>
      <SaveBar mutation={save} savedLabel={t('saved')} hideSaved={changed > 0}>
        {changed > 0 ? <span className="text-xs text-warn">{t('changes', { count: changed })}</span> : null}
      </SaveBar>
    </form>
  );
}

export function FeatureModulesPage() {
  const { t } = useTranslation('featureModules');
  const query = useQuery({ queryKey: ['feature-modules'], queryFn: () => callApi(adminRoutes.featureModules) });
  return (
    <div>
      <PageHeader title={t('title')} description={t('description')} />
      <QueryView
        query={query}
        isEmpty={(v) => v.modules.length === 0}
        empty={
          <Panel>
            <EmptyState title={t('emptyTitle')} hint={t('emptyHint')} />
          </Panel>
        }
      >
        {(value) => <ModulesForm modules={value.modules} />}
      </QueryView>
    </div>
  );
}
