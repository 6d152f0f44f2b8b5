import type { TAdminPayout } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { DataTable } from '../../shared/ui/data-table';
import { codeLabel, payoutStatusTone, toneOf } from './agents-labels';

/** Payouts as a table: the period, the parties, what it reached and paid, its state and its ledger entry. */
export function PayoutsTable({
  caption,
  rows,
  currency,
  timeZone,
  showContract = true,
}: {
  caption: string;
  rows: TAdminPayout[];
  currency: string;
  timeZone: string;
  showContract?: boolean;
}) {
  const { t } = useTranslation('agents');
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(p) => p.id}
      columns={[
        {
          id: 'period',
          header: t('columns.period'),
          // A phone lets the date and the time wrap so the state stays in view.
          className: 'tabular sm:whitespace-nowrap',
          cell: (p) => (
            <>
              <span className="block">{formatDateTime(p.periodStart, timeZone)}</span>
              <span className="block text-xs text-ink-soft">→ {formatDateTime(p.periodEnd, timeZone)}</span>
              {/* Phones have no room for the kind's column. */}
              <span className="block text-xs sm:hidden">{codeLabel(t, 'kinds', p.kind)}</span>
            </>
          ),
        },
        {
          id: 'kind',
          header: t('columns.kind'),
          className: 'hidden sm:table-cell',
          cell: (p) =>
            showContract ? (
              <Link to={`/agent-contracts/${p.contractId}`} className="text-accent hover:underline">
                {codeLabel(t, 'kinds', p.kind)} #{p.contractId}
              </Link>
            ) : (
              codeLabel(t, 'kinds', p.kind)
            ),
        },
        {
          id: 'parties',
          header: t('columns.parties'),
          className: 'hidden md:table-cell',
          cell: (p) => (
            <span className="break-all">
              {p.upline} → {p.downline}
            </span>
          ),
        },
        {
          id: 'base',
          header: t('columns.base'),
          className: 'hidden lg:table-cell tabular text-right whitespace-nowrap',
          cell: (p) => money(currency, p.base),
        },
        {
          id: 'tier',
          header: t('columns.tier'),
          className: 'hidden sm:table-cell tabular whitespace-nowrap',
          cell: (p) => (p.tier === null ? t('payouts.noTier') : t('payouts.tierRate', { tier: p.tier, rate: p.rate })),
        },
        {
          id: 'amount',
          header: t('columns.amount'),
          className: 'tabular text-right whitespace-nowrap',
          cell: (p) => money(currency, p.amount),
        },
        {
          id: 'status',
          header: t('columns.status'),
          cell: (p) => (
            <>
              <Badge tone={toneOf(payoutStatusTone, p.status)}>{codeLabel(t, 'payoutStatus', p.status)}</Badge>
              {/* Phones show the entry under its state instead of in a column of its own. */}
              {p.entryId ? <span className="block font-mono text-xs sm:hidden">#{p.entryId}</span> : null}
            </>
          ),
        },
        {
          id: 'entry',
          header: t('columns.entry'),
          className: 'hidden sm:table-cell tabular whitespace-nowrap',
          cell: (p) => (p.entryId ? <span className="font-mono">#{p.entryId}</span> : '—'),
        },
      ]}
    />
  );
}
