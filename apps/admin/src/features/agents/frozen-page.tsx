import { type TFrozenMember, teamAdminRoutes } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Snowflake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi, errorMessage } from '../../shared/api/client';
import { type CsvColumn, withPageCurrency } from '../../shared/lib/csv';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterInput } from '../../shared/ui/filter-bar';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { InlineMessage } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { codeLabel, payoutStatusTone, toneOf } from './agents-labels';
import { UnfreezeAudit } from './unfreeze-audit';

const pageSize = 50;

/**
 * Accounts frozen for a dividend they left unpaid: since when and why (from the audit log, when
 * the freeze was audited), what they still owe as an upline, and the admin's unfreeze, which asks a reason
 * and lands in the audit log (member.unfreeze).
 */
export function FrozenMembersPage() {
  const { t } = useTranslation('agents');
  const { timeZone } = useMerchant();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const account = params.get('account') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(account);
  const [target, setTarget] = useState<TFrozenMember | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const frozen = useQuery({
    queryKey: ['agents', 'frozen', account, page],
    queryFn: () => callApi(teamAdminRoutes.frozen, { query: { account, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const unfreeze = useMutation({
    mutationFn: (member: TFrozenMember) =>
      callApi(teamAdminRoutes.unfreeze, { params: { id: member.id }, body: { reason: reason.trim() } }),
    onSuccess: async (value) => {
      setTarget(null);
      setReason('');
      setDone(value.account);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['agents', 'frozen'] }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
        queryClient.invalidateQueries({ queryKey: ['members'] }),
      ]);
    },
  });
  const start = (member: TFrozenMember) => {
    unfreeze.reset();
    setReason('');
    setDone(null);
    setTarget(member);
  };
  const go = (next: { account?: string; page?: number }) => {
    const out = new URLSearchParams();
    const a = next.account ?? account;
    if (a) out.set('account', a);
    if ((next.page ?? 1) > 1) out.set('page', String(next.page));
    setParams(out);
  };
  const submit = () => go({ account: draft.trim() });
  // The frozen accounts as the search stands, every page (ADR 067); what each owes by payout state in one cell.
  const exportColumns: CsvColumn<TFrozenMember & { currency: string }>[] = [
    { header: t('columns.account'), value: (m) => m.account },
    { header: t('columns.since'), value: (m) => formatDateTime(m.since, timeZone) },
    { header: t('columns.reason'), value: (m) => m.reason },
    {
      header: t('columns.owed'),
      value: (m) => m.owed.map((o) => `${codeLabel(t, 'payoutStatus', o.status)} ${o.count} · ${o.amount}`).join('; '),
    },
    { header: t('columns.advanceOwed'), value: (m) => m.advanceOwed },
    { header: t('columns.balance'), value: (m) => m.balance },
    { header: t('common:csv.currency'), value: (m) => m.currency },
  ];

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('frozen.title')}
        description={t('frozen.description')}
        actions={
          <ExportButton
            fileName="frozen-accounts.csv"
            load={withPageCurrency((p, size) =>
              callApi(teamAdminRoutes.frozen, { query: { account, page: p, pageSize: size } }),
            )}
            columns={exportColumns}
          />
        }
      />
      <Panel>
        <FilterBar label={t('frozen.search')} onSubmit={submit}>
          <FilterInput
            label={t('filters.account')}
            className="min-w-0 flex-1 basis-56"
            type="search"
            maxLength={64}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </FilterBar>
      </Panel>
      {done ? <InlineMessage tone="ok">{t('frozen.done', { account: done })}</InlineMessage> : null}
      <Panel title={t('frozen.listTitle')}>
        <PagedTable
          query={frozen}
          caption={t('frozen.listTitle')}
          empty={{ title: t('frozen.emptyTitle'), hint: t('frozen.emptyHint') }}
          rowKey={(m) => m.id}
          onPage={(p) => go({ page: p })}
          columns={(result) => [
            {
              id: 'account',
              header: t('columns.account'),
              cell: (m) => (
                <Link
                  to={`/agents/tree?account=${encodeURIComponent(m.account)}`}
                  className="font-medium break-all text-accent hover:underline"
                  aria-label={t('frozen.openTree', { account: m.account })}
                >
                  {m.account}
                </Link>
              ),
            },
            {
              id: 'since',
              header: t('columns.since'),
              className: 'tabular sm:whitespace-nowrap',
              cell: (m) => (
                <>
                  {formatDateTime(m.since, timeZone) || t('frozen.unknown')}
                  {/* Phones have no room for the reason's column: it goes under the time. */}
                  <span className="block text-xs whitespace-normal text-ink-soft sm:hidden">{m.reason}</span>
                </>
              ),
            },
            {
              id: 'reason',
              header: t('columns.reason'),
              className: 'hidden sm:table-cell',
              cell: (m) => m.reason ?? t('frozen.unknown'),
            },
            {
              id: 'owed',
              header: t('columns.owed'),
              className: 'hidden md:table-cell',
              cell: (m) =>
                m.owed.length === 0 ? (
                  '—'
                ) : (
                  <ul className="flex flex-wrap gap-1">
                    {m.owed.map((o) => (
                      <li key={o.status}>
                        <Badge tone={toneOf(payoutStatusTone, o.status)}>
                          {codeLabel(t, 'payoutStatus', o.status)} {o.count} · {money(result.currency, o.amount)}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ),
            },
            {
              id: 'advanceOwed',
              header: t('columns.advanceOwed'),
              className: 'hidden md:table-cell tabular text-right whitespace-nowrap',
              cell: (m) => money(result.currency, m.advanceOwed),
            },
            {
              id: 'balance',
              header: t('columns.balance'),
              className: 'hidden lg:table-cell tabular text-right whitespace-nowrap',
              cell: (m) => money(result.currency, m.balance),
            },
            {
              id: 'action',
              header: t('columns.action'),
              cell: (m) => (
                <Button
                  size="sm"
                  onClick={() => start(m)}
                  aria-label={t('frozen.unfreezeAccount', { account: m.account })}
                >
                  <Snowflake aria-hidden className="size-3.5" />
                  {t('frozen.unfreeze')}
                </Button>
              ),
            },
          ]}
        />
      </Panel>
      <UnfreezeAudit timeZone={timeZone} />
      <ReasonDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('frozen.confirmTitle', { account: target?.account ?? '' })}
        description={t('frozen.confirmText')}
        confirmLabel={t('frozen.unfreeze')}
        pending={unfreeze.isPending}
        error={unfreeze.isError ? errorMessage(unfreeze.error) : null}
        onConfirm={() => target && unfreeze.mutate(target)}
        reason={reason}
        onReasonChange={setReason}
      />
    </div>
  );
}
