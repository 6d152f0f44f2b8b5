import { adminLedgerRoutes, type TReconciliation } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';

/** "-1234.5" -> "-1,234.50" as text, never through floating point. */
function formatAmount(decimal: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) return decimal;
  const [, sign = '', whole = '0', fraction] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * The full reconciliation, run on opening and on demand: the ledger's checks (docs/architecture.md, Money: every entry sums
 * to zero, every kept balance equals the sum of its postings, no wallet below zero) and every deposit,
 * withdrawal, transfer and adjustment against the entries it made. Any difference is listed with its
 * account or row and member; the house-side balances are shown beside.
 */
export function ReconciliationPage() {
  const { t } = useTranslation('reconciliation');
  const query = useQuery({
    queryKey: ['reconciliation'],
    queryFn: () => callApi(adminLedgerRoutes.reconcile),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button
            variant="primary"
            disabled={query.isFetching}
            aria-busy={query.isFetching || undefined}
            onClick={() => void query.refetch()}
          >
            <RotateCw aria-hidden className={`size-3.5 ${query.isFetching ? 'animate-spin' : ''}`} />
            {t('run')}
          </Button>
        }
      />
      <QueryView query={query}>{(report) => <Report report={report} />}</QueryView>
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded border border-line bg-panel px-3 py-2">
      <dt className="text-[11px] font-semibold tracking-wide text-ink-soft uppercase">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-ink tabular">{children}</dd>
    </div>
  );
}

