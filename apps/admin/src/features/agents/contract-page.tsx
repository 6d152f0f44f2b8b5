import { type TContractDetail, teamAdminRoutes } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { ErrorState, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { codeLabel, contractStatusTone, toneOf } from './agents-labels';
import { PayoutsTable } from './payouts-table';

function Terms({ detail }: { detail: TContractDetail }) {
  const { t } = useTranslation('agents');
  const c = detail.contract;
  const cond = (value: string | null) => (value === null ? '—' : money(detail.currency, value));
  return (
    <table className="w-full text-left text-[13px]">
      <caption className="sr-only">{t('contract.tiers')}</caption>
      <thead>
        <tr className="border-b border-line text-[11px] text-ink-soft uppercase">
          <th scope="col" className="px-3 py-1.5">
            {t('columns.tier')}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right">
            {t('contract.minValidBet')}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right">
            {t('contract.minTeamLoss')}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right">
            {t('contract.minActive')}
          </th>
          <th scope="col" className="px-3 py-1.5 text-right">
            {t('contract.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {c.tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a contract's tiers are fixed and ordered
          <tr key={i} className="border-b border-line last:border-b-0 tabular">
            <td className="px-3 py-1.5">{i + 1}</td>
            <td className="px-3 py-1.5 text-right">{cond(tier.minValidBet)}</td>
            <td className="px-3 py-1.5 text-right">{cond(tier.minTeamLoss)}</td>
            <td className="px-3 py-1.5 text-right">{tier.minActive ?? '—'}</td>
            <td className="px-3 py-1.5 text-right">{tier.rate}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One contract: its terms, its history (offer, answer, end and why: read from the contract's own times, ADR
 * 039) and its newest payouts, each with the ledger entry that paid it.
 */
export function AgentContractPage() {
  const { t } = useTranslation('agents');
  const { timeZone } = useMerchant();
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['agents', 'contract', id],
    queryFn: () => callApi(teamAdminRoutes.contract, { params: { id } }),
    retry: false,
  });
  const back = (
    <Link to="/agent-contracts" className="inline-flex items-center gap-1 text-[13px] text-accent hover:underline">
      <ArrowLeft aria-hidden className="size-3.5" />
      {t('contract.back')}
    </Link>
  );
  if (query.isPending) return <Skeleton rows={8} />;
  if (query.isError)
    return (
      <div className="space-y-3">
        {back}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  const detail = query.data;
  const c = detail.contract;
  const facts: [string, React.ReactNode][] = [
    [t('columns.kind'), codeLabel(t, 'kinds', c.kind)],
    [t('columns.period'), codeLabel(t, 'periods', c.period)],
    [t('columns.upline'), c.upline],
    [t('columns.downline'), c.downline],
    [
      t('columns.status'),
      <Badge key="s" tone={toneOf(contractStatusTone, c.status)}>
        {codeLabel(t, 'contractStatus', c.status)}
      </Badge>,
    ],
    [t('columns.topRate'), `${c.topRate}%`],
  ];
  return (
    <div className="space-y-3">
      {back}
      <PageHeader title={t('contract.title', { id: c.id })} description={t('contract.description')} />
      <Panel>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 p-3 text-[13px] sm:grid-cols-3 lg:grid-cols-6">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-ink-soft">{label}</dt>
              <dd className="mt-0.5 break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <div className="grid gap-3 lg:grid-cols-2">
        <Panel title={t('contract.tiers')} labelledBy="contract-tiers" className="min-w-0">
          <div className="overflow-x-auto">
            <Terms detail={detail} />
          </div>
        </Panel>
        <Panel
          title={t('contract.history')}
          labelledBy="contract-history"
          description={t('contract.historyHint')}
          className="min-w-0"
        >
          <ol className="p-3 text-[13px]">
            {detail.history.map((e) => (
              <li key={e.event} className="flex flex-wrap gap-x-3 border-b border-line py-1.5 last:border-b-0">
                <span className="tabular text-ink-soft">{formatDateTime(e.at, timeZone)}</span>
                <span className="font-medium">{t(`events.${e.event}`)}</span>
                <span className="text-ink-soft">
                  {e.by === 'system'
                    ? t('contract.bySystem')
                    : t('contract.by', { account: e.account, side: t(`sides.${e.by}`) })}
                </span>
                {e.reason ? (
                  <span className="text-ink-soft">· {t(`reasons.${e.reason}`, { defaultValue: e.reason })}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
      <Panel
        title={t('contract.payouts')}
        labelledBy="contract-payouts"
        actions={
          <Link to={`/agent-payouts?contractId=${c.id}`} className="text-[13px] text-accent hover:underline">
            {t('contract.allPayouts')}
          </Link>
        }
      >
        {detail.payouts.length === 0 ? (
          <p className="p-3 text-ink-soft">{t('contract.noPayouts')}</p>
        ) : (
          <PayoutsTable
            caption={t('contract.payouts')}
            rows={detail.payouts}
            currency={detail.currency}
            timeZone={timeZone}
            showContract={false}
          />
        )}
      </Panel>
    </div>
  );
}
