import { type TAgentNode, teamAdminRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { Field, Input } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState, ErrorState, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { memberStatusTone, toneOf } from './agents-labels';
import { TreeLevel } from './tree-level';

function Summary({ node, currency, timeZone }: { node: TAgentNode; currency: string; timeZone: string }) {
  const { t } = useTranslation('agents');
  const rows: [string, React.ReactNode][] = [
    [
      t('columns.type'),
      <Badge key="k" tone={node.kind === 'agent' ? 'accent' : 'neutral'}>
        {t(`kind.${node.kind}`, { type: node.type })}
      </Badge>,
    ],
    [
      t('columns.status'),
      <Badge key="s" tone={toneOf(memberStatusTone, node.status)}>
        {t(`memberStatus.${node.status}`)}
      </Badge>,
    ],
    [
      t('columns.balance'),
      <span key="b" className="tabular">
        {money(currency, node.balance)}
      </span>,
    ],
    [
      t('columns.direct'),
      <span key="d" className="tabular">
        {node.directCount}
      </span>,
    ],
    [
      t('columns.teamSize'),
      <span key="t" className="tabular">
        {node.teamSize}
      </span>,
    ],
    [
      t('columns.registered'),
      <span key="r" className="tabular">
        {formatDateTime(node.registeredAt, timeZone)}
      </span>,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 p-3 text-[13px] sm:grid-cols-3 lg:grid-cols-6">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-ink-soft">{label}</dt>
          <dd className="mt-0.5">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The tree of any account of the brand: found by its exact name, with its uplines (each one a step up the
 * tree) and its downline opened level by level, each level read only when opened (ADR 039). An account's
 * name opens its details on the members page.
 */
export function AgentTreePage() {
  const { t } = useTranslation('agents');
  const { timeZone } = useMerchant();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const [draft, setDraft] = useState(account);
  const tree = useQuery({
    queryKey: ['agents', 'tree', account],
    queryFn: () => callApi(teamAdminRoutes.tree, { query: { account } }),
    enabled: account !== '',
    retry: false,
  });
  const show = (name: string) => {
    setDraft(name);
    setParams(name ? { account: name } : {});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(draft.trim());
  };

  return (
    <div className="space-y-3">
      <PageHeader title={t('tree.title')} description={t('tree.description')} />
      <Panel>
        <form onSubmit={submit} aria-label={t('tree.search')} className="flex flex-wrap items-end gap-2 p-3">
          <div className="min-w-0 flex-1 basis-56">
            <Field label={t('filters.account')}>
              {(props) => (
                <Input
                  {...props}
                  type="search"
                  value={draft}
                  maxLength={64}
                  onChange={(e) => setDraft(e.target.value)}
                />
              )}
            </Field>
          </div>
          <Button type="submit" variant="primary" disabled={draft.trim() === ''}>
            <Search aria-hidden className="size-4" />
            {t('common:actions.search')}
          </Button>
        </form>
      </Panel>
      {account === '' ? (
        <Panel>
          <EmptyState title={t('tree.emptyTitle')} hint={t('tree.emptyHint')} />
        </Panel>
      ) : tree.isPending ? (
        <Skeleton rows={6} />
      ) : tree.isError ? (
        <Panel>
          <ErrorState error={tree.error} onRetry={() => void tree.refetch()} />
        </Panel>
      ) : (
        <>
          <Panel title={t('tree.uplines')} labelledBy="tree-uplines">
            {tree.data.uplines.length === 0 ? (
              <p className="p-3 text-ink-soft">{t('tree.topOfTree')}</p>
            ) : (
              <ol className="flex flex-wrap items-center gap-1 p-3 text-[13px]">
                {tree.data.uplines.map((u, i) => (
                  <li key={u.id} className="flex items-center gap-1">
                    {i > 0 ? (
                      <span aria-hidden className="text-ink-faint">
                        ›
                      </span>
                    ) : null}
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => show(u.account)}
                      aria-label={t('tree.showTree', { account: u.account })}
                    >
                      {u.account}
                    </Button>
                  </li>
                ))}
                <li className="flex items-center gap-1 font-semibold">
                  <span aria-hidden className="text-ink-faint">
                    ›
                  </span>
                  <span aria-current="true">{tree.data.account.account}</span>
                </li>
              </ol>
            )}
          </Panel>
          <Panel
            title={tree.data.account.account}
            labelledBy="tree-account"
            actions={
              <Link
                to={`/members?member=${tree.data.account.id}`}
                className="text-[13px] font-medium text-accent hover:underline"
              >
                {t('tree.memberDetails')}
              </Link>
            }
          >
            <Summary node={tree.data.account} currency={tree.data.currency} timeZone={timeZone} />
          </Panel>
          <Panel title={t('tree.downline')} labelledBy="tree-downline" description={t('tree.downlineHint')}>
            {tree.data.account.directCount === 0 ? (
              <p className="p-3 text-ink-soft">{t('tree.noDownline')}</p>
            ) : (
              <TreeLevel key={tree.data.account.id} parentId={tree.data.account.id} depth={1} />
            )}
          </Panel>
        </>
      )}
    </div>
  );
}
