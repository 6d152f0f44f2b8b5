import { pointRedemptionStates, type TPointRedemption, type TPointRedemptionState } from '@gemilang/contract';
import { ReceiptText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatAmount, formatDateTime } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { RecordLoading } from '../../shared/ui/record-loading';
import { SignedAmount } from '../../shared/ui/signed-amount';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { RECORDS_PAGE_SIZE, usePointRedemptions } from './api';
import { FilterChips } from './filter-chips';
import { formatPoints } from './points-math';
import { StatusChip } from './status-chip';

/**
 * The exchange records (docs/product.md, The points mall): every redemption the member made, the latest first, with its
 * state and what staff wrote (a tracking note when approved, the reason when rejected); a table on a wide screen,
 * cards on a phone. Times are the brand's.
 */
export function RecordsTab() {
  const { t } = useTranslation('points');
  const [status, setStatus] = useState<TPointRedemptionState | null>(null);
  const [page, setPage] = useState(1);
  const query = usePointRedemptions(status, page);
  const merchant = useMerchant();
  const wide = useMediaQuery('(min-width: 1024px)');
  const titleId = useId();
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / RECORDS_PAGE_SIZE));

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="sr-only">
        {t('records.title')}
      </h2>
      <FilterChips
        legend={t('records.filter')}
        options={[null, ...pointRedemptionStates]}
        value={status}
        labelOf={(value) => t(`status.${value ?? 'all'}`)}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
      />
      {query.isError ? (
        <LoadFailed title={t('records.error')} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !data || !merchant ? (
        <RecordLoading label={t('records.loading')} />
      ) : data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<ReceiptText size={24} aria-hidden="true" />}
          title={t('records.emptyTitle')}
          text={status ? t('records.emptyStatusText') : t('records.emptyText')}
        />
      ) : (
        <div aria-busy={query.isFetching || undefined} className="flex flex-col gap-3">
          <p className="text-ink-soft text-sm" aria-live="polite">
            {t('records.count', { count: data.total })}
          </p>
          {wide ? (
            <RecordTable rows={data.items} currency={merchant.currency} timeZone={merchant.timeZone} />
          ) : (
            <RecordCards rows={data.items} currency={merchant.currency} timeZone={merchant.timeZone} />
          )}
          <Pager ns="points" keyPrefix="pager" page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </section>
  );
}

interface RowsProps {
  rows: TPointRedemption[];
  currency: string;
  timeZone: string;
}

/** Who receives a gift, where, and the phone; a dash for an item that is not delivered. */
function Delivery({ row, end = false }: { row: TPointRedemption; end?: boolean }) {
  if (!row.deliveryAddress && !row.recipient) return <>—</>;
  return (
    <span className={`flex flex-col ${end ? 'items-end' : ''}`}>
      {row.recipient ? <span className="text-ink">{row.recipient}</span> : null}
      {row.deliveryAddress ? <span>{row.deliveryAddress}</span> : null}
      {row.phone ? <span className="tabular-nums">{row.phone}</span> : null}
    </span>
  );
}

const th = 'px-2.5 py-2 font-medium';

function RecordTable({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation('points');
  return (
    <div className="overflow-x-auto rounded-xl border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('records.title')}</caption>
        <thead className="bg-raised text-ink-soft text-xs">
          <tr>
            <th scope="col" className={th}>
              {t('records.columns.number')}
            </th>
            <th scope="col" className={th}>
              {t('records.columns.appliedAt')}
            </th>
            <th scope="col" className={th}>
              {t('records.columns.item')}
              <span className="block font-normal">{t('records.columns.type')}</span>
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('records.columns.quantity')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('records.columns.points')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('records.columns.amount', { currency })}
            </th>
            <th scope="col" className={th}>
              {t('records.columns.status')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('records.columns.pointsChange')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('records.columns.balance')}
            </th>
            <th scope="col" className={th}>
              {t('records.columns.remark')}
            </th>
            <th scope="col" className={th}>
              {t('records.columns.delivery')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.id} className="bg-surface/60 align-top">
              <td className="whitespace-nowrap px-2.5 py-2 font-mono text-ink text-xs">{row.number}</td>
              <td className="px-2.5 py-2 text-ink-soft text-xs tabular-nums">
                {formatDateTime(row.appliedAt, timeZone)}
              </td>
              <td className="min-w-32 px-2.5 py-2 text-ink">
                {row.itemName}
                <span className="block text-ink-soft text-xs">{t(`type.${row.type}`)}</span>
              </td>
              <td className="px-2.5 py-2 text-right text-ink tabular-nums">{row.quantity}</td>
              <td className="whitespace-nowrap px-2.5 py-2 text-right text-ink tabular-nums">
                {formatPoints(row.points)}
              </td>
              <td className="whitespace-nowrap px-2.5 py-2 text-right text-ink tabular-nums">
                {formatAmount(row.amount)}
              </td>
              <td className="px-2.5 py-2">
                <StatusChip status={row.status} />
              </td>
              <td className="whitespace-nowrap px-2.5 py-2 text-right">
                <SignedAmount value={row.pointsChange.replace(/^\+/, '')} plus />
              </td>
              <td className="whitespace-nowrap px-2.5 py-2 text-right text-ink tabular-nums">
                {formatPoints(row.pointsBalance)}
              </td>
              <td className="min-w-32 max-w-56 break-words px-2.5 py-2 text-ink-soft text-xs">{row.remark || '—'}</td>
              <td className="min-w-36 max-w-56 break-words px-2.5 py-2 text-ink-soft text-xs">
                <Delivery row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordCards({ rows, currency, timeZone }: RowsProps) {
  const { t } = useTranslation('points');
  return (
    <ul aria-label={t('records.title')} className="flex flex-col gap-3">
      {rows.map((row) => (
        <li key={row.id} className="rounded-xl border border-line bg-surface/60 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col">
              <span className="break-words font-semibold text-ink">{row.itemName}</span>
              <span className="text-ink-soft text-xs">
                {t(`type.${row.type}`)} · {t('records.columns.quantity')} {row.quantity}
              </span>
            </div>
            <StatusChip status={row.status} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-xs">
            <dt className="text-ink-soft">{t('records.columns.number')}</dt>
            <dd className="break-all text-right font-mono text-ink">{row.number}</dd>
            <dt className="text-ink-soft">{t('records.columns.appliedAt')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatDateTime(row.appliedAt, timeZone)}</dd>
            <dt className="text-ink-soft">{t('records.columns.points')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatPoints(row.points)}</dd>
            <dt className="text-ink-soft">{t('records.columns.amount', { currency })}</dt>
            <dd className="text-right text-ink tabular-nums">{formatAmount(row.amount)}</dd>
            <dt className="text-ink-soft">{t('records.columns.pointsChange')}</dt>
            <dd className="text-right">
              <SignedAmount value={row.pointsChange.replace(/^\+/, '')} plus strong />
            </dd>
            <dt className="text-ink-soft">{t('records.columns.balance')}</dt>
            <dd className="text-right text-ink tabular-nums">{formatPoints(row.pointsBalance)}</dd>
            {row.remark ? (
              <>
                <dt className="text-ink-soft">{t('records.columns.remark')}</dt>
                <dd className="break-words text-right text-ink">{row.remark}</dd>
              </>
            ) : null}
            {row.deliveryAddress || row.recipient ? (
              <>
                <dt className="text-ink-soft">{t('records.columns.delivery')}</dt>
                <dd className="break-words text-right text-ink-soft">
                  <Delivery row={row} end />
                </dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
