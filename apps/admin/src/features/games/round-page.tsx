import { gamesAdminRoutes, type TAdminRoundDetail, type TRoundTransaction } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { betStatusTone, roundStatusTone } from './games-format';

/**
 * One round as the seamless wallet recorded it: each debit, credit and rollback with its amount, time,
 * the vendor's request id and the ledger entry it moved, then the end of the round; and the round's row of
 * the shared bets table, which the betting record and reports read.
 */
export function GameRoundPage() {
  const { t } = useTranslation('games');
  const { id = '' } = useParams();
  const merchant = useMerchant();
  // Times are shown in the brand's zone: the round is read once the brand is known.
  const round = useQuery({
    queryKey: ['games', 'round', id],
    queryFn: () => callApi(gamesAdminRoutes.round, { params: { id } }),
    enabled: !merchant.isPending,
  });
  return (
    <div className="space-y-3">
      <Link to="/game-rounds" className="inline-flex items-center gap-1 text-xs text-accent hover:underline">
        <ArrowLeft aria-hidden className="size-3.5" />
        {t('round.back')}
      </Link>
      <QueryView query={round}>{(detail) => <RoundDetail detail={detail} />}</QueryView>
    </div>
  );
}

function Facts({ label, facts }: { label: string; facts: [string, ReactNode][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-x-6 gap-y-2 p-3 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs text-ink-soft">{term}</dt>
          <dd className="tabular break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RoundDetail({ detail }: { detail: TAdminRoundDetail }) {
  const { t } = useTranslation('games');
  const { timeZone } = useMerchant();
  const { round, bet, currency } = detail;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');
  return (
    <>
      <PageHeader
        title={t('round.title', { round: round.roundId })}
        description={`${round.vendor} · ${round.gameName} (${round.gameCode})`}
        actions={<Badge tone={roundStatusTone[round.status]}>{t(`roundStatus.${round.status}`)}</Badge>}
      />
      <Panel title={t('round.summary')} labelledBy="round-summary">
        <Facts
          label={t('round.summary')}
          facts={[
            [t('columns.member'), `${round.username} (#${round.memberId})`],
            [t('columns.openedAt'), when(round.openedAt)],
            [t('round.endedAt'), when(round.endedAt)],
            [t('columns.debited'), money(currency, round.debited)],
            [t('columns.credited'), money(currency, round.credited)],
            [t('round.rolledBack'), money(currency, round.rolledBack)],
          ]}
        />
      </Panel>
      <Panel title={t('round.transactions')} labelledBy="round-calls">
        {/* On a phone each call is a card: five columns of ids do not fit 390 px. */}
        <ul aria-label={t('round.transactions')} className="divide-y divide-line sm:hidden">
          {detail.transactions.map((x) => (
            <li key={`${x.kind}:${x.transactionId ?? 'end'}`} className="space-y-0.5 px-3 py-2">
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-medium">
                  {t(`transactionKind.${x.kind}`)}
                  {x.reason && x.kind === 'credit' ? ` · ${t(`creditReason.${x.reason}`, x.reason)}` : ''}
                </span>
                <span className="tabular">{money(currency, x.amount)}</span>
              </div>
              <p className="tabular text-xs text-ink-soft">{when(x.at)}</p>
              <CallIds call={x} />
              <p className="text-xs text-ink-soft">
                {x.entry ? `${t('columns.entry')} #${x.entry.id} · ${x.entry.kind}` : t('round.noEntry')}
              </p>
            </li>
          ))}
        </ul>
        <div className="hidden sm:block">
          <DataTable
            caption={t('round.transactions')}
            rows={detail.transactions}
            rowKey={(x) => `${x.kind}:${x.transactionId ?? 'end'}`}
            columns={[
              {
                id: 'kind',
                header: t('columns.kind'),
                cell: (x) => (
                  <>
                    <span className="block font-medium">{t(`transactionKind.${x.kind}`)}</span>
                    {x.reason && x.kind === 'credit' ? (
                      <span className="text-xs text-ink-soft">{t(`creditReason.${x.reason}`, x.reason)}</span>
                    ) : null}
                  </>
                ),
              },
              {
                id: 'amount',
                header: t('columns.amount'),
                className: 'tabular text-right whitespace-nowrap',
                cell: (x) => money(currency, x.amount),
              },
              {
                id: 'at',
                header: t('columns.time'),
                className: 'tabular whitespace-nowrap',
                cell: (x) => when(x.at),
              },
              {
                id: 'ids',
                header: t('columns.ids'),
                cell: (x) => <CallIds call={x} />,
              },
              {
                id: 'entry',
                header: t('columns.entry'),
                cell: (x) =>
                  x.entry ? (
                    <span className="block text-xs break-all">
                      <span className="block tabular">#{x.entry.id}</span>
                      <span className="block text-ink-soft">{x.entry.kind}</span>
                    </span>
                  ) : (
                    <span className="text-xs text-ink-soft">{t('round.noEntry')}</span>
                  ),
              },
            ]}
          />
        </div>
      </Panel>
      <Panel title={t('round.bet')} labelledBy="round-bet">
        <Facts
          label={t('round.bet')}
          facts={[
            [
              t('columns.status'),
              <Badge key="s" tone={betStatusTone[bet.status]}>
                {t(`betStatus.${bet.status}`)}
              </Badge>,
            ],
            [t('round.stake'), money(currency, bet.stake)],
            [t('round.payout'), bet.payout === null ? '—' : money(currency, bet.payout)],
            [t('round.placedAt'), when(bet.placedAt)],
            [t('round.settledAt'), when(bet.settledAt)],
            [t('round.betId'), `#${bet.id}`],
          ]}
        />
      </Panel>
    </>
  );
}

/** The vendor's ids of a call and the ledger entry it moved, as one block. */
function CallIds({ call }: { call: TRoundTransaction }) {
  const { t } = useTranslation('games');
  return (
    <span className="block text-xs break-all">
      {call.transactionId ? (
        <span className="block">{t('round.transactionId', { id: call.transactionId })}</span>
      ) : null}
      <span className="block text-ink-soft">
        {call.requestId ? t('round.requestId', { id: call.requestId }) : t('round.noRequestId')}
      </span>
    </span>
  );
}