function Report({ report }: { report: TReconciliation }) {
  const { t } = useTranslation('reconciliation');
  const { timeZone } = useMerchant();
  const money = (value: string) => `${report.currency} ${formatAmount(value)}`;
  const kind = (value: string) => t(`kinds.${value}`, { defaultValue: value });
  const checkName = (value: string) => t(`checks.names.${value}`, { defaultValue: value });
  const findings = report.checks.flatMap((c) => c.findings.map((f) => ({ ...f, check: c.name })));
  return (
    <>
      <div
        role="status"
        className={`flex items-center gap-2 rounded-md border px-3 py-2 font-medium ${report.ok ? 'border-ok/30 bg-ok-soft text-ok' : 'border-bad/30 bg-bad-soft text-bad'}`}
      >
        {report.ok ? <CheckCircle2 aria-hidden className="size-4" /> : <TriangleAlert aria-hidden className="size-4" />}
        {report.ok ? t('ok') : t('notOk')}
        <span className="ml-auto text-xs font-normal text-ink-soft tabular">
          {t('checkedAt', { time: formatDateTime(report.checkedAt, timeZone) })}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-5">
        <Stat label={t('stats.accounts')}>{report.accountsChecked}</Stat>
        <Stat label={t('stats.entries')}>{report.entriesChecked}</Stat>
        <Stat label={t('stats.postingsTotal')}>{money(report.postingsTotal)}</Stat>
        <Stat label={t('stats.wallets')}>{report.memberWallets}</Stat>
        <Stat label={t('stats.walletsTotal')}>{money(report.memberWalletsTotal)}</Stat>
      </dl>

      <Panel title={t('differences.title')} description={t('differences.description')}>
        {report.differences.length === 0 ? (
          <EmptyState title={t('differences.none')} />
        ) : (
          <DataTable
            caption={t('differences.title')}
            rows={report.differences}
            rowKey={(d) => d.accountId}
            columns={[
              { id: 'account', header: t('columns.account'), className: 'tabular', cell: (d) => `#${d.accountId}` },
              { id: 'kind', header: t('columns.kind'), cell: (d) => kind(d.kind) },
              {
                id: 'member',
                header: t('columns.member'),
                cell: (d) => (d.username ? <span className="font-medium">{d.username}</span> : d.code || '—'),
              },
              {
                id: 'balance',
                header: t('columns.balance'),
                className: 'tabular text-right',
                cell: (d) => money(d.balance),
              },
              {
                id: 'sum',
                header: t('columns.postingsSum'),
                className: 'tabular text-right',
                cell: (d) => money(d.postingsSum),
              },
              {
                id: 'difference',
                header: t('columns.difference'),
                className: 'tabular text-right font-semibold text-bad',
                cell: (d) => money(d.difference),
              },
            ]}
          />
        )}
      </Panel>

      {report.unbalancedEntries.length > 0 ? (
        <Panel title={t('unbalanced.title')} description={t('unbalanced.description')}>
          <DataTable
            caption={t('unbalanced.title')}
            rows={report.unbalancedEntries}
            rowKey={(e) => e.entryId}
            columns={[
              { id: 'entry', header: t('columns.entry'), className: 'tabular', cell: (e) => `#${e.entryId}` },
              { id: 'kind', header: t('columns.entryKind'), cell: (e) => e.kind },
              {
                id: 'sum',
                header: t('columns.sum'),
                className: 'tabular text-right text-bad',
                cell: (e) => money(e.sum),
              },
            ]}
          />
        </Panel>
      ) : null}

      {report.negativeAccounts.length > 0 ? (
        <Panel title={t('negative.title')} description={t('negative.description')}>
          <DataTable
            caption={t('negative.title')}
            rows={report.negativeAccounts}
            rowKey={(n) => n.accountId}
            columns={[
              { id: 'account', header: t('columns.account'), className: 'tabular', cell: (n) => `#${n.accountId}` },
              { id: 'kind', header: t('columns.kind'), cell: (n) => kind(n.kind) },
              { id: 'member', header: t('columns.member'), cell: (n) => n.username ?? '—' },
              {
                id: 'balance',
                header: t('columns.balance'),
                className: 'tabular text-right text-bad',
                cell: (n) => money(n.balance),
              },
            ]}
          />
        </Panel>
      ) : null}

      <Panel title={t('checks.title')} description={t('checks.description')}>
        <DataTable
          caption={t('checks.title')}
          rows={report.checks}
          rowKey={(c) => c.name}
          columns={[
            { id: 'name', header: t('findings.check'), cell: (c) => checkName(c.name) },
            { id: 'rows', header: t('checks.rows'), className: 'tabular text-right', cell: (c) => c.rowsChecked },
            {
              id: 'entries',
              header: t('checks.entries'),
              className: 'tabular text-right',
              cell: (c) => c.entriesChecked,
            },
            {
              id: 'problems',
              header: t('checks.problems'),
              className: 'tabular text-right',
              cell: (c) => <span className={c.problems > 0 ? 'font-semibold text-bad' : ''}>{c.problems}</span>,
            },
          ]}
        />
      </Panel>

      {findings.length > 0 ? (
        <Panel title={t('findings.title')} description={t('findings.description')}>
          <DataTable
            caption={t('findings.title')}
            rows={findings}
            rowKey={(f) => `${f.check}:${f.code}:${f.subject}:${f.entryId ?? ''}`}
            columns={[
              { id: 'check', header: t('findings.check'), cell: (f) => checkName(f.check) },
              { id: 'subject', header: t('findings.subject'), className: 'tabular', cell: (f) => f.subject },
              {
                id: 'problem',
                header: t('findings.problem'),
                cell: (f) => t(`findings.codes.${f.code}`, { defaultValue: f.code }),
              },
              { id: 'member', header: t('columns.member'), cell: (f) => f.username ?? f.memberId ?? '—' },
              {
                id: 'expected',
                header: t('findings.expected'),
                className: 'tabular text-right',
                cell: (f) => (f.expected === null ? '—' : money(f.expected)),
              },
              {
                id: 'actual',
                header: t('findings.actual'),
                className: 'tabular text-right text-bad',
                cell: (f) => (f.actual === null ? '—' : money(f.actual)),
              },
            ]}
          />
        </Panel>
      ) : null}

      {report.uncheckedKinds.length > 0 ? (
        <Panel title={t('unchecked.title')} description={t('unchecked.description')}>
          <DataTable
            caption={t('unchecked.title')}
            rows={report.uncheckedKinds}
            rowKey={(k) => k.kind}
            columns={[
              { id: 'kind', header: t('unchecked.kind'), cell: (k) => k.kind },
              {
                id: 'entries',
                header: t('unchecked.entries'),
                className: 'tabular text-right text-bad',
                cell: (k) => k.entries,
              },
            ]}
          />
        </Panel>
      ) : null}

      {report.vendorWallets.length > 0 ? (
        <Panel title={t('vendors.title')} description={t('vendors.description')}>
          <DataTable
            caption={t('vendors.title')}
            rows={report.vendorWallets}
            rowKey={(w) => w.vendor}
            columns={[
              { id: 'vendor', header: t('vendors.vendor'), cell: (w) => w.vendor },
              { id: 'books', header: t('vendors.books'), className: 'tabular text-right', cell: (w) => money(w.books) },
              {
                id: 'held',
                header: t('vendors.held'),
                className: 'tabular text-right',
                cell: (w) => (w.held === null ? t('vendors.noAnswer') : money(w.held)),
              },
              {
                id: 'inDoubt',
                header: t('vendors.inDoubt'),
                className: 'tabular text-right',
                cell: (w) => money(w.inDoubt),
              },
              {
                id: 'state',
                header: t('vendors.state'),
                cell: (w) => (
                  <span className={w.ok ? 'text-ok' : 'font-semibold text-bad'}>
                    {w.ok ? t('vendors.agree') : w.held === null ? t('vendors.unknown') : t('vendors.differ')}
                  </span>
                ),
              },
            ]}
          />
        </Panel>
      ) : null}

      <Panel title={t('house.title')} description={t('house.description')}>
        {report.houseAccounts.length === 0 ? (
          <EmptyState title={t('house.none')} />
        ) : (
          <DataTable
            caption={t('house.title')}
            rows={report.houseAccounts}
            rowKey={(a) => a.accountId}
            columns={[
              { id: 'kind', header: t('columns.kind'), cell: (a) => kind(a.kind) },
              { id: 'code', header: t('columns.code'), cell: (a) => a.code || '—' },
              {
                id: 'balance',
                header: t('columns.balance'),
                className: 'tabular text-right',
                cell: (a) => money(a.balance),
              },
            ]}
          />
        )}
      </Panel>
    </>
  );
}
